/**
 * A page address made from a name: lower case, Arabic letters kept (diacritics and tatweel
 * dropped), Latin accents folded, every other run of characters one hyphen, at most 80 characters.
 * The database's store_slug (migration 0011) is the same rule: it fills a slug left empty, and a
 * test compares the two.
 */
const ACCENTED = 'àáâãäåāçćčèéêëēěìíîïīñńòóôõöøōùúûüūýÿšžł';
const UNACCENTED = 'aaaaaaaccceeeeeeiiiiinnooooooouuuuuyyszl';

/** The letters a slug may hold besides hyphens: Latin, digits, Arabic (and Persian digits). */
const SLUG_CHARACTER = 'a-z0-9\u0621-\u063A\u0641-\u064A\u0660-\u0669\u0671-\u06D3\u06F0-\u06F9';

export const SLUG_MAX_LENGTH = 80;

/** What an administrator may type as a slug: runs of those letters, joined by single hyphens. */
export const SLUG_PATTERN = new RegExp(`^[${SLUG_CHARACTER}]+(-[${SLUG_CHARACTER}]+)*$`);

export function slugify(name: string): string {
  const folded = [...name.toLowerCase().replace(/[\u064B-\u0652\u0670\u0640]/g, '')]
    .map((c) => {
      const at = ACCENTED.indexOf(c);
      return at === -1 ? c : UNACCENTED[at];
    })
    .join('');
  const hyphenated = folded
    .replace(new RegExp(`[^${SLUG_CHARACTER}]+`, 'g'), '-')
    .replace(/^-+|-+$/g, '');
  return hyphenated.slice(0, SLUG_MAX_LENGTH).replace(/^-+|-+$/g, '');
}

import { describe, expect, it } from 'vitest';
import { adminAreaTexts } from './admin-area.ts';
import { ar as storefrontAr } from './ar/index.ts';
import { en as storefrontEn } from './en/index.ts';
import { enPageTexts } from './en/page-texts.ts';

// The storefront's bundles and the lazily loaded admin area's, checked alike.
const en = { ...storefrontEn, ...enPageTexts, ...adminAreaTexts.en };
const ar = { ...storefrontAr, ...adminAreaTexts.ar };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Arabic has six plural forms; English two. */
const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leafKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Keys with plural suffixes folded into their base key. */
function baseKeys(tree: object): Set<string> {
  return new Set(leafKeys(tree).map((key) => key.replace(PLURAL_SUFFIX, '')));
}

describe('translation key parity', () => {
  it('has the same namespaces in both languages', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
    it(`ar has every key of en and no other in "${namespace}"`, () => {
      const english = [...baseKeys(en[namespace])].sort();
      const arabic = [...baseKeys(ar[namespace])].sort();
      expect(arabic.filter((key) => !english.includes(key))).toEqual([]);
      expect(english.filter((key) => !arabic.includes(key))).toEqual([]);
    });
  }

  it('gives every plural key all six Arabic forms', () => {
    const missing: string[] = [];
    for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
      const arabicKeys = new Set(leafKeys(ar[namespace]));
      const plurals = new Set(
        leafKeys(en[namespace])
          .filter((key) => PLURAL_SUFFIX.test(key))
          .map((key) => key.replace(PLURAL_SUFFIX, '')),
      );
      for (const base of plurals) {
        for (const form of ARABIC_FORMS) {
          if (!arabicKeys.has(`${base}_${form}`)) missing.push(`${namespace}:${base}_${form}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps interpolation placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    const flat = (tree: object) =>
      Object.fromEntries(
        leafKeys(tree).map((key) => [
          key,
          key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree),
        ]),
      ) as Record<string, string>;
    for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
      const english = flat(en[namespace]);
      const arabic = flat(ar[namespace]);
      for (const [key, text] of Object.entries(english)) {
        if (PLURAL_SUFFIX.test(key)) continue;
        const arabicText = arabic[key];
        if (arabicText === undefined) continue;
        expect(placeholders(arabicText), `${namespace}:${key}`).toEqual(placeholders(text));
      }
    }
  });
});

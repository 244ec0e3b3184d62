import type { Language } from '@store/shared/locales';
import type {
  TranslationSectionContent,
  TranslationTree,
  TranslationValue,
} from '@store/shared/schemas/content';
import { isWrappedText } from '@store/shared/schemas/content';

/** One text of a section in both languages, by its dotted key ("values.craftsmanship.title"). */
export interface TranslationRow {
  key: string;
  en: string;
  ar: string;
}

/** Which keys were stored wrapped as `{ text }`, per language, so a save keeps their shape. */
export type WrappedKeys = Record<Language, Set<string>>;

function leaves(
  tree: TranslationTree | undefined,
  prefix: string[] = [],
  out = new Map<string, { text: string; wrapped: boolean }>(),
) {
  for (const [key, value] of Object.entries(tree ?? {})) {
    const path = [...prefix, key].join('.');
    if (typeof value === 'string') out.set(path, { text: value, wrapped: false });
    else if (isWrappedText(value)) out.set(path, { text: value.text, wrapped: true });
    else leaves(value, [...prefix, key], out);
  }
  return out;
}

/** The rows of a section: English keys in their order, then keys only the Arabic has. */
export function toRows(content: { en?: TranslationTree; ar?: TranslationTree }): {
  rows: TranslationRow[];
  wrapped: WrappedKeys;
} {
  const en = leaves(content.en);
  const ar = leaves(content.ar);
  const keys = [...en.keys(), ...[...ar.keys()].filter((key) => !en.has(key))];
  const wrapped: WrappedKeys = {
    en: new Set([...en].filter(([, v]) => v.wrapped).map(([k]) => k)),
    ar: new Set([...ar].filter(([, v]) => v.wrapped).map(([k]) => k)),
  };
  return {
    rows: keys.map((key) => ({ key, en: en.get(key)?.text ?? '', ar: ar.get(key)?.text ?? '' })),
    wrapped,
  };
}

function place(tree: TranslationTree, path: string[], value: TranslationValue) {
  let node = tree as Record<string, TranslationValue>;
  path.slice(0, -1).forEach((key) => {
    const next = node[key];
    if (typeof next !== 'object' || next === null || isWrappedText(next)) node[key] = {};
    node = node[key] as Record<string, TranslationValue>;
  });
  node[path.at(-1)!] = value;
}

/** The section's content from the rows, in the shape it was stored in. */
export function fromRows(rows: TranslationRow[], wrapped: WrappedKeys): TranslationSectionContent {
  const content: TranslationSectionContent = { en: {}, ar: {} };
  for (const row of rows) {
    for (const lang of ['en', 'ar'] as const) {
      const text = row[lang];
      place(content[lang], row.key.split('.'), wrapped[lang].has(row.key) ? { text } : text);
    }
  }
  return content;
}

/** "en.values.craftsmanship.title" (or with a "content." prefix) → the row and language it names. */
export function rowOfField(
  field: string,
  rows: TranslationRow[],
): { index: number; lang: Language } | null {
  const parts = field.replace(/^content\./, '').split('.');
  const lang = parts[0];
  if (lang !== 'en' && lang !== 'ar') return null;
  let key = parts.slice(1).join('.');
  // A wrapped value's problem may point at its `text`.
  let index = rows.findIndex((row) => row.key === key);
  if (index < 0 && key.endsWith('.text')) {
    key = key.slice(0, -'.text'.length);
    index = rows.findIndex((row) => row.key === key);
  }
  return index < 0 ? null : { index, lang };
}

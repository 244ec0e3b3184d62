import { DEFAULT_LANGUAGE, type Language } from '@store/shared/locales';

/** The texts of one namespace: strings, possibly in nested groups. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** Every language's namespaces. */
export type TextsByLanguage = Partial<Record<Language, Record<string, TextTree>>>;

export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_few`, ...) and fills `{{count}}`. */
  count?: number;
  /** The key's namespace when the key has no `ns:` prefix. */
  ns?: string;
  /** Shown when no language has the key. */
  defaultValue?: string;
  /** The values of the `{{placeholders}}`. */
  [variable: string]: unknown;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function find(tree: TextTree | undefined, path: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The keys to try, best first, as i18next orders them: a written `_zero` form for 0 (English
 * texts may have one though English grammar has no zero form), the language's own plural form,
 * then the bare key.
 */
function candidates(language: Language, key: string, count: number | undefined): string[] {
  if (count === undefined) return [key];
  const forms = [`${key}_${pluralCategory(language, count)}`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

/** The text of a key in the language, else in English (the bundled default language). */
export function lookup(
  texts: TextsByLanguage,
  language: Language,
  namespace: string,
  key: string,
  count?: number,
): string | undefined {
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  for (const each of languages) {
    for (const candidate of candidates(each, key, count)) {
      const text = find(texts[each]?.[namespace], candidate);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

/** Splits `ns:key`; a key without a prefix belongs to the given namespace. */
export function splitNamespace(key: string, namespace: string): [string, string] {
  const colon = key.indexOf(':');
  return colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [namespace, key];
}

/**
 * Fills `{{name}}` placeholders. A placeholder without a value stays as written, as i18next
 * leaves it, so a missing value shows in the page instead of silently vanishing.
 */
export function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const value = values[name.trim()];
    if (value === undefined) return placeholder;
    return value === null ? '' : String(value);
  });
}

/** The text of `key` in `language`: plural form, English fallback, default value, else the key. */
export function translate(
  texts: TextsByLanguage,
  language: Language,
  key: string,
  options: TranslateOptions = {},
  namespace = 'common',
): string {
  const [ns, path] = splitNamespace(key, options.ns ?? namespace);
  const text = lookup(texts, language, ns, path, options.count) ?? options.defaultValue;
  return text === undefined ? path : interpolate(text, options);
}

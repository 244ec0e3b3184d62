import { DEFAULT_LANGUAGE, type Language } from '@store/shared/locales';
import {
  lookup,
  splitNamespace,
  translate,
  type TextsByLanguage,
  type TextTree,
  type TranslateOptions,
} from './translate.ts';
import type { Namespace, TFunction } from './translation-keys.ts';

/**
 * The app's translations: the texts of each language by namespace, the current language, and
 * the subscribers to re-render when either changes. A small stand-in for the part of i18next the
 * store uses (which costs about 17 kB gzip of the first load); the method names follow i18next's.
 */
export interface I18n {
  readonly language: Language;
  /** Translates in the current language; `common` is the default namespace. */
  t: TFunction;
  /** Translates in the given language (null: the current one, when called) and namespace. */
  getFixedT<N extends Namespace>(language: Language | null, namespace: N): TFunction<N>;
  /** Whether `t` would find the key (in the current language or English). */
  exists(key: string, options?: { ns?: Namespace }): boolean;
  /**
   * Merges texts into a namespace, group by group. Without `overwrite` the texts already there
   * win (bundled texts must not replace the content API's); `silent` does not re-render, for
   * texts added during a render.
   */
  addTexts(
    language: Language,
    namespace: string,
    texts: TextTree,
    options: { overwrite: boolean; silent?: boolean },
  ): void;
  hasTexts(language: Language, namespace: string): boolean;
  changeLanguage(language: Language): void;
  subscribe(listener: () => void): () => void;
  /** Changes whenever what `t` returns may have: the snapshot of `useSyncExternalStore`. */
  getVersion(): number;
}

function merge(target: TextTree, source: TextTree, overwrite: boolean): TextTree {
  const result = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = result[key];
    if (typeof value === 'object' && typeof current === 'object') {
      result[key] = merge(current, value, overwrite);
    } else if (overwrite || current === undefined) {
      result[key] = value;
    }
  }
  return result;
}

/** A translator in English holding the given texts. */
export function createTranslator(initial: TextsByLanguage): I18n {
  const texts: TextsByLanguage = { ...initial };
  const listeners = new Set<() => void>();
  let language: Language = DEFAULT_LANGUAGE;
  let version = 0;

  const changed = () => {
    version += 1;
    listeners.forEach((listener) => listener());
  };

  const getFixedT = <N extends Namespace>(fixed: Language | null, namespace: N) =>
    ((key: string, options?: TranslateOptions) =>
      translate(texts, fixed ?? language, key, options, namespace)) as TFunction<N>;

  return {
    get language() {
      return language;
    },
    t: getFixedT(null, 'common'),
    getFixedT,
    exists(key, options) {
      const [namespace, path] = splitNamespace(key, options?.ns ?? 'common');
      return lookup(texts, language, namespace, path) !== undefined;
    },
    addTexts(target, namespace, added, { overwrite, silent = false }) {
      const namespaces = texts[target] ?? {};
      texts[target] = {
        ...namespaces,
        [namespace]: merge(namespaces[namespace] ?? {}, added, overwrite),
      };
      if (!silent) changed();
    },
    hasTexts: (target, namespace) => texts[target]?.[namespace] !== undefined,
    changeLanguage(next) {
      if (next === language) return;
      language = next;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => version,
  };
}

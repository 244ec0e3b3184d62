import type { Language } from '@store/shared/locales';
import type { TextTree } from './translate.ts';
import type { I18n } from './translator.ts';

type Bundles = Record<string, TextTree>;

// English ships with the first load (the default); Arabic is fetched the first time it is needed.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Bundles>> = {
  ar: () => import('../../locales/ar/index.ts').then((module) => module.ar),
};

/**
 * Makes sure the bundled texts of a language are in the translator. Added without overwriting, so texts
 * from the content API that arrived first keep priority.
 */
export async function ensureLanguageBundles(instance: I18n, language: Language): Promise<void> {
  if (language === 'en' || instance.hasTexts(language, 'common')) return;
  addBundles(instance, 'ar', await loaders[language]());
}

function addBundles(instance: I18n, language: Language, bundles: Bundles) {
  for (const [namespace, texts] of Object.entries(bundles)) {
    instance.addTexts(language, namespace, texts, { overwrite: false });
  }
}

/** The translators of this page (one in the browser), which the page texts go into. */
const translators = new Set<I18n>();
let pageTexts: Bundles | null = null;
let pageTextsLoading: Promise<void> | null = null;

/** A translator that gets the English page texts now if loaded, else when they are. */
export function registerTranslator(instance: I18n): () => void {
  translators.add(instance);
  if (pageTexts) addBundles(instance, 'en', pageTexts);
  return () => translators.delete(instance);
}

/**
 * The English texts of the checkout, order and return pages (locales/en/page-texts.ts): the route
 * table's loaders of those pages wait for them with their code, so they are in before the page
 * renders, and the pages that never show them never load them.
 */
export function ensurePageTexts(): Promise<void> {
  pageTextsLoading ??= import('../../locales/en/page-texts.ts').then(
    ({ enPageTexts }) => {
      pageTexts = enPageTexts;
      for (const instance of translators) addBundles(instance, 'en', enPageTexts);
    },
    (error: unknown) => {
      // A failed download is tried again by the next page that needs it.
      pageTextsLoading = null;
      throw error;
    },
  );
  return pageTextsLoading;
}

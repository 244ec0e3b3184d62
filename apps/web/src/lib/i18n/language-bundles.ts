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
  const bundles = await loaders[language]();
  for (const [namespace, texts] of Object.entries(bundles)) {
    instance.addTexts(language, namespace, texts, { overwrite: false });
  }
}

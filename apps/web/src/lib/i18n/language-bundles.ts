import type { i18n as I18n } from 'i18next';
import type { Language } from '@store/shared/locales';

type Bundles = Record<string, object>;

// English ships with the first load (the default); Arabic is fetched the first time it is needed.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Bundles>> = {
  ar: () => import('../../locales/ar/index.ts').then((module) => module.ar),
};

/**
 * Makes sure the bundled texts of a language are in i18next. Added without overwriting, so texts
 * from the content API that arrived first keep priority.
 */
export async function ensureLanguageBundles(instance: I18n, language: Language): Promise<void> {
  if (language === 'en' || instance.hasResourceBundle(language, 'common')) return;
  const bundles = await loaders[language]();
  for (const [namespace, texts] of Object.entries(bundles)) {
    instance.addResourceBundle(language, namespace, texts, true, false);
  }
}

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@store/shared/locales';
import { STORAGE_KEYS } from '../../config/storage-keys.ts';
import { en } from '../../locales/en/index.ts';
import { applyDocumentLanguage } from './document-language.ts';
import { ensureLanguageBundles } from './language-bundles.ts';
import { onLanguageChange } from './language-events.ts';
import { readStoredLanguage } from './language-storage.ts';

export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

/**
 * Creates the i18next instance in the stored language and makes it follow the language-change
 * event (and other tabs). `ready` settles once the first language's texts are in, so the first
 * render is translated; `stopFollowing` detaches the listeners.
 */
export function createI18n(): { i18n: I18n; ready: Promise<void>; stopFollowing: () => void } {
  const instance = i18next.createInstance();
  const language = readStoredLanguage();
  void instance.use(initReactI18next).init({
    resources: { en },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'ar'],
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // The English bundle is in memory, so initialise synchronously.
    initAsync: false,
    // Re-render when the texts from the content API are merged in, not only on language change.
    react: { bindI18nStore: 'added' },
  });

  let latest: Language = language;
  const follow = async (next: Language) => {
    latest = next;
    await ensureLanguageBundles(instance, next).catch(() => undefined);
    // A quicker, later switch wins over a slow bundle download.
    if (latest !== next) return;
    applyDocumentLanguage(next);
    if (instance.language !== next) await instance.changeLanguage(next);
  };

  const stopEvent = onLanguageChange((next) => void follow(next));
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.language && isLanguage(event.newValue))
      void follow(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return {
    i18n: instance,
    ready: follow(language),
    stopFollowing: () => {
      stopEvent();
      window.removeEventListener('storage', onStorage);
    },
  };
}

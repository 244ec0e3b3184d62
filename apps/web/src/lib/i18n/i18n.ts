import { isLanguage, type Language } from '@store/shared/locales';
import { splitLanguagePath } from '@store/shared/page-addresses';
import { STORAGE_KEYS } from '../../config/storage-keys.ts';
import { en } from '../../locales/en/index.ts';
import { applyDocumentLanguage } from './document-language.ts';
import { ensureLanguageBundles, registerTranslator } from './language-bundles.ts';
import { onLanguageChange } from './language-events.ts';
import { readStoredLanguage } from './language-storage.ts';
import { createTranslator, type I18n } from './translator.ts';

/**
 * Creates the translator in the given language (the page address's, else the stored one) and
 * makes it follow the language-change event (and other tabs, on pages whose address does not
 * name a language). `ready` settles once the first language's texts are in, so the first render
 * is translated; `stopFollowing` detaches the listeners.
 */
export function createI18n(language: Language = readStoredLanguage()): {
  i18n: I18n;
  ready: Promise<void>;
  stopFollowing: () => void;
} {
  // English is bundled, and the fallback of every missing text.
  const instance = createTranslator({ en });
  const unregister = registerTranslator(instance);

  let latest: Language = language;
  const follow = async (next: Language) => {
    latest = next;
    await ensureLanguageBundles(instance, next).catch(() => undefined);
    // A quicker, later switch wins over a slow bundle download.
    if (latest !== next) return;
    applyDocumentLanguage(next);
    instance.changeLanguage(next);
  };

  const stopEvent = onLanguageChange((next) => void follow(next));
  const onStorage = (event: StorageEvent) => {
    // A storefront page keeps its address's language (decision 027) whatever another tab chose.
    if (splitLanguagePath(window.location.pathname)) return;
    if (event.key === STORAGE_KEYS.language && isLanguage(event.newValue))
      void follow(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return {
    i18n: instance,
    ready: follow(language),
    stopFollowing: () => {
      stopEvent();
      unregister();
      window.removeEventListener('storage', onStorage);
    },
  };
}

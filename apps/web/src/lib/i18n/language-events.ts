import { isLanguage, type Language } from '@store/shared/locales';
import { storeLanguage } from './language-storage.ts';

/**
 * Broadcast whenever the language changes (spec section 1), so code outside React (and other
 * bundles, such as the admin area later) can follow with one listener.
 */
export const LANGUAGE_CHANGE_EVENT = 'language-change';

export type LanguageChangeEvent = CustomEvent<{ language: Language }>;

/** Stores the language and tells the whole app. */
export function changeLanguage(language: Language): void {
  storeLanguage(language);
  window.dispatchEvent(
    new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail: { language } }) satisfies LanguageChangeEvent,
  );
}

/** Calls the listener with every new language; returns the unsubscribe function. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  const handle = (event: Event) => {
    const language = (event as LanguageChangeEvent).detail?.language;
    if (isLanguage(language)) listener(language);
  };
  window.addEventListener(LANGUAGE_CHANGE_EVENT, handle);
  return () => window.removeEventListener(LANGUAGE_CHANGE_EVENT, handle);
}

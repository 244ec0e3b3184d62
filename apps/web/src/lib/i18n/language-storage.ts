import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@store/shared/locales';
import { STORAGE_KEYS } from '../../config/storage-keys.ts';

/** The stored language, or English when none (or storage is blocked). */
export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Keeps the choice, and in a cookie of the same name for the server, which renders the storefront's
 * pages in it (public/language-boot.js keeps the cookie in step with storage at every visit).
 */
export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  document.cookie = `${STORAGE_KEYS.language}=${language}; path=/; max-age=31536000; samesite=lax`;
}

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

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

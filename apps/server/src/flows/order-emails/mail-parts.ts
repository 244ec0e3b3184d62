import { isLanguage, type Language } from '@store/shared/locales';
import type { SiteSettings } from '@store/shared/schemas/settings';

/** The order's language as stored; English for anything else. */
export function languageOf(language: string): Language {
  return isLanguage(language) ? language : 'en';
}

/** The store's sender, when the settings name one (else the mail server's default). */
export function sender({ emailSettings }: SiteSettings) {
  return emailSettings.fromEmail
    ? { name: emailSettings.fromName, address: emailSettings.fromEmail }
    : undefined;
}

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A text an administrator edits, in both languages. */
export interface LocalizedText {
  en: string;
  ar: string;
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar';
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The text in the wanted language, falling back to the other one when it is empty. */
export function localize(text: LocalizedText, language: Language): string {
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return text[language] || text[other];
}

/** BCP 47 tag for Intl formatting. Arabic keeps Latin digits, as Saudi shops print prices. */
export function intlLocaleOf(language: Language): string {
  return language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA';
}

const ARABIC_DIACRITICS = /[\u064B-\u0652\u0670\u0640]/g;

/**
 * Folds text for search: lower case, Arabic diacritics and tatweel removed, alef forms unified,
 * alef maqsura to ya, ta marbuta to ha. The database computes the same folding for its search
 * columns (see the products table), so a query and a stored text meet in one form.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(ARABIC_DIACRITICS, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ')
    .trim();
}

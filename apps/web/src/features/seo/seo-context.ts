import type { Language } from '@store/shared/locales';
import type { PublicSiteSettings } from '@store/shared/schemas/settings';

/** What every page's head is built from besides the page's own data. */
export interface SeoContext {
  language: Language;
  /** The store's public origin, no trailing slash: `https://shop.example.com`. */
  origin: string;
  /** The language `x-default` points at (decision 027: a setting, Arabic until it exists). */
  defaultLanguage: Language;
  /** The store's name and tagline in the page's language. */
  brand: { name: string; tagline: string };
  settings: PublicSiteSettings;
}

/** A path of ours (`/ar/product/x`) as an absolute URL; an absolute URL as it is. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** `og:locale` values: the language with the store's country (Saudi Arabia) or English (US). */
export const OG_LOCALES: Record<Language, string> = { ar: 'ar_SA', en: 'en_US' };

export const OTHER_LANGUAGE: Record<Language, Language> = { ar: 'en', en: 'ar' };

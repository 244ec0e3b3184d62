import type { Language } from './locales.ts';

/**
 * The store's public addresses, one per language (decision 027): `/{language}` and below it the
 * page's path as the spec names it (`/ar/products`, `/en/product/{slug}`). The admin area and the
 * API have no language prefix. The web app's links, the server's redirects, canonical and
 * hreflang tags, the sitemap and the feeds all build addresses here. Without schemas, so the
 * browser's first load stays light.
 */

/** A path without its language (`/products`, `/` for the home page) in that language. */
export function localizedPath(language: Language, path: string): string {
  return path === '/' || path === '' ? `/${language}` : `/${language}${path}`;
}

/** The language a path starts with, and the path without it; null for an unprefixed path. */
export function splitLanguagePath(pathname: string): { language: Language; path: string } | null {
  const match = /^\/(ar|en)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  return { language: match[1] as Language, path: match[2] ?? '/' };
}

export function productPath(language: Language, product: { slugs: Record<Language, string> }) {
  return localizedPath(language, `/product/${encodeURIComponent(product.slugs[language])}`);
}

export function categoryPath(language: Language, category: { slugs: Record<Language, string> }) {
  return localizedPath(language, `/category/${encodeURIComponent(category.slugs[language])}`);
}

/**
 * Paths (without language) no search engine should index: a shopper's own pages and steps.
 * Search results with filters are not indexed either (their query decides, not their path).
 */
export const NOINDEX_PATH_PREFIXES = [
  '/checkout',
  '/payment',
  '/orders',
  '/account',
  '/cart',
  '/admin',
  '/auth',
  '/login',
] as const;

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

/** A delivered order's one-time review page (issue 21 point 5), from the link in its email. */
export function reviewPagePath(language: Language, token: string) {
  return localizedPath(language, `/review/${encodeURIComponent(token)}`);
}

/** A cart reminder's link that puts the cart back in the browser (issue 22 point 5). */
export function cartRestorePath(language: Language, token: string) {
  return localizedPath(language, `/cart/restore/${encodeURIComponent(token)}`);
}

/** A reminder's one-click link that stops cart reminders. */
export function unsubscribePath(language: Language, token: string) {
  return localizedPath(language, `/unsubscribe/${encodeURIComponent(token)}`);
}

/**
 * Paths (without language) no search engine should index: a shopper's own pages and steps.
 * Search results with filters are not indexed either (their query decides, not their path).
 */
export const NOINDEX_PATH_PREFIXES = [
  '/checkout',
  '/payment',
  '/orders',
  '/review',
  '/account',
  '/cart',
  '/unsubscribe',
  '/admin',
  '/auth',
  '/login',
] as const;

/**
 * Paths that stay without a language prefix (decision 027): the admin area and the sign-in pages,
 * which have their own language switch and are not indexed. Every other page of the app is the
 * storefront's and lives below `/ar` or `/en`.
 */
export const UNPREFIXED_PATH_PREFIXES = ['/admin', '/admin-test', '/auth', '/login'] as const;

export function isUnprefixedPath(path: string): boolean {
  return UNPREFIXED_PATH_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}

/** A product's or category's slugs, when known, from the segment of its address. */
export type SlugsOf = (
  kind: 'product' | 'category',
  segment: string,
) => Record<Language, string> | null;

/**
 * The same page in another language (the language switch, hreflang alternates): the same path,
 * query and hash below the other prefix; a product's or category's segment becomes its slug in
 * that language when `slugsOf` knows it (else the segment stays, and the server answers it with
 * a 301 to the slug's address). Null for an address without a language prefix.
 */
export function pathInLanguage(
  language: Language,
  address: { pathname: string; search?: string; hash?: string },
  slugsOf: SlugsOf = () => null,
): string | null {
  const below = splitLanguagePath(address.pathname);
  if (!below) return null;
  let path = below.path;
  const item = /^\/(product|category)\/([^/]+)$/.exec(path);
  if (item) {
    const kind = item[1] as 'product' | 'category';
    let segment: string;
    try {
      segment = decodeURIComponent(item[2]!);
    } catch {
      segment = item[2]!;
    }
    const slugs = slugsOf(kind, segment);
    if (slugs) path = `/${kind}/${encodeURIComponent(slugs[language])}`;
  }
  return localizedPath(language, path) + (address.search ?? '') + (address.hash ?? '');
}

/** Whether a path (with or without its language) is one of the pages no search engine indexes. */
export function isNoindexPath(pathname: string): boolean {
  const path = splitLanguagePath(pathname)?.path ?? pathname;
  return NOINDEX_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

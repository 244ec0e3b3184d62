import { LANGUAGES, type Language } from './locales.ts';

/**
 * Where crawlers and ad platforms fetch the store: robots.txt, the sitemap index, and a product
 * feed per format and language, at addresses that never change (the server's discovery flow
 * serves them; the admin's "Product feeds" screen lists them to copy). Without schemas, so either
 * side imports it cheaply.
 */
export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/**
 * google: RSS 2.0 with Google's `g:` attributes (Google Merchant Center).
 * meta: Meta's catalog CSV (Meta Commerce Manager; Snapchat reads the same columns).
 * tiktok: TikTok's catalog CSV (its id column is `sku_id`).
 */
export const FEED_FORMATS = ['google', 'meta', 'tiktok'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export function feedPath(format: FeedFormat, language: Language): string {
  return `/feeds/${format}-${language}.${format === 'google' ? 'xml' : 'csv'}`;
}

/** Every feed, by format then language. */
export const FEEDS = FEED_FORMATS.flatMap((format) =>
  LANGUAGES.map((language) => ({ format, language, path: feedPath(format, language) })),
);

import { SITEMAP_INDEX_PATH } from '@store/shared/discovery-addresses';
import { LANGUAGES } from '@store/shared/locales';
import { localizedPath, NOINDEX_PATH_PREFIXES } from '@store/shared/page-addresses';

/**
 * The API reads the storefront renders with stay crawlable: Google renders pages with their
 * scripts and does not index what it may not fetch (FEEDS.md); the rest of /api/ is closed.
 */
const RENDERING_READS = [
  '/api/products',
  '/api/categories',
  '/api/homepage',
  '/api/content/',
  '/api/public/',
];

/** robots.txt: the store open, a shopper's own pages and steps closed in every address form. */
export function robotsTxt(origin: string): string {
  const closed = NOINDEX_PATH_PREFIXES.flatMap((path) => [
    path,
    ...LANGUAGES.map((language) => localizedPath(language, path)),
  ]);
  return [
    'User-agent: *',
    'Allow: /',
    ...RENDERING_READS.map((path) => `Allow: ${path}`),
    'Disallow: /api/',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

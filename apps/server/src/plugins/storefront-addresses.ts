import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@store/shared/locales';
import {
  categoryPath,
  isUnprefixedPath,
  localizedPath,
  productPath,
  splitLanguagePath,
} from '@store/shared/page-addresses';
import { publicReadMemo } from '../cache/public-read-memo.ts';
import { findCatalogAddress, type CatalogAddress } from '../modules/catalog/index.ts';
import { getSiteSettings } from '../modules/settings/index.ts';
import { preferredLanguage, savedLanguage } from './visitor-language.ts';

/** What the store answers a page's address with (decision 027). */
export type PageAddressAnswer =
  /** Another address: 302 for the visitor's language, 301 for a product's or category's current slug. */
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** The web app's page, in the address's language (null outside the storefront), 200 or 404. */
  | { kind: 'page'; language: Language | null; status: 200 | 404 };

/** Catalogue addresses kept: a product page's visit asks for its own on every request. */
const MAX_CACHED_ADDRESSES = 5_000;
/** Bounds staleness should an invalidation be lost (the rendered pages live as long). */
const CACHED_ADDRESS_MS = 60_000;

export type CatalogAddressLookup = (
  kind: 'product' | 'category',
  segment: string,
) => Promise<CatalogAddress | null>;

/**
 * `findCatalogAddress` answered from memory until the public reads change (a slug edited, a
 * product switched off): without it every product page's visit, rendered page cached or not,
 * waited for a query (about 1 ms of the embedded database's one thread: 900 pages/s).
 */
export function rememberedCatalogAddresses(app: FastifyInstance): CatalogAddressLookup {
  const addresses = publicReadMemo<CatalogAddress | null>(app, {
    maxEntries: MAX_CACHED_ADDRESSES,
    ttlMs: CACHED_ADDRESS_MS,
  });
  return (kind, segment) =>
    addresses.get(`${kind} ${segment}`, () => findCatalogAddress(app.db, kind, segment));
}

/** A file's address (`/favicon.ico`): not a page, so neither redirected nor a storefront 404. */
const FILE_NAME = /\/[^/]*\.[^/]*$/;
const CATALOG_ITEM = /^\/(product|category)\/([^/]+)$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The answer to a GET of a page's address (`request.url`, path and query):
 * - an unprefixed storefront path: 302 to it below the visitor's language, the saved one (the
 *   `language` cookie), else the browser's preferred one, else the store's default (a setting);
 * - a product or category below a language, named by its id, its other language's slug or an old
 *   slug: 301 to its current slug in that language; one that is not (active) in the catalogue: 404;
 * - another path below a language that names no page (`isPage`, from the web app's route table;
 *   null when its server bundle is not built): 404.
 * The query string goes along with every redirect.
 */
export async function answerPageAddress(
  app: FastifyInstance,
  request: FastifyRequest,
  isPage: (pathname: string) => Promise<boolean | null>,
  findAddress: CatalogAddressLookup,
): Promise<PageAddressAnswer> {
  const queryAt = request.url.indexOf('?');
  const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : request.url.slice(queryAt);
  const below = splitLanguagePath(pathname);

  if (!below) {
    if (isUnprefixedPath(pathname) || FILE_NAME.test(pathname)) {
      return { kind: 'page', language: null, status: 200 };
    }
    const language =
      savedLanguage(request) ??
      preferredLanguage(request.headers['accept-language']) ??
      (await getSiteSettings(app.db, request.log)).siteInfo.defaultLanguage;
    return { kind: 'redirect', status: 302, location: localizedPath(language, pathname) + query };
  }

  const { language, path } = below;
  const item = CATALOG_ITEM.exec(path);
  if (item) {
    const kind = item[1] as 'product' | 'category';
    const segment = decoded(item[2]!);
    const found = segment === null ? null : await findAddress(kind, segment);
    if (!found) return { kind: 'page', language, status: 404 };
    if (found.slugs[language] !== segment) {
      const current =
        kind === 'product' ? productPath(language, found) : categoryPath(language, found);
      return { kind: 'redirect', status: 301, location: current + query };
    }
    return { kind: 'page', language, status: 200 };
  }
  const known = await isPage(pathname);
  return { kind: 'page', language, status: known === false ? 404 : 200 };
}

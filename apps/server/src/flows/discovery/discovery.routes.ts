import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FEEDS, ROBOTS_PATH, SITEMAP_INDEX_PATH } from '@store/shared/discovery-addresses';
import { isLanguage, type Language } from '@store/shared/locales';
import type { SiteSettings } from '@store/shared/schemas/settings';
import { countActiveProducts } from '../../modules/catalog/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';
import { notFound } from '../../plugins/app-error.ts';
import { csvFeed, META_COLUMNS, TIKTOK_COLUMNS } from './csv-feeds.ts';
import type { FeedContext } from './feed-item.ts';
import { GeneratedDocuments, type DocumentSpec } from './generated-documents.ts';
import { googleFeed } from './google-feed.ts';
import { robotsTxt } from './robots.ts';
import { siteOrigin } from './site-origin.ts';
import {
  pagesSitemap,
  parseSitemapFileName,
  productsSitemap,
  SITEMAP_URL_LIMIT,
  sitemapFiles,
  sitemapIndex,
  type SitemapContext,
} from './sitemap.ts';

export interface DiscoveryOptions {
  publicBaseUrl: string | undefined;
  /** URLs per product sitemap file; tests pass a small one to see the split. */
  urlsPerSitemap?: number;
}

/** What the documents say depends on the catalogue and on the settings (VAT, names, language). */
const TAGS = ['catalog', 'settings'] as const;
const XML = 'application/xml; charset=utf-8';
const CSV = 'text/csv; charset=utf-8';

/**
 * The store's default language, for x-default: the `defaultLanguage` site setting once the
 * settings have one (decision 027), Arabic until then.
 */
function defaultLanguageOf(settings: SiteSettings): Language {
  const chosen = (settings as { defaultLanguage?: unknown }).defaultLanguage;
  return isLanguage(chosen) ? chosen : 'ar';
}

/** The feeds by file name (`google-ar.xml`): Google's RSS, Meta's CSV (Snapchat too), TikTok's CSV. */
const FEEDS_BY_FILE = new Map(FEEDS.map((feed) => [feed.path.slice('/feeds/'.length), feed]));

/**
 * robots.txt, the sitemap index and its files, and the product feeds: public, outside /api, at
 * addresses that never change (FEEDS.md lists them and where each is pasted).
 */
export function discoveryRoutes(options: DiscoveryOptions): FastifyPluginAsync {
  const urlsPerSitemap = options.urlsPerSitemap ?? SITEMAP_URL_LIMIT;
  return async (app) => {
    const documents = new GeneratedDocuments();
    // The active products' count decides which sitemap files exist; kept until the catalogue changes.
    let productCount: Promise<number> | null = null;
    app.publicCache.onInvalidate((tags) => {
      documents.invalidate(tags);
      if (tags === 'all' || tags.includes('catalog')) productCount = null;
    });
    const activeProducts = () => (productCount ??= countActiveProducts(app.db));

    const origin = (request: FastifyRequest) => siteOrigin(options.publicBaseUrl, request);
    const send = (
      request: FastifyRequest,
      reply: FastifyReply,
      spec: Omit<DocumentSpec, 'key' | 'tags'>,
    ) => {
      // The query is not part of the document: a cache-busting parameter makes no new one.
      const key = `${origin(request)}${request.url.split('?')[0]}`;
      return documents.send(request, reply, { ...spec, key, tags: TAGS });
    };
    const settings = (request: FastifyRequest) => getSiteSettings(app.db, request.log);
    const sitemapContext = async (request: FastifyRequest): Promise<SitemapContext> => ({
      origin: origin(request),
      defaultLanguage: defaultLanguageOf(await settings(request)),
    });
    const routeOptions = { config: { public: true }, compress: false } as const;

    app.get(ROBOTS_PATH, routeOptions, async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(robotsTxt(origin(request))),
    );

    app.get(SITEMAP_INDEX_PATH, routeOptions, async (request, reply) =>
      send(request, reply, {
        contentType: XML,
        produce: async function* () {
          yield sitemapIndex(origin(request), sitemapFiles(await activeProducts(), urlsPerSitemap));
        },
      }),
    );

    app.get<{ Params: { file: string } }>(
      '/sitemaps/:file',
      routeOptions,
      async (request, reply) => {
        const file = parseSitemapFileName(request.params.file);
        const exists =
          file &&
          (file.kind === 'pages' ||
            file.page <= Math.ceil((await activeProducts()) / urlsPerSitemap));
        if (!file || !exists) throw notFound('No such sitemap');
        return send(request, reply, {
          contentType: XML,
          produce: async function* () {
            const context = await sitemapContext(request);
            yield* file.kind === 'pages'
              ? pagesSitemap(app.db, context, file.language)
              : productsSitemap(app.db, context, file.language, file.page, urlsPerSitemap);
          },
        });
      },
    );

    app.get<{ Params: { file: string } }>('/feeds/:file', routeOptions, async (request, reply) => {
      const feed = FEEDS_BY_FILE.get(request.params.file);
      if (!feed) throw notFound('No such feed');
      const feedContext = async (): Promise<FeedContext & { storeName: string }> => {
        const site = await settings(request);
        return {
          origin: origin(request),
          language: feed.language,
          vat: site.commerce,
          storeName: site.siteInfo.siteName[feed.language],
        };
      };
      return send(request, reply, {
        contentType: feed.format === 'google' ? XML : CSV,
        produce: async function* () {
          const context = await feedContext();
          if (feed.format === 'google') yield* googleFeed(app.db, context);
          else
            yield* csvFeed(app.db, context, feed.format === 'meta' ? META_COLUMNS : TIKTOK_COLUMNS);
        },
      });
    });
  };
}

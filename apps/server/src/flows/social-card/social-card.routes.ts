import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, type ApiErrorBody } from '@store/shared/errors';
import type { Product } from '@store/shared/schemas/catalog';
import { publicReadMemo } from '../../cache/public-read-memo.ts';
import { renderSocialCard } from '../../modules/media/index.ts';

/** Cards kept in memory (about 60 kB each), until the catalogue changes. */
const MAX_CACHED_CARDS = 100;
const CACHED_CARD_MS = 60 * 60_000;
/** Previews fetch a card once; its address changes with the product (`?v=`), so a day is safe. */
const CARD_CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /api/products/{id}/social-card.jpg: the product's picture on a 1200×630 card, what link
 * previews (Open Graph, X) show. Made on request from whatever the product's first image is (a
 * media-library upload, the bundled artwork, the family's fallback), through the server's own
 * routes (a library image from the media storage), so one address serves every product; kept
 * until the catalogue changes. See the web app's features/seo/SEO.md.
 */
export const socialCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = publicReadMemo<Buffer | null>(app, {
    maxEntries: MAX_CACHED_CARDS,
    ttlMs: CACHED_CARD_MS,
  });

  /** A GET of our own, as a browser would make it: the bytes, or null. */
  async function fetchOwn(url: string): Promise<{ status: number; body: Buffer }> {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.rawPayload };
  }

  async function cardOf(id: string): Promise<Buffer | null> {
    const product = await fetchOwn(`/api/products/${encodeURIComponent(id)}`);
    if (product.status === 404) return null;
    if (product.status !== 200) throw new Error(`the product answered ${product.status}`);
    const { data } = JSON.parse(product.body.toString()) as { data: Product };
    const url = data.images[0]?.url ?? `/images/products/fallback-${data.category}.svg`;
    // A library image is read from its storage (the disk or the bucket), whatever address it was
    // given (`/media/…` or MEDIA_PUBLIC_URL's).
    const mediaFile = app.mediaStore.fileNameOf(url);
    if (mediaFile) return renderSocialCard(await app.mediaStore.storage.read(mediaFile));
    // Only our own files: an address elsewhere is not fetched on a shopper's request.
    const picture = url.startsWith('/') && !url.startsWith('//') ? await fetchOwn(url) : null;
    return renderSocialCard(picture?.status === 200 ? picture.body : null);
  }

  app.get(
    '/products/:id/social-card.jpg',
    {
      config: { public: true },
      schema: { params: z.object({ id: z.string().max(200) }) },
    },
    async (req, reply) => {
      const card = await cards.get(req.params.id, () => cardOf(req.params.id));
      if (!card) {
        return reply.status(404).send({
          success: false,
          code: ERROR_CODES.NOT_FOUND,
          message: 'Product not found',
        } satisfies ApiErrorBody);
      }
      return reply.header('cache-control', CARD_CACHE_CONTROL).type('image/jpeg').send(card);
    },
  );
};

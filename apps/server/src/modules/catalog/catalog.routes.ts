import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryListQuerySchema,
  categoryListSchema,
  categoryOneSchema,
  categorySearchQuerySchema,
  categoryStatsListSchema,
  categoryStatsSchema,
  productListQuerySchema,
  productSchema,
  sampleOfferSchema,
} from '@store/shared/schemas/catalog';
import { envelopeSchema, listEnvelopeSchema, paginationSchema } from '@store/shared/schemas/common';
import { ok, okList } from '../../plugins/envelope.ts';
import {
  getActiveCategoryAt,
  getCategoryAt,
  getCategoryIdAt,
  getProductAt,
} from './catalog-lookups.service.ts';
import {
  categoryStats,
  listActiveCategories,
  listCategories,
  searchCategories,
} from './categories.service.ts';
import { ListingCaches, STOCK_LEVELS_ONLY } from './listing-caches.ts';
import { listProducts, productFamilyStats } from './products.service.ts';
import { listSampleOffers } from './samples.service.ts';

/** An id or a slug (decoded: Arabic letters arrive percent-encoded), current or old. */
const idParams = z.object({ id: z.string().max(200) });

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Products and stock change only with a `catalog` invalidation (admin writes and sales).
  const caches = new ListingCaches(app.db);
  app.publicCache.onInvalidate((tags) => {
    if (tags !== 'all' && !tags.includes('catalog')) return;
    if (tags !== 'all' && tags.includes(STOCK_LEVELS_ONLY)) caches.stockMoved();
    else caches.clear();
  });
  // A server that listens has the search index read before shoppers search (decision 057).
  app.addHook('onListen', () => {
    caches.index.keepReady((error) =>
      app.log.warn({ err: error }, 'the search index could not be read; searches read it again'),
    );
  });
  app.addHook('onClose', () => caches.index.stop());
  const listingScope = async () => {
    await caches.ready();
    return { totals: caches.totals, searches: caches.searches, index: caches.index };
  };

  app.get(
    '/products',
    {
      config: { public: true },
      schema: {
        querystring: productListQuerySchema,
        response: { 200: listEnvelopeSchema(productSchema) },
      },
    },
    async (req) => {
      const { items, pagination } = await listProducts(app.db, req.query, await listingScope());
      return okList(items, pagination);
    },
  );

  // The checkout's free samples (decision 036); not cached: the vials left change with each order.
  app.get(
    '/public/samples',
    {
      config: { public: true },
      schema: { response: { 200: envelopeSchema(z.array(sampleOfferSchema)) } },
    },
    async () => ok(await listSampleOffers(app.db)),
  );

  app.get(
    '/products/categories/stats',
    {
      config: { public: true },
      schema: { response: { 200: envelopeSchema(categoryStatsSchema) } },
    },
    async () => ok(await productFamilyStats(app.db)),
  );

  app.get(
    '/products/:id',
    {
      config: { public: true },
      schema: { params: idParams, response: { 200: envelopeSchema(productSchema) } },
    },
    async (req) => ok(await getProductAt(app.db, req.params.id)),
  );

  app.get(
    '/categories',
    {
      config: { public: true },
      schema: {
        querystring: categoryListQuerySchema,
        response: {
          200: envelopeSchema(categoryListSchema).extend({ pagination: paginationSchema }),
        },
      },
    },
    async (req) => {
      const { categories, pagination } = await listCategories(app.db, req.query);
      return { ...ok({ categories }), pagination };
    },
  );

  app.get(
    '/categories/active',
    { config: { public: true }, schema: { response: { 200: envelopeSchema(categoryListSchema) } } },
    async () => ok({ categories: await listActiveCategories(app.db) }),
  );

  app.get(
    '/categories/stats',
    {
      config: { public: true },
      schema: { response: { 200: envelopeSchema(categoryStatsListSchema) } },
    },
    async () => ok(await categoryStats(app.db)),
  );

  app.get(
    '/categories/search',
    {
      config: { public: true },
      schema: {
        querystring: categorySearchQuerySchema,
        response: { 200: envelopeSchema(categoryListSchema) },
      },
    },
    async (req) => ok({ categories: await searchCategories(app.db, req.query) }),
  );

  app.get(
    '/categories/slug/:slug',
    {
      config: { public: true },
      schema: {
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: envelopeSchema(categoryOneSchema) },
      },
    },
    async (req) => ok({ category: await getActiveCategoryAt(app.db, req.params.slug) }),
  );

  app.get(
    '/categories/:id',
    {
      config: { public: true },
      schema: { params: idParams, response: { 200: envelopeSchema(categoryOneSchema) } },
    },
    async (req) => ok({ category: await getCategoryAt(app.db, req.params.id) }),
  );

  app.get(
    '/categories/:id/products',
    {
      config: { public: true },
      schema: {
        params: idParams,
        querystring: productListQuerySchema,
        response: { 200: listEnvelopeSchema(productSchema) },
      },
    },
    async (req) => {
      const categoryId = await getCategoryIdAt(app.db, req.params.id);
      const { items, pagination } = await listProducts(app.db, req.query, {
        categoryId,
        ...(await listingScope()),
      });
      return okList(items, pagination);
    },
  );
};

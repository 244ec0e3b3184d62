import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import {
  publicShippingOptionsSchema,
  type PublicShippingOptions,
} from '@store/shared/schemas/shipping';
import type { Db } from '../../db/client.ts';
import { ok } from '../../plugins/envelope.ts';
import { freeShippingNote } from './shipping-quote.service.ts';
import {
  dropShippingCache,
  readShippingOptions,
  SHIPPING_CACHE_TAG,
} from './shipping-store.service.ts';

/** Where the checkout may send an order, and what the free-delivery note may truthfully say. */
export async function publicShippingOptions(db: Db): Promise<PublicShippingOptions> {
  const options = await readShippingOptions(db);
  return {
    countries: ['SA', ...(options.shipAbroad ? options.abroadCountries : [])],
    freeShipping: await freeShippingNote(db),
  };
}

/** The storefront's shipping reads; the zones and options behind them are kept in memory. */
export const shippingPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  // A shipping write on any instance drops what this one keeps (docs/decisions/023).
  app.publicCache.onInvalidate((tags) => {
    if (tags === 'all' || tags.includes(SHIPPING_CACHE_TAG)) dropShippingCache(app.db);
  });

  app.get(
    '/public/shipping/options',
    {
      config: { public: true, cacheTags: [SHIPPING_CACHE_TAG] },
      schema: { response: { 200: envelopeSchema(publicShippingOptionsSchema) } },
    },
    async () => ok(await publicShippingOptions(app.db)),
  );
};

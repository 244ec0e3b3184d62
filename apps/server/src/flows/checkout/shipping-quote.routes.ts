import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import { shippingQuoteRequestSchema, shippingQuoteSchema } from '@store/shared/schemas/shipping';
import { ok } from '../../plugins/envelope.ts';
import { quoteCart } from './delivery-pricing.ts';

/**
 * POST /api/public/shipping/quote: the delivery methods and prices for a cart and a place, priced
 * from the server's own prices and weights (issue 19). A read: it moves no stock, so it lives
 * apart from the checkout's routes, whose writes drop the catalogue cache.
 */
export const shippingQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public/shipping/quote',
    {
      config: { public: true },
      schema: {
        body: shippingQuoteRequestSchema,
        response: { 200: envelopeSchema(shippingQuoteSchema) },
      },
    },
    async (req) => ok(await quoteCart(app.db, req.body)),
  );
};

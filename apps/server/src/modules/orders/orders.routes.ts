import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import { orderTrackingSchema } from '@store/shared/schemas/order-tracking';
import { orderLookupParamsSchema, orderLookupQuerySchema } from '@store/shared/schemas/orders';
import { ok } from '../../plugins/envelope.ts';
import { getPublicOrder, type PublicOrderSources } from './orders.service.ts';

/**
 * The shopper's order lookup, with the order's course, its tax documents (`taxDocumentsOf`, built
 * by the invoicing flow) and its parcels (`shipmentsOf`, by the order-tracking flow). Placing
 * orders spans orders, stock and payments: see flows/checkout.
 */
export const ordersRoutes =
  (sources: PublicOrderSources): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/orders/public/:orderNumber',
      {
        config: { public: true },
        schema: {
          params: orderLookupParamsSchema,
          querystring: orderLookupQuerySchema,
          response: { 200: envelopeSchema(orderTrackingSchema) },
        },
      },
      async (req, reply) => {
        const order = await getPublicOrder(
          app.db,
          req.params.orderNumber,
          req.query.email,
          sources,
        );
        // Personal data behind an email in the URL: no browser or proxy keeps a copy.
        reply.header('cache-control', 'no-store');
        return ok(order);
      },
    );
  };

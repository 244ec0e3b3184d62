import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnvelopeSchema } from '@store/shared/schemas/common';
import { paymentEventSchema, paymentEventsQuerySchema } from '@store/shared/schemas/payment-events';
import { okList } from '../../plugins/envelope.ts';
import { listPaymentEvents } from './list-payment-events.ts';

/** The payment events of every order, and the webhooks no order owns (issue 17 point 3). */
export const paymentEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/payments/events',
    {
      schema: {
        querystring: paymentEventsQuerySchema,
        response: { 200: listEnvelopeSchema(paymentEventSchema) },
      },
    },
    async (req) => {
      const { items, pagination } = await listPaymentEvents(app.db, req.query);
      return okList(items, pagination);
    },
  );
};

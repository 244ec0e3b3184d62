import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import { paypalWebhookResultSchema } from '@store/shared/schemas/payments';
import { ok } from '../../plugins/envelope.ts';
import { settleHostedPayment } from './hosted-checkout.ts';
import { hostedOf, hostedPaymentRoutes, hostedWebhookRoute, webhookType } from './hosted.routes.ts';

const PAID = { en: 'Payment completed successfully', ar: 'تم الدفع بنجاح' };
const MOYASAR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Moyasar's hosted invoice page (decision 014, MOYASAR.md): start, the shopper's return, Moyasar's
 * invoice notification (`callback_url`) and its webhooks. Each way back only says which invoice to
 * read; the order is settled from what Moyasar answers to the secret key.
 */
export function moyasarRoutes(
  shopperBaseUrl: (req: FastifyRequest) => string,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(hostedPaymentRoutes('moyasar', shopperBaseUrl, PAID));

    // Moyasar POSTs the invoice to its callback_url when it is paid; nothing authenticates it,
    // so it only names the invoice to read.
    app.post(
      '/moyasar/notify',
      {
        config: { public: true },
        schema: {
          body: z.object({ id: z.string().regex(MOYASAR_ID) }).loose(),
          response: { 200: envelopeSchema(paypalWebhookResultSchema) },
        },
      },
      async (req) => {
        const provider = hostedOf(app, 'moyasar', 'en');
        await settleHostedPayment(app.db, provider, { providerId: req.body.id }, 'notice', req.log);
        return ok({ received: true as const });
      },
    );

    await app.register(
      hostedWebhookRoute(
        'moyasar',
        (rawBody, invoiceId) => {
          const type = webhookType(rawBody);
          const id = (JSON.parse(rawBody) as { id?: unknown }).id;
          return {
            eventId: typeof id === 'string' ? id : `${type}:${invoiceId}`,
            type,
            payload: { type, invoiceId },
            refund: type === 'payment_refunded',
          };
        },
        'wrong or missing secret token',
      ),
    );
  };
}

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hostedPaymentRoutes, hostedWebhookRoute, webhookType } from './hosted.routes.ts';

const APPROVED = {
  en: 'Your Tabby payment plan is approved',
  ar: 'تمت الموافقة على خطة الدفع عبر تابي',
};

/**
 * Tabby's hosted checkout (TABBY.md, decision 017): start, the shopper's return (success, failure
 * and cancel URLs), and Tabby's webhooks, authenticated by the header registered with Tabby. Each
 * way back only says which payment to read; the order is settled from what Tabby answers.
 */
export function tabbyRoutes(
  shopperBaseUrl: (req: FastifyRequest) => string,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(hostedPaymentRoutes('tabby', shopperBaseUrl, APPROVED));
    await app.register(
      hostedWebhookRoute(
        'tabby',
        (rawBody, paymentId) => {
          const body = JSON.parse(rawBody) as { captures?: unknown; refunds?: unknown };
          const type = webhookType(rawBody);
          const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
          // Tabby sends no event id: a payment's state (status, captures, refunds) names a delivery.
          return {
            eventId: `${paymentId}:${type}:${count(body.captures)}:${count(body.refunds)}`,
            type,
            payload: { type, paymentId },
            refund: count(body.refunds) > 0,
          };
        },
        'wrong or missing webhook header',
      ),
    );
  };
}

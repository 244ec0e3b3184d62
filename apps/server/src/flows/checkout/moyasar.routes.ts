import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@store/shared/errors';
import type { Language } from '@store/shared/locales';
import { envelopeSchema } from '@store/shared/schemas/common';
import {
  hostedConfirmRequestSchema,
  hostedConfirmResultSchema,
  hostedPaymentRequestSchema,
  hostedPaymentStartSchema,
  paypalWebhookResultSchema,
} from '@store/shared/schemas/payments';
import { paymentEvents } from '../../db/schema.ts';
import type { HostedPaymentProvider } from '../../modules/payments/index.ts';
import { AppError } from '../../plugins/app-error.ts';
import { ok } from '../../plugins/envelope.ts';
import { checkoutError } from './checkout-messages.ts';
import { settleHostedPayment, startHostedPayment } from './hosted-checkout.ts';
import { keepRawJson, languageOfRequest } from './request-language.ts';

const PAID = { en: 'Payment completed successfully', ar: 'تم الدفع بنجاح' };
const MOYASAR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function moyasarOf(app: FastifyInstance, language: Language): HostedPaymentProvider {
  const provider = app.checkout.moyasar;
  if (!provider) throw checkoutError('methodUnavailable', language);
  return provider;
}

/**
 * Moyasar's hosted invoice page (decision 014, MOYASAR.md): start, the shopper's return, Moyasar's
 * invoice notification (`callback_url`) and its webhooks. Each way back only says which invoice to
 * read; the order is settled from what Moyasar answers to the secret key.
 */
export function moyasarRoutes(
  shopperBaseUrl: (req: FastifyRequest) => string,
): FastifyPluginAsyncZod {
  return async (app) => {
    const publicRoute = { public: true };

    app.post(
      '/moyasar/payments',
      {
        config: { ...publicRoute, ...app.rateLimitOf('orders') },
        schema: {
          body: hostedPaymentRequestSchema,
          response: { 201: envelopeSchema(hostedPaymentStartSchema) },
        },
      },
      async (req, reply) => {
        const language = languageOfRequest(req, req.body.orderData.language);
        const started = await startHostedPayment(
          app.db,
          app.checkout,
          moyasarOf(app, language),
          {
            method: 'moyasar',
            amount: req.body.amount,
            orderData: req.body.orderData,
            language,
            baseUrl: shopperBaseUrl(req),
          },
          req.log,
        );
        return reply.status(201).send(ok(started));
      },
    );

    app.post(
      '/moyasar/payments/confirm',
      {
        config: publicRoute,
        schema: {
          body: hostedConfirmRequestSchema,
          response: { 200: envelopeSchema(hostedConfirmResultSchema) },
        },
      },
      async (req) => {
        const provider = moyasarOf(app, languageOfRequest(req));
        const { order, occasion } = req.body;
        const result = await settleHostedPayment(
          app.db,
          provider,
          { orderNumber: order },
          occasion,
          req.log,
        );
        if (!result.ok)
          throw checkoutError(result.failure, result.language ?? languageOfRequest(req));
        return ok(
          { status: 'paid' as const, orderNumber: result.orderNumber },
          PAID[result.language],
        );
      },
    );

    // Moyasar POSTs the invoice to its callback_url when it is paid; nothing authenticates it,
    // so it only names the invoice to read.
    app.post(
      '/moyasar/notify',
      {
        config: publicRoute,
        schema: {
          body: z.object({ id: z.string().regex(MOYASAR_ID) }).loose(),
          response: { 200: envelopeSchema(paypalWebhookResultSchema) },
        },
      },
      async (req) => {
        const provider = moyasarOf(app, 'en');
        await settleHostedPayment(app.db, provider, { providerId: req.body.id }, 'notice', req.log);
        return ok({ received: true as const });
      },
    );

    await app.register(async (webhooks) => {
      // The secret is checked on the body exactly as received.
      keepRawJson(webhooks);
      webhooks.post(
        '/moyasar/webhook',
        {
          config: publicRoute,
          schema: { response: { 200: envelopeSchema(paypalWebhookResultSchema) } },
        },
        async (req) => {
          const provider = moyasarOf(app, 'en');
          const rawBody = typeof req.body === 'string' ? req.body : '';
          const subject = provider.webhookSubject({}, rawBody);
          if (!subject) {
            req.log.warn('Moyasar webhook refused: wrong or missing secret token');
            throw new AppError(401, ERROR_CODES.WEBHOOK_UNVERIFIED, 'Webhook secret not verified');
          }
          const event = JSON.parse(rawBody) as { id?: unknown; type?: unknown };
          const type = typeof event.type === 'string' ? event.type : 'unknown';
          await app.db
            .insert(paymentEvents)
            .values({
              provider: provider.name,
              eventId: typeof event.id === 'string' ? event.id : `${type}:${subject}`,
              eventType: type,
              payload: { type, invoiceId: subject },
              verified: 'SUCCESS',
              processedAt: new Date(),
            })
            .onConflictDoNothing();
          const result = await settleHostedPayment(
            app.db,
            provider,
            { providerId: subject },
            'notice',
            req.log,
          );
          // Moyasar sends the event again until it gets a 2xx: worth it only when we could not read.
          if (!result.ok && result.failure === 'processingError') {
            throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'Try again later');
          }
          return ok({ received: true as const });
        },
      );
    });
  };
}

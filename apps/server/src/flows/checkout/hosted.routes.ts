import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import {
  eventMessage,
  type HostedPaymentProvider,
  recordPaymentEvent,
} from '../../modules/payments/index.ts';
import { AppError } from '../../plugins/app-error.ts';
import { ok } from '../../plugins/envelope.ts';
import { checkoutError } from './checkout-messages.ts';
import { recordHostedDashboardRefund } from '../refund/hosted-dashboard-refund.ts';
import { settleHostedPayment, startHostedPayment } from './hosted-checkout.ts';
import { keepRawJson, languageOfRequest } from './request-language.ts';

export type HostedMethod = 'moyasar' | 'tabby';

/** The provider in force for a method, or the shopper's "not available" when there is none. */
export function hostedOf(
  app: FastifyInstance,
  method: HostedMethod,
  language: Language,
): HostedPaymentProvider {
  const provider = app.checkout.hosted(method);
  if (!provider) throw checkoutError('methodUnavailable', language);
  return provider;
}

/**
 * Start and return of a payment on the provider's own page (decision 014), the same for every
 * such provider: `POST /api/{method}/payments` and `POST /api/{method}/payments/confirm`. The
 * confirmation only says which order to read; it is settled from the provider's answer.
 */
export function hostedPaymentRoutes(
  method: HostedMethod,
  shopperBaseUrl: (req: FastifyRequest) => string,
  paid: Record<Language, string>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const publicRoute = { public: true };

    app.post(
      `/${method}/payments`,
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
          hostedOf(app, method, language),
          {
            method,
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
      `/${method}/payments/confirm`,
      {
        config: publicRoute,
        schema: {
          body: hostedConfirmRequestSchema,
          response: { 200: envelopeSchema(hostedConfirmResultSchema) },
        },
      },
      async (req) => {
        const provider = hostedOf(app, method, languageOfRequest(req));
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
          paid[result.language],
        );
      },
    );
  };
}

/** What a webhook's body says, read only to be recorded (never acted upon). */
export interface WebhookFacts {
  /** The provider's id of the delivery, which makes a replay recognisable. */
  eventId: string;
  type: string;
  payload: Record<string, unknown>;
  /** It tells of a refund, which may have been made in the provider's dashboard. */
  refund: boolean;
}

/**
 * `POST /api/{method}/webhook`: authenticated by the provider object (Moyasar's secret token in
 * the body, Tabby's header), recorded in the payment events (a refused one too, so the merchant
 * sees it), then a hint to read the payment and settle its order. `facts` reads the body.
 */
export function hostedWebhookRoute(
  method: HostedMethod,
  facts: (rawBody: string, subject: string) => WebhookFacts,
  refusedFor: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The secret is checked on the body exactly as received.
    keepRawJson(app);
    app.post(
      `/${method}/webhook`,
      {
        config: { public: true },
        schema: { response: { 200: envelopeSchema(paypalWebhookResultSchema) } },
      },
      async (req) => {
        const provider = hostedOf(app, method, 'en');
        const rawBody = typeof req.body === 'string' ? req.body : '';
        const headers = Object.fromEntries(
          Object.entries(req.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(',') : value,
          ]),
        );
        const subject = provider.webhookSubject(headers, rawBody);
        if (!subject) {
          req.log.warn(`${method} webhook refused: ${refusedFor}`);
          await recordPaymentEvent(app.db, {
            provider: provider.name,
            kind: 'webhook.refused',
            outcome: 'refused',
            eventType: webhookType(rawBody),
            verified: false,
            message: eventMessage('webhookBadSecret'),
          });
          throw new AppError(401, ERROR_CODES.WEBHOOK_UNVERIFIED, 'Webhook not verified');
        }
        const { eventId, type, payload, refund } = facts(rawBody, subject);
        await recordPaymentEvent(app.db, {
          provider: provider.name,
          kind: 'webhook.received',
          eventId,
          eventType: type,
          verified: true,
          providerOrderId: subject,
          message: eventMessage('webhookVerified', { type }),
          payload,
        });
        const result = await settleHostedPayment(
          app.db,
          provider,
          { providerId: subject },
          'notice',
          req.log,
        );
        // Providers send the event again until they get a 2xx: worth it only when we could not read.
        if (!result.ok && result.failure === 'processingError') {
          throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'Try again later');
        }
        if (refund && result.ok) {
          try {
            await recordHostedDashboardRefund(app.db, provider, subject);
          } catch (error) {
            req.log.warn({ err: error }, `${method} webhook: refunds not read`);
            throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'Try again later');
          }
        }
        return ok({ received: true as const });
      },
    );
  };
}

/** The event's type as the body names it (`type`, else `status`), only to be shown. */
export function webhookType(rawBody: string): string {
  try {
    const body = JSON.parse(rawBody) as { type?: unknown; status?: unknown } | null;
    const type = body?.type ?? (typeof body?.status === 'string' ? `payment.${body.status}` : null);
    return typeof type === 'string' ? type.slice(0, 100) : 'unknown';
  } catch {
    return 'unknown';
  }
}

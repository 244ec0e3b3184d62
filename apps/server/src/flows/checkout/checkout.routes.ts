import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelopeSchema } from '@store/shared/schemas/common';
import { codOrderRequestSchema, publicOrderSchema } from '@store/shared/schemas/orders';
import {
  paypalCancelResultSchema,
  paypalCaptureResultSchema,
  paypalCreateOrderRequestSchema,
  paypalCreateOrderResultSchema,
  paypalTokenParamsSchema,
  paypalWebhookResultSchema,
  paymentMethodsSchema,
} from '@store/shared/schemas/payments';
import { SALES_INVALIDATION } from '../../modules/catalog/index.ts';
import type { WebhookHeaders } from '../../modules/payments/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { checkoutError } from './checkout-messages.ts';
import { placeCodOrder } from './cod-checkout.ts';
import { paymentMethodOffers } from './payment-method-offers.ts';
import {
  cancelPaypalPayment,
  capturePaypalPayment,
  startPaypalPayment,
} from './paypal-checkout.ts';
import { moyasarRoutes } from './moyasar.routes.ts';
import { tabbyRoutes } from './tabby.routes.ts';
import { handlePaypalWebhook } from './paypal-webhook.ts';
import { keepRawJson, languageOfRequest } from './request-language.ts';

const PLACED = { en: 'Order placed successfully', ar: 'تم تقديم الطلب بنجاح' };
const PAID = { en: 'Payment completed successfully', ar: 'تم الدفع بنجاح' };

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Where the provider sends the shopper back: the configured public address; else the page's own
 * origin (right behind a proxy or the Vite dev server, which rewrite Host); else this request's
 * scheme and host. A forged Origin only misdirects the one who forged it.
 */
function shopperBaseUrl(req: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured;
  const origin = header(req, 'origin');
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${req.protocol}://${req.host}`;
}

/** Shopper-facing checkout: every route is public (no sign-in to buy). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = { public: true };

  // Every checkout call that reaches its handler may move stock (reserve, release on cancel or
  // decline, settle), whatever its answer: the storefront's cached catalogue reads must show the
  // new stock at once. A call refused before its handler (the rate limit's 429, an invalid body)
  // moved nothing; dropping the cache for those emptied it several times a second under load.
  const reachedHandler = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (req) => {
    // A read (the payment methods on offer) moves nothing.
    if (req.method !== 'GET') reachedHandler.add(req);
  });
  app.addHook('onResponse', async (req) => {
    if (reachedHandler.has(req)) await app.publicCache.invalidate(...SALES_INVALIDATION);
  });

  app.get(
    '/public/payment-methods',
    {
      config: publicRoute,
      schema: { response: { 200: envelopeSchema(paymentMethodsSchema) } },
    },
    async (_req, reply) => {
      const methods = paymentMethodOffers(app.checkout);
      // Settings saved in the admin change it; a shopper's page may keep it a minute.
      reply.header('cache-control', 'public, max-age=60');
      return ok({ methods });
    },
  );

  app.post(
    '/orders',
    {
      config: { ...publicRoute, ...app.rateLimitOf('orders') },
      schema: {
        body: codOrderRequestSchema,
        response: { 201: envelopeSchema(publicOrderSchema) },
      },
    },
    async (req, reply) => {
      const language = languageOfRequest(req, req.body.language);
      const order = await placeCodOrder(app.db, app.checkout, req.body, language, req.log);
      return reply.status(201).send(ok(order, PLACED[language]));
    },
  );

  app.post(
    '/paypal/orders',
    {
      config: { ...publicRoute, ...app.rateLimitOf('orders') },
      schema: {
        body: paypalCreateOrderRequestSchema,
        response: { 201: envelopeSchema(paypalCreateOrderResultSchema) },
      },
    },
    async (req, reply) => {
      const language = languageOfRequest(req, req.body.orderData.language);
      const baseUrl = shopperBaseUrl(req, app.checkout.publicBaseUrl);
      const started = await startPaypalPayment(
        app.db,
        app.checkout,
        { amount: req.body.amount, orderData: req.body.orderData, language, baseUrl },
        req.log,
      );
      return reply.status(201).send(ok(started));
    },
  );

  app.post(
    '/paypal/orders/:token/capture',
    {
      config: publicRoute,
      schema: {
        params: paypalTokenParamsSchema,
        response: { 200: envelopeSchema(paypalCaptureResultSchema) },
      },
    },
    async (req) => {
      const result = await capturePaypalPayment(app.db, app.checkout, req.params.token, req.log);
      if (!result.ok)
        throw checkoutError(result.failure, result.language ?? languageOfRequest(req));
      return ok(
        { status: 'COMPLETED' as const, localOrderNumber: result.orderNumber },
        PAID[result.language],
      );
    },
  );

  app.post(
    '/paypal/orders/:token/cancel',
    {
      config: publicRoute,
      schema: {
        params: paypalTokenParamsSchema,
        response: { 200: envelopeSchema(paypalCancelResultSchema) },
      },
    },
    async (req) => {
      const result = await cancelPaypalPayment(app.db, app.checkout, req.params.token, req.log);
      if ('failure' in result) throw checkoutError(result.failure, languageOfRequest(req));
      return ok(result);
    },
  );

  await app.register(moyasarRoutes((req) => shopperBaseUrl(req, app.checkout.publicBaseUrl)));
  await app.register(tabbyRoutes((req) => shopperBaseUrl(req, app.checkout.publicBaseUrl)));

  await app.register(async (webhooks) => {
    // Verification sends PayPal the event exactly as received, so keep the raw text.
    keepRawJson(webhooks);
    webhooks.post(
      '/paypal/webhook',
      {
        config: publicRoute,
        schema: { response: { 200: envelopeSchema(paypalWebhookResultSchema) } },
      },
      async (req) => {
        const headers: WebhookHeaders = {
          authAlgo: header(req, 'paypal-auth-algo'),
          certUrl: header(req, 'paypal-cert-url'),
          transmissionId: header(req, 'paypal-transmission-id'),
          transmissionSig: header(req, 'paypal-transmission-sig'),
          transmissionTime: header(req, 'paypal-transmission-time'),
        };
        const rawBody = typeof req.body === 'string' ? req.body : '';
        await handlePaypalWebhook(app.db, app.checkout, headers, rawBody, req.log);
        return ok({ received: true as const });
      },
    );
  });
};

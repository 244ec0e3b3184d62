import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLanguage, type Language } from '@store/shared/locales';
import { languageSchema } from '@store/shared/schemas/common';
import { experienceContext, SIMULATOR_PATH, type PaypalSimulator } from './paypal-simulator.ts';
import { approvalPage, notAwaitingPage } from './simulator-page.ts';

const tokenSchema = z.string().min(1).max(100);

/**
 * The simulator's approval page, server-rendered, on the store's own host (registered only when
 * PayPal is not configured). Like PayPal's, it sends the buyer back to the return URL with
 * `token` and `PayerID`, or to the cancel URL with `token`.
 */
export function simulatorRoutes(simulator: PaypalSimulator): FastifyPluginAsyncZod {
  return async (app) => {
    // A plain HTML form posts urlencoded fields; only these routes read that format.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

    app.get(
      SIMULATOR_PATH,
      {
        config: { public: true },
        schema: {
          hide: true,
          querystring: z.object({ token: tokenSchema, lang: languageSchema.optional() }),
        },
      },
      async (req, reply) => {
        const found = await simulator.findForApproval(req.query.token);
        const awaiting = found && ['CREATED', 'PAYER_ACTION_REQUIRED'].includes(found.order.status);
        const context = found ? experienceContext(found.order) : null;
        const language: Language =
          req.query.lang ?? (context?.locale?.startsWith('ar') ? 'ar' : 'en');
        reply.headers(noStore).type('text/html; charset=utf-8');
        if (!found || !awaiting) return reply.status(404).send(notAwaitingPage(language));
        const [unit] = found.order.purchase_units as {
          custom_id?: string;
          amount?: { currency_code?: string; value?: string };
        }[];
        return approvalPage(language, {
          token: req.query.token,
          merchant: context?.brand_name ?? '',
          orderNumber: unit?.custom_id ?? '',
          currency: unit?.amount?.currency_code ?? 'USD',
          value: unit?.amount?.value ?? '0',
          amountHalalas: found.amountHalalas,
        });
      },
    );

    app.post(
      SIMULATOR_PATH,
      {
        config: { public: true },
        schema: {
          hide: true,
          body: z.object({
            token: tokenSchema,
            decision: z.enum(['approve', 'decline', 'cancel']),
            lang: z.string().optional(),
          }),
        },
      },
      async (req, reply) => {
        const next = await simulator.decide(req.body.token, req.body.decision);
        if (next) return reply.headers(noStore).redirect(next, 303);
        const language = isLanguage(req.body.lang) ? req.body.lang : 'en';
        return reply
          .status(409)
          .headers(noStore)
          .type('text/html; charset=utf-8')
          .send(notAwaitingPage(language));
      },
    );
  };
}

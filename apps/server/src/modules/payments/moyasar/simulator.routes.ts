import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLanguage } from '@store/shared/locales';
import { languageSchema } from '@store/shared/schemas/common';
import {
  MOYASAR_SIMULATOR_CHOICES,
  MOYASAR_SIMULATOR_PATH,
  type MoyasarSimulator,
} from './moyasar-simulator.ts';
import { notAwaitingPage, paymentPage } from './simulator-page.ts';

const params = z.object({ id: z.string().min(1).max(100) });
const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
const html = 'text/html; charset=utf-8';

/**
 * The Moyasar simulator's payment page, server-rendered, on the store's own host (registered only
 * when Moyasar has no key). Like Moyasar's invoice page, it sends the shopper to the invoice's
 * `success_url` once paid, keeps the invoice open after a refused attempt, and leads to its
 * `back_url` from "back to the store".
 */
export function moyasarSimulatorRoutes(simulator: MoyasarSimulator): FastifyPluginAsyncZod {
  return async (app) => {
    // A plain HTML form posts urlencoded fields; only these routes read that format.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get(
      `${MOYASAR_SIMULATOR_PATH}/:id`,
      {
        config: { public: true },
        schema: { hide: true, params, querystring: z.object({ lang: languageSchema.optional() }) },
      },
      async (req, reply) => {
        const invoice = await simulator.view(req.params.id);
        const language = req.query.lang ?? invoice?.language ?? 'en';
        reply.headers(noStore).type(html);
        if (!invoice) return reply.status(404).send(notAwaitingPage(language, null));
        if (invoice.status !== 'initiated') {
          return reply.status(409).send(notAwaitingPage(language, invoice));
        }
        return paymentPage(language, invoice);
      },
    );

    app.post(
      `${MOYASAR_SIMULATOR_PATH}/:id`,
      {
        config: { public: true },
        schema: {
          hide: true,
          params,
          body: z.object({
            choice: z.enum([...MOYASAR_SIMULATOR_CHOICES, 'back']),
            otp: z.string().max(12).optional(),
            lang: z.string().optional(),
          }),
        },
      },
      async (req, reply) => {
        const { id } = req.params;
        const { choice, otp, lang } = req.body;
        reply.headers(noStore);
        const unknown = () =>
          reply
            .status(404)
            .type(html)
            .send(notAwaitingPage(isLanguage(lang) ? lang : 'en', null));
        if (choice === 'back') {
          const invoice = await simulator.view(id);
          return invoice ? reply.redirect(invoice.backUrl ?? '/', 303) : unknown();
        }
        const attempt = await simulator.pay(id, choice, otp);
        if (!attempt) return unknown();
        const { outcome, invoice } = attempt;
        const language = isLanguage(lang) ? lang : invoice.language;
        if (outcome === 'paid') return reply.redirect(invoice.successUrl ?? '/', 303);
        if (outcome === 'not-awaiting') {
          return reply.status(409).type(html).send(notAwaitingPage(language, invoice));
        }
        // Refused: the invoice stays open for another try, and the page says why.
        return reply.type(html).send(paymentPage(language, invoice));
      },
    );
  };
}

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLanguage, type Language } from '@store/shared/locales';
import { badRequestPage, notAwaitingPage, otpPage, planPage } from './simulator-page.ts';
import {
  TABBY_SIMULATOR_CHOICES,
  TABBY_SIMULATOR_PATH,
  type TabbySimulator,
  type TabbySimulatorView,
} from './tabby-simulator.ts';

const params = z.object({ id: z.string() });
// Loose on purpose: what a form never sends gets a page saying so, not an API error.
const field = z.unknown().optional();
const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
const html = 'text/html; charset=utf-8';

function languageOf(asked: unknown, payment: TabbySimulatorView | null): Language {
  return isLanguage(asked) ? asked : (payment?.language ?? 'en');
}

/**
 * The Tabby simulator's checkout page, server-rendered, on the store's own host (answering only
 * while Tabby's settings in force say simulator, as Moyasar's page). Like Tabby's, it shows the
 * plan in four, asks for the OTP before approving, and sends the shopper to the merchant's success,
 * failure or cancel URL with `payment_id` appended (TABBY.md, "The buyer's return").
 */
export function tabbySimulatorRoutes(simulator: TabbySimulator): FastifyPluginAsyncZod {
  return async (app) => {
    // A plain HTML form posts urlencoded fields; only these routes read that format.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const page = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).headers(noStore).type(html).send(body);

    app.get(
      `${TABBY_SIMULATOR_PATH}/:id`,
      {
        config: { public: true },
        schema: { hide: true, params, querystring: z.object({ lang: field, step: field }) },
      },
      async (req, reply) => {
        const payment = await simulator.view(req.params.id);
        const language = languageOf(req.query.lang, payment);
        if (!payment) return page(reply, 404, notAwaitingPage(language, null));
        if (payment.status !== 'CREATED')
          return page(reply, 409, notAwaitingPage(language, payment));
        if (req.query.step === 'otp') return page(reply, 200, otpPage(language, payment, false));
        return page(reply, 200, planPage(language, payment));
      },
    );

    app.post(
      `${TABBY_SIMULATOR_PATH}/:id`,
      {
        config: { public: true },
        schema: {
          hide: true,
          params,
          body: z.object({ choice: field, otp: field, lang: field }).optional(),
        },
      },
      async (req, reply) => {
        const { id } = req.params;
        const { choice: asked, otp, lang } = req.body ?? {};
        const choice = TABBY_SIMULATOR_CHOICES.find((known) => known === asked);
        if (!choice) {
          const payment = await simulator.view(id);
          const language = languageOf(lang, payment);
          if (!payment) return page(reply, 404, notAwaitingPage(language, null));
          return page(reply, 400, badRequestPage(language, payment));
        }
        const decision = await simulator.decide(id, choice, typeof otp === 'string' ? otp : '');
        if (!decision) return page(reply, 404, notAwaitingPage(languageOf(lang, null), null));
        const language = languageOf(lang, decision.payment);
        if (decision.outcome === 'wrong-otp') {
          return page(reply, 200, otpPage(language, decision.payment, true));
        }
        return reply.headers(noStore).redirect(decision.location, 303);
      },
    );
  };
}

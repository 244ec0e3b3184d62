import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import type { Clock } from '../../modules/auth/index.ts';
import {
  clearShopperCookie,
  shopperLanguage,
  signedInShopper,
} from '../../modules/accounts/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { privateAnswers } from '../../plugins/private-answers.ts';
import { exportAccountData } from './account-data-export.ts';
import { eraseAccount } from './account-erasure.ts';
import { erasureTexts } from './erasure-messages.ts';

export interface DataRightsRoutesOptions {
  clock: Clock;
  secureCookie: boolean;
}

/**
 * The shopper's rights over their data (PDPL, issue 22 point 6): a copy of it as JSON, and the
 * deletion of the account. Both need the signed-in shopper; neither is ever cached.
 */
export function dataRightsRoutes(options: DataRightsRoutesOptions): FastifyPluginAsyncZod {
  const guard = { clock: options.clock, secureCookie: options.secureCookie, rotate: false };
  return async (app) => {
    await app.register(privateAnswers);

    app.get('/account/data', { config: { public: true } }, async (req, reply) => {
      const { account } = await signedInShopper(app, req, reply, guard);
      const now = options.clock();
      const data = await exportAccountData(app.db, account, now);
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
        .send(JSON.stringify(data, null, 2));
    });

    app.delete(
      '/account',
      {
        config: { public: true },
        schema: {
          response: { 200: envelopeSchema(z.object({ ordersErased: z.number().int() })) },
        },
      },
      async (req, reply) => {
        const language = shopperLanguage(req);
        const { account } = await signedInShopper(app, req, reply, guard);
        const summary = await eraseAccount(app.db, req, account, options.clock(), language);
        clearShopperCookie(reply, options.secureCookie);
        return ok(summary, erasureTexts(language).deleted);
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buyAgainSchema,
  accountOrderDetailSchema,
  accountOrderSchema,
  accountOrdersQuerySchema,
} from '@store/shared/schemas/accounts';
import { envelopeSchema, listEnvelopeSchema } from '@store/shared/schemas/common';
import { orderLookupParamsSchema } from '@store/shared/schemas/orders';
import type { Clock } from '../../modules/auth/index.ts';
import { signedInShopper } from '../../modules/accounts/index.ts';
import { getPublicOrder, type PublicOrderSources } from '../../modules/orders/index.ts';
import { notFound } from '../../plugins/app-error.ts';
import { ok, okList } from '../../plugins/envelope.ts';
import { privateAnswers } from '../../plugins/private-answers.ts';
import { buyAgain } from './buy-again.ts';
import { listShopperOrders, shopperOrderEmail } from './shopper-orders.ts';

export interface AccountOrdersRoutesOptions {
  clock: Clock;
  secureCookie: boolean;
  /** What the tracking page's answer adds to an order (its tax documents and parcels). */
  sources: PublicOrderSources;
}

/**
 * The signed-in shopper's orders (issue 22 points 3 and 4): those placed with the account's
 * verified phone or email, as a guest too. 401 without a session; an order that is not the
 * shopper's is answered exactly like one that does not exist.
 */
export function accountOrdersRoutes(options: AccountOrdersRoutesOptions): FastifyPluginAsyncZod {
  const guard = { clock: options.clock, secureCookie: options.secureCookie, rotate: false };
  return async (app) => {
    await app.register(privateAnswers);

    app.get(
      '/account/orders',
      {
        config: { public: true },
        schema: {
          querystring: accountOrdersQuerySchema,
          response: { 200: listEnvelopeSchema(accountOrderSchema) },
        },
      },
      async (req, reply) => {
        const { account } = await signedInShopper(app, req, reply, guard);
        const { orders, pagination } = await listShopperOrders(app.db, account, req.query.page);
        return okList(orders, pagination);
      },
    );

    app.get(
      '/account/orders/:orderNumber',
      {
        config: { public: true },
        schema: {
          params: orderLookupParamsSchema,
          response: { 200: envelopeSchema(accountOrderDetailSchema) },
        },
      },
      async (req, reply) => {
        const { account } = await signedInShopper(app, req, reply, guard);
        const email = await shopperOrderEmail(app.db, account, req.params.orderNumber);
        if (email === null) throw notFound('Order not found');
        const order = await getPublicOrder(app.db, req.params.orderNumber, email, options.sources);
        return ok({ ...order, lookupEmail: email });
      },
    );

    app.get(
      '/account/orders/:orderNumber/buy-again',
      {
        config: { public: true },
        schema: {
          params: orderLookupParamsSchema,
          response: { 200: envelopeSchema(buyAgainSchema) },
        },
      },
      async (req, reply) => {
        const { account } = await signedInShopper(app, req, reply, guard);
        const answer = await buyAgain(app.db, account, req.params.orderNumber);
        if (answer === null) throw notFound('Order not found');
        return ok(answer);
      },
    );
  };
}

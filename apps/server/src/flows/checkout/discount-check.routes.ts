import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, errorEnvelopeSchema } from '@store/shared/schemas/common';
import { normalizePhone } from '@store/shared/schemas/orders';
import { discountCheckRequestSchema, orderDiscountSchema } from '@store/shared/schemas/promotions';
import { priceCartLines } from '../../modules/catalog/index.ts';
import { checkCode } from '../../modules/promotions/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { RATE_LIMIT_WINDOW_MS } from '../../plugins/rate-limit/rate-limit.ts';
import { hasPreviousOrder } from './previous-orders.ts';
import { languageOfRequest } from './request-language.ts';

/**
 * POST /api/public/promotions/check: does this code apply to this cart (and, at checkout, this
 * customer)? Answers the code's rule and the cart's products it covers, so the page computes the
 * saving with the server's own function (computeOrderTotals); or 422 with the reason in the
 * shopper's language. Nothing is written: the order judges the code again and takes its use.
 * Limited per address, so codes cannot be guessed by the thousand.
 */
export const discountCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public/promotions/check',
    {
      config: {
        public: true,
        rateLimit: {
          max: Math.max(60, app.rateLimitOf('orders').rateLimit.max * 6),
          timeWindow: RATE_LIMIT_WINDOW_MS,
        },
      },
      schema: {
        body: discountCheckRequestSchema,
        response: { 200: envelopeSchema(orderDiscountSchema), 422: errorEnvelopeSchema },
      },
    },
    async (req) => {
      const language = languageOfRequest(req, req.body.language);
      const { email, phone, countryCode } = req.body;
      const lines = await priceCartLines(app.db, req.body.items);
      const normalizedPhone = phone ? normalizePhone(phone, countryCode ?? 'SA') : '';
      const customer =
        email?.trim() || normalizedPhone
          ? {
              email: email?.trim() ?? '',
              phone: normalizedPhone,
              hasPreviousOrder: () =>
                hasPreviousOrder(app.db, email?.trim() ?? '', normalizedPhone),
            }
          : null;
      const discount = await checkCode(
        app.db,
        { code: req.body.code, lines, customer, now: new Date() },
        language,
      );
      return ok({ ...discount, eligibleProductIds: [...discount.eligibleProductIds] });
    },
  );
};

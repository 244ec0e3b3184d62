import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  abandonedCartListQuerySchema,
  abandonedCartSchema,
  abandonedCartTotalsSchema,
  cartRecoverySettingsSchema,
} from '@store/shared/schemas/cart-recovery';
import { envelopeSchema, paginationSchema } from '@store/shared/schemas/common';
import { ok } from '../../plugins/envelope.ts';
import {
  readCartRecoverySettings,
  saveCartRecoverySettings,
} from './cart-recovery-settings.service.ts';
import { listAbandonedCarts } from './saved-carts.service.ts';

const listAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(abandonedCartSchema),
  pagination: paginationSchema,
  totals: abandonedCartTotalsSchema,
});

/** The admin's abandoned carts: the list with what was recovered, and the reminder's settings. */
export const cartRecoveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/abandoned-carts',
    { schema: { querystring: abandonedCartListQuerySchema, response: { 200: listAnswerSchema } } },
    async (req) => {
      const { items, pagination, totals } = await listAbandonedCarts(app.db, req.query);
      return { success: true as const, data: items, pagination, totals };
    },
  );

  app.get(
    '/admin/abandoned-carts/settings',
    { schema: { response: { 200: envelopeSchema(cartRecoverySettingsSchema) } } },
    async () => ok(await readCartRecoverySettings(app.db)),
  );

  app.put(
    '/admin/abandoned-carts/settings',
    {
      schema: {
        body: cartRecoverySettingsSchema,
        response: { 200: envelopeSchema(cartRecoverySettingsSchema) },
      },
    },
    async (req) =>
      ok(await saveCartRecoverySettings(app.db, req, req.body), 'Cart reminders saved'),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  listEnvelopeSchema,
} from '@store/shared/schemas/common';
import {
  adminPromotionListQuerySchema,
  adminPromotionSchema,
  promotionInputSchema,
  promotionUsageSchema,
} from '@store/shared/schemas/promotions';
import type { Clock } from '../auth/index.ts';
import { ok, okList } from '../../plugins/envelope.ts';
import { auditedTransaction } from '../monitoring/index.ts';
import {
  createPromotion,
  duplicatePromotion,
  getPromotion,
  listPromotions,
  promotionSummary,
  promotionUsage,
  setPromotionActive,
  updatePromotion,
} from './promotions-admin.service.ts';

const idParams = z.object({ id: z.string().max(100) });
const activeBody = z.object({ active: z.boolean() });
const refused = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/**
 * The admin's discount codes (issue 21), admin only by the guard; every write lands with its
 * audit record in one transaction, and a refused write changes nothing.
 */
export function promotionsAdminRoutes({ clock }: { clock: Clock }): FastifyPluginAsyncZod {
  return async (app) => {
    const prefix = '/admin/promotions';

    app.get(
      prefix,
      {
        schema: {
          querystring: adminPromotionListQuerySchema,
          response: { 200: listEnvelopeSchema(adminPromotionSchema) },
        },
      },
      async (req) => {
        const { items, pagination } = await listPromotions(app.db, req.query, clock());
        return okList(items, pagination);
      },
    );

    app.get(
      `${prefix}/:id`,
      {
        schema: {
          params: idParams,
          response: { 200: envelopeSchema(promotionUsageSchema), 404: errorEnvelopeSchema },
        },
      },
      async (req) => ok(await promotionUsage(app.db, req.params.id, clock())),
    );

    app.post(
      prefix,
      {
        schema: {
          body: promotionInputSchema,
          response: { 201: envelopeSchema(adminPromotionSchema), ...refused },
        },
      },
      async (req, reply) => {
        const created = await auditedTransaction(app.db, req, async (tx) => {
          const row = await createPromotion(tx, req.body);
          return {
            result: row,
            audit: {
              action: 'created',
              entity: 'promotion',
              entityId: row.id,
              before: null,
              after: promotionSummary(row),
            },
          };
        });
        const view = await getPromotion(app.db, created.id, clock());
        return reply.status(201).send(ok(view, 'Discount code created'));
      },
    );

    app.put(
      `${prefix}/:id`,
      {
        schema: {
          params: idParams,
          body: promotionInputSchema,
          response: { 200: envelopeSchema(adminPromotionSchema), ...refused },
        },
      },
      async (req) => {
        await auditedTransaction(app.db, req, async (tx) => {
          const { before, after } = await updatePromotion(tx, req.params.id, req.body);
          return {
            result: after,
            audit: {
              action: 'updated',
              entity: 'promotion',
              entityId: after.id,
              before: promotionSummary(before),
              after: promotionSummary(after),
            },
          };
        });
        return ok(await getPromotion(app.db, req.params.id, clock()), 'Discount code saved');
      },
    );

    // Deactivate (or switch back on): a code is never deleted, its orders keep naming it.
    app.put(
      `${prefix}/:id/active`,
      {
        schema: {
          params: idParams,
          body: activeBody,
          response: { 200: envelopeSchema(adminPromotionSchema), ...refused },
        },
      },
      async (req) => {
        await auditedTransaction(app.db, req, async (tx) => {
          const { before, after } = await setPromotionActive(tx, req.params.id, req.body.active);
          return {
            result: after,
            audit: {
              action: req.body.active ? 'activated' : 'deactivated',
              entity: 'promotion',
              entityId: after.id,
              before: promotionSummary(before),
              after: promotionSummary(after),
            },
          };
        });
        return ok(await getPromotion(app.db, req.params.id, clock()));
      },
    );

    app.post(
      `${prefix}/:id/duplicate`,
      {
        schema: {
          params: idParams,
          response: { 201: envelopeSchema(adminPromotionSchema), ...refused },
        },
      },
      async (req, reply) => {
        const copy = await auditedTransaction(app.db, req, async (tx) => {
          const row = await duplicatePromotion(tx, req.params.id);
          return {
            result: row,
            audit: {
              action: 'duplicated',
              entity: 'promotion',
              entityId: row.id,
              before: null,
              after: promotionSummary(row),
              note: `copy of ${req.params.id}`,
            },
          };
        });
        return reply.status(201).send(ok(await getPromotion(app.db, copy.id, clock())));
      },
    );
  };
}

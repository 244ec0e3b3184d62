import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '@store/shared/schemas/common';
import {
  shippingAdminViewSchema,
  shippingOptionsSchema,
  shippingZoneInputSchema,
  shippingZoneOrderSchema,
  shippingZoneSchema,
} from '@store/shared/schemas/shipping';
import type { Db } from '../../db/client.ts';
import { ok } from '../../plugins/envelope.ts';
import { auditedTransaction, type AuditEntry } from '../monitoring/index.ts';
import {
  createShippingZone,
  deleteShippingZone,
  reorderShippingZones,
  replaceShippingZone,
  saveShippingOptions,
  zoneSummary,
} from './shipping-admin.service.ts';
import {
  dropShippingCache,
  readShippingFromDb,
  SHIPPING_CACHE_TAG,
} from './shipping-store.service.ts';

const idParams = z.object({ id: z.string().max(100) });
const refused = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Runs a shipping write and its audit record in one transaction, then drops the zones and options
 * kept in memory, here and (through the public cache's bus) on every other instance.
 */
async function auditedWrite<T>(
  app: FastifyInstance,
  req: FastifyRequest,
  write: (tx: Db) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  const result = await auditedTransaction(app.db, req, write);
  dropShippingCache(app.db);
  await app.publicCache.invalidate(SHIPPING_CACHE_TAG);
  return result;
}

/**
 * The admin's shipping zones, their methods and the store's shipping options (issue 19 point 2),
 * admin only by the guard. A zone is saved whole, with its methods, in one transaction: a refused
 * save changes nothing.
 */
export const shippingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const prefix = '/admin/shipping';

  app.get(
    prefix,
    { schema: { response: { 200: envelopeSchema(shippingAdminViewSchema) } } },
    async () => ok(await readShippingFromDb(app.db)),
  );

  app.post(
    `${prefix}/zones`,
    {
      schema: {
        body: shippingZoneInputSchema,
        response: { 201: envelopeSchema(shippingZoneSchema), ...refused },
      },
    },
    async (req, reply) => {
      const zone = await auditedWrite(app, req, async (tx) => {
        const created = await createShippingZone(tx, req.body);
        return {
          result: created,
          audit: {
            action: 'created',
            entity: 'shipping',
            entityId: created.id,
            before: null,
            after: zoneSummary(created),
          },
        };
      });
      return reply.status(201).send(ok(zone, 'Shipping zone created'));
    },
  );

  // Before `/zones/:id` in meaning, and Fastify prefers the static path whatever the order.
  app.put(
    `${prefix}/zones/order`,
    {
      schema: {
        body: shippingZoneOrderSchema,
        response: { 200: envelopeSchema(shippingAdminViewSchema), ...refused },
      },
    },
    async (req) => {
      await auditedWrite(app, req, async (tx) => {
        const { before, after } = await reorderShippingZones(tx, req.body.ids);
        return {
          result: after,
          audit: { action: 'reordered', entity: 'shipping', entityId: 'zones', before, after },
        };
      });
      return ok(await readShippingFromDb(app.db), 'Shipping zones reordered');
    },
  );

  app.put(
    `${prefix}/zones/:id`,
    {
      schema: {
        params: idParams,
        body: shippingZoneInputSchema,
        response: { 200: envelopeSchema(shippingZoneSchema), ...refused },
      },
    },
    async (req) => {
      const zone = await auditedWrite(app, req, async (tx) => {
        const { before, after } = await replaceShippingZone(tx, req.params.id, req.body);
        return {
          result: after,
          audit: {
            action: 'updated',
            entity: 'shipping',
            entityId: after.id,
            before: zoneSummary(before),
            after: zoneSummary(after),
          },
        };
      });
      return ok(zone, 'Shipping zone saved');
    },
  );

  app.delete(
    `${prefix}/zones/:id`,
    { schema: { params: idParams, response: { 204: z.null(), 404: errorEnvelopeSchema } } },
    async (req, reply) => {
      await auditedWrite(app, req, async (tx) => {
        const before = await deleteShippingZone(tx, req.params.id);
        return {
          result: before,
          audit: {
            action: 'deleted',
            entity: 'shipping',
            entityId: before.id,
            before: zoneSummary(before),
            after: null,
          },
        };
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    `${prefix}/options`,
    {
      schema: {
        body: shippingOptionsSchema,
        response: { 200: envelopeSchema(shippingOptionsSchema), 400: errorEnvelopeSchema },
      },
    },
    async (req) => {
      const options = await auditedWrite(app, req, async (tx) => {
        const { before, after } = await saveShippingOptions(tx, req.body);
        return {
          result: after,
          audit: { action: 'updated', entity: 'shipping', entityId: 'options', before, after },
        };
      });
      return ok(options, 'Shipping options saved');
    },
  );
};

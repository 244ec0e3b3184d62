import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditEntrySchema,
  auditFacetsSchema,
  auditLogQuerySchema,
} from '@store/shared/schemas/audit';
import { envelopeSchema, listEnvelopeSchema } from '@store/shared/schemas/common';
import { ok, okList } from '../../plugins/envelope.ts';
import { auditFacets, listAuditLog } from './audit-log.service.ts';

/** The audit log, admin only (issue 6 point 12). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      schema: {
        querystring: auditLogQuerySchema,
        response: { 200: listEnvelopeSchema(auditEntrySchema) },
      },
    },
    async (req, reply) => {
      const { items, pagination } = await listAuditLog(app.db, req.query);
      reply.header('cache-control', 'no-store');
      return okList(items, pagination);
    },
  );

  /** The entities and actions recorded so far, for the screen's filters. */
  app.get(
    '/audit-log/facets',
    { schema: { response: { 200: envelopeSchema(auditFacetsSchema) } } },
    async () => ok(await auditFacets(app.db)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@store/shared/errors';
import { envelopeSchema, idSchema } from '@store/shared/schemas/common';
import {
  monitoringSnapshotSchema,
  sessionIdParamsSchema,
  type SystemHealth,
} from '@store/shared/schemas/monitoring';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { ok } from '../../plugins/envelope.ts';
import { appVersion } from '../../paths.ts';
import { recordAudit } from './audit.service.ts';
import { deleteSession, findSessionSummary, listLiveSessions } from '../auth/index.ts';

const SESSION_NOT_FOUND = 'Session not found';
const startedAt = new Date(Date.now() - process.uptime() * 1000);

/** Health, request and error rates, latest errors, active admin sessions (issue 6 point 11). */
export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/monitoring',
    { schema: { response: { 200: envelopeSchema(monitoringSnapshotSchema) } } },
    async (req, reply) => {
      let latencyMs: number | null = null;
      try {
        latencyMs = Math.round((await app.databaseProbe.ping()) * 100) / 100;
      } catch (error) {
        req.log.error({ err: error }, 'database health check failed');
      }
      const memory = process.memoryUsage();
      const health: SystemHealth = {
        status: latencyMs === null ? 'degraded' : 'ok',
        version: appVersion,
        uptimeSeconds: Math.round(process.uptime()),
        startedAt: startedAt.toISOString(),
        nodeVersion: process.version,
        database: {
          kind: app.databaseProbe.kind,
          status: latencyMs === null ? 'down' : 'up',
          latencyMs,
        },
        memory: {
          rssBytes: memory.rss,
          heapUsedBytes: memory.heapUsed,
          heapTotalBytes: memory.heapTotal,
        },
      };
      const sessions =
        latencyMs === null
          ? []
          : await listLiveSessions(app.db, new Date(), req.auth?.session.id ?? null);
      reply.header('cache-control', 'no-store');
      return ok({
        generatedAt: new Date().toISOString(),
        health,
        traffic: app.requestMonitor.traffic(),
        errors: app.requestMonitor.latestErrors(),
        sessions,
      });
    },
  );

  app.delete(
    '/admin/sessions/:id',
    {
      schema: {
        params: sessionIdParamsSchema,
        response: { 200: envelopeSchema(z.object({ id: z.string() })) },
      },
    },
    async (req) => {
      const { id } = req.params;
      if (!idSchema.safeParse(id).success) throw notFound(SESSION_NOT_FOUND);
      if (id === req.auth?.session.id) {
        throw new AppError(
          409,
          ERROR_CODES.CONFLICT,
          'This is your own session: use Sign out to end it.',
        );
      }
      const ended = await app.db.transaction(async (tx) => {
        const session = await findSessionSummary(tx, id);
        if (!session) return false;
        await deleteSession(tx, id);
        await recordAudit(tx, req, {
          action: 'ended',
          entity: 'session',
          entityId: id,
          before: {
            user: session.email,
            ipAddress: session.ipAddress,
            userAgent: session.userAgent.slice(0, 200),
            createdAt: session.createdAt.toISOString(),
            lastActivityAt: session.lastActivityAt.toISOString(),
          },
          after: null,
        });
        return true;
      });
      if (!ended) throw notFound(SESSION_NOT_FOUND);
      return ok({ id }, 'Session ended.');
    },
  );
};

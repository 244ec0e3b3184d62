import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@store/shared/errors';
import type { Health } from '@store/shared/schemas/health';
import type { Database } from '../../db/client.ts';
import { appVersion } from '../../paths.ts';

/** GET /api/health: 200 while the database answers, 503 (same body, success false) when it does not. */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { config: { public: true } }, async (req, reply) => {
      let latencyMs: number | null = null;
      try {
        latencyMs = Math.round((await database.ping()) * 100) / 100;
      } catch (error) {
        req.log.error({ err: error }, 'database health check failed');
      }
      const up = latencyMs !== null;
      const health: Health = {
        status: up ? 'ok' : 'degraded',
        version: appVersion,
        uptimeSeconds: Math.round(process.uptime()),
        database: { kind: database.kind, status: up ? 'up' : 'down', latencyMs },
      };
      reply.header('cache-control', 'no-store');
      if (up) return { success: true, data: health };
      return reply.status(503).send({
        success: false,
        code: ERROR_CODES.SERVICE_UNAVAILABLE,
        message: 'The database is not answering',
        data: health,
      });
    });
  };
}

import type { FastifyInstance } from 'fastify';

/**
 * GET /api/ping → `{ success: true }`: the cheapest route of this server, through the same hooks
 * as every other (helmet, compression, guard), so `npm run bench` measures routes against it.
 */
export async function pingRoute(app: FastifyInstance) {
  app.get('/ping', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true };
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The audit log, admin only (issue 6 point 12). */
export const auditRoutes: FastifyPluginAsyncZod = async () => {};

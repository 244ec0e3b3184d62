import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Health, request and error rates, latest errors, active admin sessions (issue 6 point 11). */
export const monitoringRoutes: FastifyPluginAsyncZod = async () => {};

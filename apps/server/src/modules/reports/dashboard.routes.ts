import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin dashboard's figures (issue 6 point 2). */
export const dashboardRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin orders and customers: lists, detail, status transitions, refund, invoice (issue 6 points 5-6). */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async () => {};

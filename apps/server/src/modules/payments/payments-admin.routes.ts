import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Payment transactions, payment reports and payment-provider settings (issue 6 point 7). */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin writes of the catalogue: products, stock, inventory report, categories (issue 6 points 3-4). */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async () => {};

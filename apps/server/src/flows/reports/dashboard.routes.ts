import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import { dashboardSchema } from '@store/shared/schemas/dashboard';
import { ok } from '../../plugins/envelope.ts';
import { getDashboard } from './dashboard.service.ts';

/** The admin dashboard's figures (issue 6 point 2). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    { schema: { response: { 200: envelopeSchema(dashboardSchema) } } },
    async () => ok(await getDashboard(app.db)),
  );
};

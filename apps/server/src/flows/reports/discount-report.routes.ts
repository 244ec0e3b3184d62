import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import { discountReportQuerySchema, discountReportSchema } from '@store/shared/schemas/promotions';
import type { Clock } from '../../modules/auth/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { discountReport } from './discount-report.service.ts';

/** Sales before and after discount codes, and revenue per code (issue 21 point 3). */
export function discountReportRoutes({ clock }: { clock: Clock }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/reports/discounts',
      {
        schema: {
          querystring: discountReportQuerySchema,
          response: { 200: envelopeSchema(discountReportSchema) },
        },
      },
      async (req) => ok(await discountReport(app.db, req.query, clock())),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import { offerReportQuerySchema, offerReportSchema } from '@store/shared/schemas/offers';
import type { Clock } from '../../modules/auth/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { offerReport } from './offer-report.service.ts';

/** Each automatic offer's orders, saving and revenue (issue 21 points 2 and 3, decision 037). */
export function offerReportRoutes({ clock }: { clock: Clock }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/reports/offers',
      {
        schema: {
          querystring: offerReportQuerySchema,
          response: { 200: envelopeSchema(offerReportSchema) },
        },
      },
      async (req) => ok(await offerReport(app.db, req.query, clock())),
    );
  };
}

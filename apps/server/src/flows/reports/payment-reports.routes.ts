import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@store/shared/schemas/common';
import {
  paymentReportQuerySchema,
  paymentReportSchema,
} from '@store/shared/schemas/payment-reports';
import { ok } from '../../plugins/envelope.ts';
import { paymentReport } from './payment-reports.service.ts';

/** Orders and their payments per period (issue 6 point 7). */
export const paymentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reports/payments',
    {
      schema: {
        querystring: paymentReportQuerySchema,
        response: { 200: envelopeSchema(paymentReportSchema) },
      },
    },
    async (req) => ok(await paymentReport(app.db, req.query)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailSchema,
  orderIdParamsSchema,
  orderRefundSchema,
} from '@store/shared/schemas/admin-orders';
import { envelopeSchema } from '@store/shared/schemas/common';
import { ERROR_CODES } from '@store/shared/errors';
import { AppError } from '../../plugins/app-error.ts';
import { ok } from '../../plugins/envelope.ts';
import { recordAudit } from '../../modules/monitoring/index.ts';
import { orderAuditSummary } from '../../modules/orders/index.ts';
import { getAdminOrder } from '../fulfilment/order-detail.ts';
import {
  planRefund,
  recordRefundTx,
  requestHostedRefund,
  requestProviderRefund,
} from './order-refund.ts';

/** Refunds a paid online order in full through its payment provider (issue 6 point 5). */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  // The payment provider in force (switchable at runtime from the payment settings).
  const paymentProvider = () => app.checkout.provider;

  app.post(
    '/admin/orders/:id/refund',
    {
      schema: {
        params: orderIdParamsSchema,
        body: orderRefundSchema,
        response: { 200: envelopeSchema(adminOrderDetailSchema) },
      },
    },
    async (req) => {
      const plan = await planRefund(app.db, req.params.id);
      // The provider first, outside any transaction; a failure there changes nothing here.
      const refund =
        plan.order.paymentMethod === 'moyasar'
          ? await requestHostedRefund(app.checkout.moyasar, plan)
          : await requestProviderRefund(paymentProvider(), plan, req.body.note);
      if (refund.status === 'FAILED') {
        throw new AppError(
          502,
          ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE,
          'The provider did not confirm the whole refund; the order was not changed. Check the payment in its dashboard.',
        );
      }
      const result = await app.db.transaction(async (tx) => {
        const recorded = await recordRefundTx(
          tx,
          plan,
          refund,
          req.body.note,
          req.auth?.user?.id ?? null,
        );
        await recordAudit(tx, req, {
          action: 'refunded',
          entity: 'order',
          entityId: plan.order.id,
          before: orderAuditSummary(plan.order),
          after: { ...orderAuditSummary(recorded.after), refundId: refund.id },
          note: req.body.note || undefined,
        });
        return recorded;
      });
      if (result.stockReleased) await app.publicCache.invalidate('catalog');
      return ok(await getAdminOrder(app.db, req.params.id), 'Order refunded successfully');
    },
  );
};

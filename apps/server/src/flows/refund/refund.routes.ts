import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sarToHalalas } from '@store/shared/money';
import {
  adminOrderDetailSchema,
  orderIdParamsSchema,
  orderRefundSchema,
} from '@store/shared/schemas/admin-orders';
import { envelopeSchema } from '@store/shared/schemas/common';
import { ERROR_CODES } from '@store/shared/errors';
import { AppError } from '../../plugins/app-error.ts';
import { ok } from '../../plugins/envelope.ts';
import { SALES_INVALIDATION } from '../../modules/catalog/index.ts';
import { recordAudit } from '../../modules/monitoring/index.ts';
import { orderAuditSummary } from '../../modules/orders/index.ts';
import { getAdminOrder } from '../fulfilment/order-detail.ts';
import {
  askProvider,
  claimRefund,
  recordRefundFailure,
  recordRefundTx,
  sar,
} from './order-refund.ts';

/**
 * Refunds a paid online order, all that remains or a part, through the provider that took the
 * payment (issue 6 point 5, issue 17 point 3). The provider is asked outside any transaction;
 * what it answered is then recorded with the order locked.
 */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const claim = await claimRefund(app.db, app.checkout, {
        orderId: req.params.id,
        amountHalalas: req.body.amount === undefined ? undefined : sarToHalalas(req.body.amount),
        note: req.body.note,
        idempotencyKey: req.body.idempotencyKey,
        adminId: req.auth?.user?.id ?? null,
      });
      if ('done' in claim) {
        return ok(
          await getAdminOrder(app.db, app.secretBox, req.params.id),
          'This refund was made already',
        );
      }
      const answer = await askProvider(claim, req.log);
      if (!answer.ok) {
        await recordRefundFailure(app.db, claim, answer);
        throw new AppError(
          502,
          ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE,
          answer.message,
          answer.reason,
        );
      }
      const result = await app.db.transaction(async (tx) => {
        const recorded = await recordRefundTx(tx, claim, answer);
        await recordAudit(tx, req, {
          action: 'refunded',
          entity: 'order',
          entityId: claim.order.id,
          before: orderAuditSummary(recorded.before),
          after: {
            ...orderAuditSummary(recorded.after),
            refundId: claim.refund.id,
            refunded: sar(claim.refund.amountHalalas),
          },
          note: req.body.note || undefined,
        });
        return recorded;
      });
      if (result.stockReleased) await app.publicCache.invalidate(...SALES_INVALIDATION);
      return ok(
        await getAdminOrder(app.db, app.secretBox, req.params.id),
        result.full ? 'Order refunded in full' : `Refunded ${sar(claim.refund.amountHalalas)}`,
      );
    },
  );
};

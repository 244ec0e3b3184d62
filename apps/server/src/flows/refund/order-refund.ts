import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@store/shared/errors';
import { canRefund } from '@store/shared/schemas/admin-orders';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { orders, payments } from '../../db/schema.ts';
import { recordOrderStatus, type OrderRow } from '../../modules/orders/index.ts';
import {
  type HostedPaymentProvider,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderRefund,
} from '../../modules/payments/index.ts';
import { returnOrderStock } from '../checkout/stock.ts';
import { idSchema } from '@store/shared/schemas/common';

/** Statuses in which a refunded order is also cancelled (the goods have not left). */
const CANCEL_ON_REFUND = new Set(['pending', 'confirmed', 'processing']);

export interface RefundPlan {
  order: OrderRow;
  payment: typeof payments.$inferSelect & { captureId: string };
}

/** The paid order and its captured payment, or the reason it cannot be refunded (404/409). */
export async function planRefund(db: Db, id: string): Promise<RefundPlan> {
  const [order] = idSchema.safeParse(id).success
    ? await db.select().from(orders).where(eq(orders.id, id))
    : [];
  if (!order) throw notFound('Order not found');
  if (order.paymentStatus === 'refunded') {
    throw new AppError(409, ERROR_CODES.CONFLICT, 'This order has already been refunded');
  }
  if (!canRefund(order)) {
    throw new AppError(409, ERROR_CODES.CONFLICT, 'Only a paid online order can be refunded');
  }
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.status, 'captured'),
        isNotNull(payments.captureId),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment?.captureId) {
    throw new AppError(409, ERROR_CODES.CONFLICT, 'No captured payment was found for this order');
  }
  return { order, payment: { ...payment, captureId: payment.captureId } };
}

/** The provider's failure as an answer that says what happened to the money. */
export function refundFailure(error: unknown, title = 'PayPal'): AppError {
  if (error instanceof PaymentProviderError) {
    if (error.kind === 'unavailable') {
      return new AppError(
        502,
        ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE,
        `${title} did not answer, so the refund is not confirmed and the order was not changed. Try again: ${title} will not refund the same payment twice.`,
      );
    }
    const issue = error.details.issue ? ` (${error.details.issue})` : '';
    return new AppError(
      502,
      ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE,
      `${title} refused the refund${issue}. Nothing was refunded and the order was not changed.`,
    );
  }
  throw error;
}

/**
 * Refunds the rest of a payment taken on the provider's page (Moyasar). Moyasar has no idempotency
 * key, so the payment is read first: what a lost answer already refunded is not refunded again,
 * and Moyasar itself refuses more than was paid.
 */
export async function requestHostedRefund(
  provider: HostedPaymentProvider | null,
  plan: RefundPlan,
): Promise<ProviderRefund> {
  if (!provider || plan.payment.provider !== provider.name || !plan.payment.providerOrderId) {
    throw new AppError(
      409,
      ERROR_CODES.CONFLICT,
      `This payment was made through ${plan.payment.provider}, which the store no longer uses; refund it in that provider's dashboard.`,
    );
  }
  try {
    const state = await provider.read(plan.payment.providerOrderId);
    const rest = plan.payment.amountHalalas - state.refundedHalalas;
    const refunded = rest > 0 ? await provider.refund(state, rest) : state;
    return {
      id: state.paymentId ?? state.id,
      status: refunded.refundedHalalas >= plan.payment.amountHalalas ? 'COMPLETED' : 'FAILED',
      amountMinor: refunded.refundedHalalas,
      currency: 'SAR',
      raw: refunded.raw,
    };
  } catch (error) {
    throw refundFailure(error, 'Moyasar');
  }
}

/** Asks the provider to refund the whole capture; the same request id on a retry. */
export async function requestProviderRefund(
  provider: PaymentProvider,
  plan: RefundPlan,
  note: string,
): Promise<ProviderRefund> {
  if (plan.payment.provider !== provider.name) {
    // E.g. paid through the simulator, and the store has since switched to live PayPal.
    throw new AppError(
      409,
      ERROR_CODES.CONFLICT,
      `This payment was made through ${plan.payment.provider}, but the store now uses ${provider.name}; it can only be refunded through ${plan.payment.provider}.`,
    );
  }
  let refund: ProviderRefund;
  try {
    refund = await provider.refundCapture(plan.payment.captureId, {
      requestId: `refund-${plan.payment.id}`,
      reference: plan.order.orderNumber,
      noteToPayer: note || undefined,
    });
  } catch (error) {
    throw refundFailure(error);
  }
  if (refund.status !== 'COMPLETED' && refund.status !== 'PENDING') {
    throw new AppError(
      502,
      ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE,
      `PayPal answered the refund with status ${refund.status}. Nothing was refunded and the order was not changed.`,
    );
  }
  return refund;
}

/**
 * Records a refund the provider made, in the caller's transaction: the payment refunded, the order
 * refunded and, when its goods have not shipped, cancelled with its stock given back.
 */
export async function recordRefundTx(
  tx: Db,
  plan: RefundPlan,
  refund: ProviderRefund,
  note: string,
  adminId: string | null,
) {
  const now = new Date();
  const cancel = CANCEL_ON_REFUND.has(plan.order.status);
  const releaseStock = cancel && plan.order.stockReleasedAt === null;
  const [after] = await tx
    .update(orders)
    .set({
      paymentStatus: 'refunded',
      updatedAt: now,
      ...(cancel ? { status: 'cancelled' as const, expiresAt: null } : {}),
      ...(releaseStock ? { stockReleasedAt: now } : {}),
    })
    .where(
      and(
        eq(orders.id, plan.order.id),
        eq(orders.paymentStatus, 'paid'),
        eq(orders.status, plan.order.status),
        releaseStock ? isNull(orders.stockReleasedAt) : undefined,
      ),
    )
    .returning();
  if (!after) {
    throw new AppError(
      409,
      ERROR_CODES.CONFLICT,
      'The order was changed meanwhile; reload it to see its payment',
    );
  }
  await tx
    .update(payments)
    .set({
      status: 'refunded',
      refundId: refund.id,
      providerResponse: { ...(plan.payment.providerResponse ?? {}), refund: refund.raw },
      updatedAt: now,
    })
    .where(eq(payments.id, plan.payment.id));
  if (releaseStock) await returnOrderStock(tx, plan.order.id);
  const pending = refund.status === 'PENDING' ? ' (pending at PayPal)' : '';
  await recordOrderStatus(tx, {
    orderId: plan.order.id,
    from: plan.order.status,
    to: after.status,
    paymentStatus: 'refunded',
    note: note || `Payment refunded in full${pending}`,
    changedBy: adminId,
    metadata: {
      refundId: refund.id,
      refundStatus: refund.status,
      captureId: plan.payment.captureId,
      ...(releaseStock ? { stockReleased: true } : {}),
    },
  });
  return { after, stockReleased: releaseStock };
}

import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@store/shared/errors';
import { allowedTransitions, isOnlinePayment } from '@store/shared/schemas/admin-orders';
import type { OrderStatus } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findOrder, recordOrderStatus, type OrderRow } from '../../modules/orders/index.ts';
import { releaseRedemption } from '../../modules/promotions/index.ts';
import { returnOrderStock } from '../checkout/stock.ts';

function conflict(message: string): AppError {
  return new AppError(409, ERROR_CODES.CONFLICT, message);
}

/** Why this order cannot go to `to`, in the words the admin sees. */
function refusal(order: OrderRow, to: OrderStatus): string {
  if (order.status === to) return `The order is already ${to}`;
  const online = isOnlinePayment(order.paymentMethod);
  if (online && order.paymentStatus === 'paid' && to === 'cancelled') {
    return 'A paid online order is cancelled by refunding its payment';
  }
  if (online && order.paymentStatus !== 'paid' && to !== 'cancelled') {
    return 'An online order can move on only once its payment is received';
  }
  return `An order cannot go from ${order.status} to ${to}`;
}

export interface StatusChangeResult {
  before: OrderRow;
  after: OrderRow;
  stockReleased: boolean;
}

/**
 * Moves an order along ORDER_TRANSITIONS, in the caller's transaction. Cancelling gives its stock
 * back (once: `stock_released_at`); a cash-on-delivery order delivered is paid. The update is
 * conditional on the status read, so two admins cannot both move the same order.
 */
export async function changeOrderStatusTx(
  tx: Db,
  id: string,
  change: { status: OrderStatus; note: string },
  adminId: string | null,
): Promise<StatusChangeResult> {
  const before = await findOrder(tx, id);
  const to = change.status;
  if (!allowedTransitions(before).includes(to)) throw conflict(refusal(before, to));
  const now = new Date();
  const cancelling = to === 'cancelled';
  const releaseStock = cancelling && before.stockReleasedAt === null;
  const paymentStatus =
    to === 'delivered' && before.paymentMethod === 'cod' ? 'paid' : before.paymentStatus;
  const [after] = await tx
    .update(orders)
    .set({
      status: to,
      paymentStatus,
      updatedAt: now,
      ...(cancelling ? { expiresAt: null } : {}),
      ...(releaseStock ? { stockReleasedAt: now } : {}),
    })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, before.status),
        eq(orders.paymentStatus, before.paymentStatus),
        releaseStock ? isNull(orders.stockReleasedAt) : undefined,
      ),
    )
    .returning();
  if (!after) throw conflict('The order was changed meanwhile; reload it and try again');
  if (releaseStock) await returnOrderStock(tx, id);
  // Cancelled before it was paid: its discount code's use is given back (decision 031).
  if (cancelling && before.paymentStatus !== 'paid') await releaseRedemption(tx, id, now);
  if (cancelling) {
    // An online payment never made is closed with its order.
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(payments.orderId, id), inArray(payments.status, ['created', 'approved'])));
  }
  await recordOrderStatus(tx, {
    orderId: id,
    from: before.status,
    to,
    paymentStatus,
    note: change.note,
    changedBy: adminId,
    metadata: releaseStock ? { stockReleased: true } : undefined,
  });
  return { before, after, stockReleased: releaseStock };
}

import { and, eq, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordOrderStatus, type OrderRow } from '../../modules/orders/index.ts';
import { orders, payments } from '../../db/schema.ts';
import { releaseRedemption } from '../../modules/promotions/index.ts';
import { returnOrderStock } from './stock.ts';

export interface CancelUnpaid {
  /** Why, for the order's history. */
  note: string;
  /** 'failed' when the payment was refused; 'pending' when it was simply never made. */
  paymentStatus: 'pending' | 'failed';
  failure?: { code: string; message: string };
  /**
   * Cancel only while the order's `expires_at` is still this value: the expiry job's claim on it.
   * A capture that started meanwhile moves `expires_at`, and the cancellation then stands down.
   */
  claimedUntil?: Date;
}

/**
 * Cancels an order that is pending and unpaid, and returns its stock, in the caller's
 * transaction. The conditional update on `stock_released_at` makes this happen at most once
 * whoever calls it (shopper, capture, webhook, job). Returns the cancelled order, or null when it
 * was not (or no longer) cancellable.
 */
export async function cancelUnpaidOrderTx(
  tx: Db,
  orderId: string,
  cancel: CancelUnpaid,
): Promise<OrderRow | null> {
  const now = new Date();
  const [order] = await tx
    .update(orders)
    .set({
      status: 'cancelled',
      paymentStatus: cancel.paymentStatus,
      stockReleasedAt: now,
      expiresAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'pending'),
        ne(orders.paymentStatus, 'paid'),
        isNull(orders.stockReleasedAt),
        cancel.claimedUntil ? eq(orders.expiresAt, cancel.claimedUntil) : undefined,
      ),
    )
    .returning();
  if (!order) return null;
  await returnOrderStock(tx, orderId);
  // Never paid: its discount code's use is given back (decision 031).
  await releaseRedemption(tx, orderId, now);
  await recordOrderStatus(tx, {
    orderId,
    from: 'pending',
    to: 'cancelled',
    paymentStatus: cancel.paymentStatus,
    note: cancel.note,
    metadata: cancel.failure ? { failureCode: cancel.failure.code } : undefined,
  });
  await tx
    .update(payments)
    .set({
      status: cancel.paymentStatus === 'failed' ? 'failed' : 'cancelled',
      failureCode: cancel.failure?.code ?? null,
      failureMessage: cancel.failure?.message ?? null,
      updatedAt: now,
    })
    .where(
      and(eq(payments.orderId, orderId), notInArray(payments.status, ['captured', 'refunded'])),
    );
  return order;
}

export function cancelUnpaidOrder(db: Db, orderId: string, cancel: CancelUnpaid) {
  return db.transaction((tx) => cancelUnpaidOrderTx(tx, orderId, cancel));
}

/**
 * Holds a pending, unpaid order while its payment is being settled: moving `expires_at` tells the
 * expiry job (which cancels only what it claimed) to stand down. False when the order is no
 * longer pending and unpaid, i.e. someone else settled it since it was read.
 */
export async function holdForSettling(db: Db, orderId: string, holdMs: number): Promise<boolean> {
  const [held] = await db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() + holdMs) })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        isNull(orders.stockReleasedAt),
      ),
    )
    .returning({ id: orders.id });
  return held !== undefined;
}

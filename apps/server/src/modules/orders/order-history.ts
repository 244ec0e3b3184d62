import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import type { DomainEvent, OrderEventPayload } from '../../events/domain-events.ts';
import { recordEvents } from '../../events/record-event.ts';
import { orders, orderStatusHistory } from './orders.table.ts';

export interface OrderStatusEntry {
  orderId: string;
  from: OrderStatus | null;
  to: OrderStatus;
  paymentStatus: PaymentStatus;
  note: string;
  metadata?: Record<string, unknown>;
  /** The admin who made the change; left out for the shopper or the system. */
  changedBy?: string | null;
  /** The refund (full or partial) this line records: it is told as `order.refunded`. */
  refundId?: string;
}

/**
 * One timestamped line of an order's history, written in the same transaction as the change,
 * with the domain events the change means (placed, paid, confirmed, cancelled, refunded,
 * shipped, out for delivery, delivered, returned). Every change of an order passes here, so no
 * change can forget its event.
 */
export async function recordOrderStatus(tx: Db, entry: OrderStatusEntry): Promise<void> {
  const events = await orderEventsOf(tx, entry);
  await tx.insert(orderStatusHistory).values({
    orderId: entry.orderId,
    fromStatus: entry.from,
    toStatus: entry.to,
    paymentStatus: entry.paymentStatus,
    note: entry.note,
    metadata: entry.metadata ?? null,
    changedBy: entry.changedBy ?? null,
    // The time of the statement, not of the transaction: an order moved through several statuses
    // in one transaction (a parcel's news, a bulk action) keeps them in order.
    createdAt: sql`clock_timestamp()`,
  });
  await recordEvents(tx, ...events);
}

const STATUS_EVENTS = {
  confirmed: 'order.confirmed',
  cancelled: 'order.cancelled',
  shipped: 'order.shipped',
  out_for_delivery: 'order.out-for-delivery',
  delivered: 'order.delivered',
  returned: 'order.returned',
} as const;

async function orderEventsOf(tx: Db, entry: OrderStatusEntry): Promise<DomainEvent[]> {
  const [order] = await tx
    .select({ orderNumber: orders.orderNumber, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, entry.orderId));
  if (!order) return [];
  const payload: OrderEventPayload = { orderId: entry.orderId, ...order, status: entry.to };
  const events: DomainEvent[] = [];
  if (entry.from === null) events.push({ type: 'order.placed', payload });
  if (entry.to !== entry.from && entry.to in STATUS_EVENTS) {
    events.push({ type: STATUS_EVENTS[entry.to as keyof typeof STATUS_EVENTS], payload });
  }
  // Paid is told once: the first history line with that payment status. Each refund is told
  // once, by the line that records it.
  if (entry.paymentStatus === 'paid' && !(await hadPaymentStatus(tx, entry.orderId, 'paid'))) {
    events.push({ type: 'order.paid', payload });
  }
  if (entry.refundId) {
    events.push({ type: 'order.refunded', payload: { ...payload, refundId: entry.refundId } });
  }
  return events;
}

async function hadPaymentStatus(tx: Db, orderId: string, status: PaymentStatus) {
  const [earlier] = await tx
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(
      and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.paymentStatus, status)),
    )
    .limit(1);
  return earlier !== undefined;
}

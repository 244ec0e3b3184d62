import type {
  OrderTimelineEntry,
  OrderTracking,
  PublicDelivery,
  PublicShipment,
} from '@store/shared/schemas/order-tracking';
import { FINAL_ORDER_STATUSES } from '@store/shared/schemas/order-tracking';
import { ORDER_STATUSES, type OrderStatus, type PublicOrder } from '@store/shared/schemas/orders';
import { addWorkingDays, storeDayOf } from '../../time/store-calendar.ts';
import { toPublicOrder, type OrderItemRow, type OrderRow } from './order-mapper.ts';
import type { orderStatusHistory } from './orders.table.ts';

type HistoryRow = typeof orderStatusHistory.$inferSelect;

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Each status the order reached, oldest first, with when it first did: the history's lines
 * without who made them or why (their notes are the merchant's), and without the lines that
 * changed only the payment.
 */
export function orderTimeline(history: readonly HistoryRow[]): OrderTimelineEntry[] {
  const timeline: OrderTimelineEntry[] = [];
  for (const row of [...history].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const status = row.toStatus;
    if (!isOrderStatus(status) || row.fromStatus === status) continue;
    if (timeline.some((entry) => entry.status === status)) continue;
    timeline.push({ status, at: row.createdAt.toISOString() });
  }
  return timeline;
}

/**
 * The delivery method as chosen, and the days it should arrive: its working days counted from
 * the day the order was confirmed (a cash-on-delivery order not yet confirmed: from the day it
 * was placed). None while an online payment is awaited, nor once the order has ended.
 */
export function publicDelivery(
  order: OrderRow,
  timeline: readonly OrderTimelineEntry[],
): PublicDelivery | null {
  const method = order.shippingMethod;
  if (!method) return null;
  const awaitingPayment = order.status === 'pending' && order.paymentMethod !== 'cod';
  const ended = FINAL_ORDER_STATUSES.includes(order.status);
  const confirmedAt = timeline.find((entry) => entry.status === 'confirmed')?.at;
  const startDay = storeDayOf(confirmedAt ? new Date(confirmedAt) : order.createdAt);
  return {
    kind: method.kind,
    name: method.name,
    minDays: method.minDays,
    maxDays: method.maxDays,
    pickupAddress: method.pickupAddress,
    estimate:
      awaitingPayment || ended
        ? null
        : {
            from: addWorkingDays(startDay, Math.max(0, method.minDays)),
            to: addWorkingDays(startDay, Math.max(0, method.minDays, method.maxDays)),
          },
  };
}

/** The public lookup's answer: the order as the success page shows it, with its course. */
export function toOrderTracking(
  order: OrderRow,
  items: OrderItemRow[],
  parts: {
    history: readonly HistoryRow[];
    taxDocuments: PublicOrder['taxDocuments'];
    shipments: PublicShipment[];
  },
): OrderTracking {
  const timeline = orderTimeline(parts.history);
  return {
    ...toPublicOrder(order, items, parts.taxDocuments),
    timeline,
    shipments: [...parts.shipments].sort((a, b) => a.parcelNumber - b.parcelNumber),
    delivery: publicDelivery(order, timeline),
  };
}

import { asc, eq } from 'drizzle-orm';
import { allowedTransitions } from '@store/shared/schemas/admin-orders';
import type { OrderStatus } from '@store/shared/schemas/orders';
import { isHandedOver } from '@store/shared/schemas/shipments';
import type { Db } from '../../db/client.ts';
import { orderItems, shipments } from '../../db/schema.ts';
import { findOrder, type OrderRow } from '../../modules/orders/index.ts';
import { shippedQuantities } from '../../modules/shipments/index.ts';
import { changeOrderStatusTx } from './change-order-status.ts';

/** How far along its way an order is; it only ever moves forward with its parcels. */
const RANK: Partial<Record<OrderStatus, number>> = {
  processing: 0,
  ready: 0,
  shipped: 1,
  out_for_delivery: 2,
  delivered: 3,
  returned: 3,
};

/** The statuses an order passes through to reach `target` from being prepared. */
const PATH: Partial<Record<OrderStatus, OrderStatus[]>> = {
  shipped: ['shipped'],
  out_for_delivery: ['shipped', 'out_for_delivery'],
  delivered: ['shipped', 'delivered'],
  returned: ['shipped', 'returned'],
};

/**
 * Where the parcels (cancelled ones aside) put the order: shipped once one is with the carrier,
 * out for delivery while one is, delivered when every parcel is delivered and nothing is left to
 * ship, returned when every parcel came back. Parcels partly delivered and partly returned decide
 * nothing: the admin does.
 */
export function orderStatusOfParcels(
  parcels: readonly { status: (typeof shipments.$inferSelect)['status'] }[],
  unshipped: boolean,
): OrderStatus | null {
  const live = parcels.filter((parcel) => parcel.status !== 'cancelled');
  if (live.length === 0) return null;
  if (!unshipped && live.every((parcel) => parcel.status === 'delivered')) return 'delivered';
  if (live.every((parcel) => parcel.status === 'returned')) return 'returned';
  if (live.some((parcel) => parcel.status === 'out_for_delivery')) return 'out_for_delivery';
  if (live.some((parcel) => isHandedOver(parcel.status))) return 'shipped';
  return null;
}

export interface FollowedParcels {
  before: OrderRow;
  after: OrderRow;
  /** The statuses the order went through, in order (none when it stayed). */
  moves: OrderStatus[];
  unshipped: boolean;
}

/**
 * Moves the order where its parcels put it, in the caller's transaction: forward only, through
 * the allowed transitions one at a time (`changeOrderStatusTx`, so each step has its history row,
 * its domain event, and a cash-on-delivery order delivered is paid). A step the order may not take
 * (cancelled meanwhile, an online order unpaid) stops the walk without failing: the parcel's news
 * is kept whatever the order's state.
 */
export async function followParcels(
  tx: Db,
  orderId: string,
  change: { adminId: string | null; note: string },
): Promise<FollowedParcels> {
  const before = await findOrder(tx, orderId);
  const [parcels, items] = await Promise.all([
    tx.select().from(shipments).where(eq(shipments.orderId, orderId)),
    tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position)),
  ]);
  const shipped = shippedQuantities(parcels);
  const unshipped = items.some((item) => (shipped.get(item.id) ?? 0) < item.quantity);
  const target = orderStatusOfParcels(parcels, unshipped);
  let current = before;
  const moves: OrderStatus[] = [];
  const rank = RANK[before.status];
  if (target && rank !== undefined && rank < RANK[target]!) {
    for (const step of PATH[target]!) {
      if (RANK[current.status]! >= RANK[step]!) continue;
      if (!allowedTransitions(current).includes(step)) break;
      const result = await changeOrderStatusTx(
        tx,
        orderId,
        { status: step, note: change.note },
        change.adminId,
      );
      current = result.after;
      moves.push(step);
    }
  }
  return { before, after: current, moves, unshipped };
}

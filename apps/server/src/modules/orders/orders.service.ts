import { asc, eq } from 'drizzle-orm';
import type { OrderTracking, PublicShipment } from '@store/shared/schemas/order-tracking';
import type { PublicOrder } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { normalizeOrderNumber } from './order-number.ts';
import type { OrderItemRow, OrderRow } from './order-mapper.ts';
import { toOrderTracking } from './order-tracking.ts';
import { orderItems, orders, orderStatusHistory } from './orders.table.ts';

export async function findOrderWithItems(
  db: Db,
  where: { id: string } | { orderNumber: string },
): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const condition =
    'id' in where ? eq(orders.id, where.id) : eq(orders.orderNumber, where.orderNumber);
  const [order] = await db.select().from(orders).where(condition);
  if (!order) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  return { order, items };
}

/** An order's tax documents as the shopper sees them, from the invoicing flow. */
export type PublicTaxDocumentsOf = (orderId: string) => Promise<PublicOrder['taxDocuments']>;
/** An order's parcels as the shopper follows them, from the order-tracking flow. */
export type PublicShipmentsOf = (orderId: string) => Promise<PublicShipment[]>;

/** What other modules add to the shopper's lookup (built by flows, which may read them). */
export interface PublicOrderSources {
  taxDocumentsOf: PublicTaxDocumentsOf;
  shipmentsOf: PublicShipmentsOf;
}

/**
 * The success page's and the tracking page's lookup. The email must match the order's, so an
 * order number alone reveals nothing; a wrong or missing email is answered exactly like an
 * unknown number.
 */
export async function getPublicOrder(
  db: Db,
  orderNumber: string,
  email: string | undefined,
  sources: PublicOrderSources,
): Promise<OrderTracking> {
  const found = email?.trim()
    ? await findOrderWithItems(db, { orderNumber: normalizeOrderNumber(orderNumber) })
    : null;
  if (!found || found.order.customerEmail.toLowerCase() !== email!.trim().toLowerCase()) {
    throw notFound('Order not found');
  }
  const [history, taxDocuments, shipments] = await Promise.all([
    orderHistory(db, found.order.id),
    sources.taxDocumentsOf(found.order.id),
    sources.shipmentsOf(found.order.id),
  ]);
  return toOrderTracking(found.order, found.items, { history, taxDocuments, shipments });
}

export async function orderHistory(db: Db, orderId: string) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt));
}

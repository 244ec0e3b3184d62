import { asc, eq } from 'drizzle-orm';
import type { PublicOrder } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { normalizeOrderNumber } from './order-number.ts';
import { toPublicOrder, type OrderItemRow, type OrderRow } from './order-mapper.ts';
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

/**
 * The success page's lookup. The email must match the order's, so an order number alone reveals
 * nothing; a wrong or missing email is answered exactly like an unknown number.
 */
export async function getPublicOrder(
  db: Db,
  orderNumber: string,
  email: string | undefined,
  taxDocumentsOf: PublicTaxDocumentsOf,
): Promise<PublicOrder> {
  const found = email?.trim()
    ? await findOrderWithItems(db, { orderNumber: normalizeOrderNumber(orderNumber) })
    : null;
  if (!found || found.order.customerEmail.toLowerCase() !== email!.trim().toLowerCase()) {
    throw notFound('Order not found');
  }
  return toPublicOrder(found.order, found.items, await taxDocumentsOf(found.order.id));
}

export async function orderHistory(db: Db, orderId: string) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt));
}

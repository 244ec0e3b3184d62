import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { halalasToSar } from '@store/shared/money';
import { ACCOUNT_ORDERS_PAGE_SIZE, type AccountOrder } from '@store/shared/schemas/accounts';
import { paginationOf, type Pagination } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { ShopperAccountRow } from '../../modules/accounts/index.ts';
import { normalizeOrderNumber } from '../../modules/orders/index.ts';

/**
 * Which orders are the shopper's: those placed with the account's phone or email, each only once
 * it is verified (a code was sent to it and typed back). Orders keep the mobile as E.164
 * (checkout's normalizePhone), as the account does, so `05…`, `+966 5…` and Arabic-Indic digits
 * typed at checkout all match; the email as typed, compared in lower case (the orders' index is
 * on lower(customer_email); the account keeps it in lower case). Null when neither is verified:
 * the shopper has no orders to see, not everyone's.
 */
export function ordersOfAccount(account: ShopperAccountRow): SQL | null {
  const conditions: SQL[] = [];
  if (account.phone && account.phoneVerifiedAt) {
    conditions.push(eq(orders.customerPhone, account.phone));
  }
  if (account.email && account.emailVerifiedAt) {
    conditions.push(sql`lower(${orders.customerEmail}) = ${account.email.toLowerCase()}`);
  }
  return conditions.length === 0 ? null : (or(...conditions) ?? null);
}

// Table names spelled out: inside a subquery Drizzle would leave the columns unqualified, and
// "id" would then be the line's, not the order's.
const itemCountSql = sql<number>`(
  select coalesce(sum(line.quantity), 0)::int from ${orderItems} as line
  where line.order_id = ${orders}.id
)`;

/** "My orders": newest first, a page at a time. */
export async function listShopperOrders(
  db: Db,
  account: ShopperAccountRow,
  page: number,
): Promise<{ orders: AccountOrder[]; pagination: Pagination }> {
  const owned = ordersOfAccount(account);
  if (!owned) return { orders: [], pagination: paginationOf(page, ACCOUNT_ORDERS_PAGE_SIZE, 0) };
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        orderNumber: orders.orderNumber,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        createdAt: orders.createdAt,
        totalHalalas: orders.totalHalalas,
        itemCount: itemCountSql,
        customerEmail: orders.customerEmail,
      })
      .from(orders)
      .where(owned)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ACCOUNT_ORDERS_PAGE_SIZE)
      .offset((page - 1) * ACCOUNT_ORDERS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(owned),
  ]);
  return {
    orders: rows.map((row) => ({
      orderNumber: row.orderNumber,
      status: row.status,
      paymentStatus: row.paymentStatus,
      paymentMethod: row.paymentMethod,
      createdAt: row.createdAt.toISOString(),
      total: halalasToSar(row.totalHalalas),
      currency: 'SAR',
      itemCount: Number(row.itemCount),
      lookupEmail: row.customerEmail,
    })),
    pagination: paginationOf(page, ACCOUNT_ORDERS_PAGE_SIZE, Number(counted?.total ?? 0)),
  };
}

/** The email one of the shopper's orders was placed with, or null when the order is not theirs. */
export async function shopperOrderEmail(
  db: Db,
  account: ShopperAccountRow,
  orderNumber: string,
): Promise<string | null> {
  const owned = ordersOfAccount(account);
  if (!owned) return null;
  const [found] = await db
    .select({ email: orders.customerEmail })
    .from(orders)
    .where(and(eq(orders.orderNumber, normalizeOrderNumber(orderNumber)), owned));
  return found?.email ?? null;
}

import { and, eq, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { orders } from './orders.table.ts';

/**
 * Which orders a merchant counts as money earned (dashboard revenue, a customer's total spent):
 * not cancelled, payment neither failed nor refunded, and an online order only once it is paid.
 * A cash-on-delivery order counts from the moment it is placed: the cash is due on delivery.
 */
export const countsAsRevenue: SQL = and(
  ne(orders.status, 'cancelled'),
  notInArray(orders.paymentStatus, ['failed', 'refunded']),
  or(eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'paid')),
)!;

/** `sum(total)` over the orders that count, in halalas (0 when none). */
export const revenueHalalasSql = sql<number>`coalesce(sum(${orders.totalHalalas}) filter (where ${countsAsRevenue}), 0)::int`;
/** `count(*)` of the orders that count. */
export const revenueOrdersSql = sql<number>`(count(*) filter (where ${countsAsRevenue}))::int`;

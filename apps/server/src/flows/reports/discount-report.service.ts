import { and, desc, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { halalasToSar } from '@store/shared/money';
import type { DiscountReport } from '@store/shared/schemas/promotions';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { countsAsRevenue } from '../../modules/orders/index.ts';
import { addStoreDays, storeDayEnd, storeDayOf, storeDayStart } from '../../time/store-calendar.ts';

const int = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::int`;

/**
 * Sales before and after discount codes over Riyadh days (both included; the last 30 days by
 * default), and each code's orders, discounts and revenue, from the orders themselves: the same
 * orders, and the same amounts, as the dashboard's revenue.
 */
export async function discountReport(
  db: Db,
  query: { from?: string; to?: string },
  now: Date = new Date(),
): Promise<DiscountReport> {
  const to = query.to ?? storeDayOf(now);
  const from = query.from ?? addStoreDays(to, -29);
  const inRange = and(
    countsAsRevenue,
    gte(orders.createdAt, storeDayStart(from)),
    lt(orders.createdAt, storeDayEnd(to)),
  );
  const sums = {
    orders: sql<number>`count(*)::int`,
    discounts: int(sql`sum(${orders.discountHalalas})`),
    shippingWaived: int(sql`sum(${orders.shippingDiscountHalalas})`),
    revenue: int(sql`sum(${orders.totalHalalas})`),
  };
  const [[all], perCode] = await Promise.all([
    db
      .select({
        ...sums,
        withCode: sql<number>`(count(*) filter (where ${orders.discountCode} is not null))::int`,
      })
      .from(orders)
      .where(inRange),
    db
      .select({ code: orders.discountCode, ...sums })
      .from(orders)
      .where(and(inRange, isNotNull(orders.discountCode)))
      .groupBy(orders.discountCode)
      .orderBy(desc(sums.revenue), orders.discountCode),
  ]);
  const discounts = all?.discounts ?? 0;
  const shippingWaived = all?.shippingWaived ?? 0;
  const revenue = all?.revenue ?? 0;
  return {
    from,
    to,
    orders: all?.orders ?? 0,
    ordersWithCode: all?.withCode ?? 0,
    salesBeforeDiscounts: halalasToSar(revenue + discounts + shippingWaived),
    discounts: halalasToSar(discounts),
    shippingWaived: halalasToSar(shippingWaived),
    salesAfterDiscounts: halalasToSar(revenue),
    codes: perCode.map((row) => ({
      code: row.code!,
      orders: row.orders,
      discounts: halalasToSar(row.discounts),
      shippingWaived: halalasToSar(row.shippingWaived),
      revenue: halalasToSar(row.revenue),
    })),
  };
}

import { asc, desc, gte, lte, sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '@store/shared/constants';
import { halalasToSar } from '@store/shared/money';
import { STORE_TIME_ZONE, STORE_UTC_OFFSET_MINUTES } from '@store/shared/schemas/admin-orders';
import {
  DASHBOARD_PERIOD_DAYS,
  DASHBOARD_PERIODS,
  type Dashboard,
  type PeriodFigures,
} from '@store/shared/schemas/dashboard';
import { ORDER_STATUSES, type OrderStatus } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import { orders, products, refunds } from '../../db/schema.ts';
import {
  countsAsRevenue,
  orderSummaryColumns,
  revenueOrdersSql,
  toOrderSummary,
  type SummaryRow,
} from '../../modules/orders/index.ts';
import { addStoreDays, storeDayOf, storeDayStart } from '../../time/store-calendar.ts';

const SERIES_DAYS = 30;
const RECENT_ORDERS = 8;
const LOW_STOCK_LIMIT = 12;

function figures(revenueHalalas: number, count: number): PeriodFigures {
  return {
    revenue: halalasToSar(revenueHalalas),
    orders: count,
    averageOrderValue: count === 0 ? 0 : halalasToSar(Math.round(revenueHalalas / count)),
  };
}

/** What the shopper got back of an order: its refunds the provider made, in halalas. */
const refundedHalalasSql = sql<number>`coalesce((select sum(${refunds.amountHalalas}) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'succeeded'), 0)`;

/**
 * Revenue net of partial refunds: an order refunded in full no longer counts at all
 * (`countsAsRevenue`), one refunded in part counts for what the store kept.
 */
const netRevenueHalalasSql = sql<number>`coalesce(sum(${orders.totalHalalas} - ${refundedHalalasSql}) filter (where ${countsAsRevenue}), 0)::int`;

/** The store day (Riyadh) of an order, as YYYY-MM-DD text. */
const storeDaySql = sql<string>`to_char((${orders.createdAt} + ${sql.raw(`interval '${STORE_UTC_OFFSET_MINUTES} minutes'`)}) at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The dashboard's figures as of `now`. Periods end today (a Riyadh day) and reach back 1, 7 and 30
 * days, today included; revenue follows `countsAsRevenue`, less what was refunded of it.
 */
export async function getDashboard(db: Db, now: Date = new Date()): Promise<Dashboard> {
  const today = storeDayOf(now);
  const seriesStart = addStoreDays(today, -(SERIES_DAYS - 1));
  const [daily, byStatus, recent, lowStock] = await Promise.all([
    db
      .select({ day: storeDaySql, revenue: netRevenueHalalasSql, orders: revenueOrdersSql })
      .from(orders)
      .where(gte(orders.createdAt, storeDayStart(seriesStart)))
      .groupBy(storeDaySql),
    db
      .select({ status: orders.status, count: sql<number>`count(*)::int` })
      .from(orders)
      .groupBy(orders.status),
    db
      .select(orderSummaryColumns)
      .from(orders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RECENT_ORDERS),
    db
      .select({
        id: products.id,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
        images: products.images,
        stock: products.stock,
        isActive: products.isActive,
      })
      .from(products)
      .where(lte(products.stock, LOW_STOCK_THRESHOLD))
      .orderBy(asc(products.stock), asc(products.nameEn))
      .limit(LOW_STOCK_LIMIT),
  ]);

  const byDay = new Map(daily.map((row) => [row.day, row]));
  const revenueSeries = Array.from({ length: SERIES_DAYS }, (_, index) => {
    const date = addStoreDays(seriesStart, index);
    const row = byDay.get(date);
    return {
      date,
      revenueHalalas: Number(row?.revenue ?? 0),
      orders: Number(row?.orders ?? 0),
    };
  });
  const periodOf = (days: number) => {
    const slice = revenueSeries.slice(SERIES_DAYS - days);
    return figures(
      slice.reduce((sum, point) => sum + point.revenueHalalas, 0),
      slice.reduce((sum, point) => sum + point.orders, 0),
    );
  };
  const periods = Object.fromEntries(
    DASHBOARD_PERIODS.map((period) => [period, periodOf(DASHBOARD_PERIOD_DAYS[period])]),
  ) as Dashboard['periods'];
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of byStatus) ordersByStatus[row.status] = Number(row.count);

  return {
    periods,
    ordersByStatus,
    revenueSeries: revenueSeries.map((point) => ({
      date: point.date,
      revenue: halalasToSar(point.revenueHalalas),
      orders: point.orders,
    })),
    recentOrders: recent.map((row) => toOrderSummary(row as SummaryRow)),
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    lowStockProducts: lowStock.map((product) => ({
      id: product.id,
      name: { en: product.nameEn, ar: product.nameAr },
      image: product.images[0]?.url ?? null,
      stock: product.stock,
      isActive: product.isActive,
    })),
    timeZone: STORE_TIME_ZONE,
    generatedAt: now.toISOString(),
  };
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { payments, products, refunds } from '../../db/schema.ts';
import { insertOrder } from '../../modules/orders/testing.ts';
import { storeDayOf, storeDayStart, addStoreDays } from '../../time/store-calendar.ts';
import { getDashboard } from './dashboard.service.ts';

let ctx: TestContext;
let users: AdminTestHeaders;
/** 14:00 in Riyadh on 15 June 2025. */
const now = new Date('2025-06-15T11:00:00Z');
const at = (daysAgo: number, riyadhHour: number) =>
  new Date(
    storeDayStart(addStoreDays(storeDayOf(now), -daysAgo)).getTime() + riyadhHour * 3_600_000,
  );

beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInTestUsers(ctx.app, ctx.database.db);
  const db = ctx.database.db;
  // Today (Riyadh): 100 COD + 300 paid PayPal count; an unpaid PayPal order and a cancelled one do not.
  await insertOrder(db, { totalHalalas: 10000, createdAt: at(0, 0.5) }); // 00:30 Riyadh = 21:30 UTC the day before
  await insertOrder(db, {
    totalHalalas: 30000,
    paymentMethod: 'paypal',
    paymentStatus: 'paid',
    status: 'confirmed',
    createdAt: at(0, 9),
  });
  await insertOrder(db, {
    totalHalalas: 99900,
    paymentMethod: 'paypal',
    paymentStatus: 'pending',
    createdAt: at(0, 10),
  });
  await insertOrder(db, { totalHalalas: 99900, status: 'cancelled', createdAt: at(0, 11) });
  // Yesterday at 23:30 Riyadh (still "today" in UTC terms would be wrong): 200.
  await insertOrder(db, { totalHalalas: 20000, status: 'shipped', createdAt: at(1, 23.5) });
  // 6 days ago: 50 delivered COD; refunded PayPal does not count.
  await insertOrder(db, {
    totalHalalas: 5000,
    status: 'delivered',
    paymentStatus: 'paid',
    createdAt: at(6, 12),
  });
  await insertOrder(db, {
    totalHalalas: 99900,
    paymentMethod: 'paypal',
    paymentStatus: 'refunded',
    status: 'cancelled',
    createdAt: at(6, 13),
  });
  // 3 days ago: 300 paid with Moyasar, 50 refunded, so 250 kept; a refused and a pending refund
  // take nothing off.
  const partly = await insertOrder(db, {
    totalHalalas: 30000,
    paymentMethod: 'moyasar',
    paymentStatus: 'paid',
    status: 'confirmed',
    createdAt: at(3, 12),
  });
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: partly.id,
      provider: 'moyasar',
      status: 'captured',
      amountHalalas: 30000,
      settlementCurrency: 'SAR',
      settlementRate: '1',
      chargedAmountMinor: 30000,
    })
    .returning();
  await db.insert(refunds).values(
    (['succeeded', 'failed', 'pending'] as const).map((status, index) => ({
      orderId: partly.id,
      paymentId: payment!.id,
      provider: 'moyasar',
      amountHalalas: [5000, 2000, 1000][index]!,
      settlementAmountMinor: [5000, 2000, 1000][index]!,
      status,
      idempotencyKey: `dashboard-${status}`,
    })),
  );
  // 7 days ago (outside the 7 days, inside 30): 1000.
  await insertOrder(db, { totalHalalas: 100000, status: 'processing', createdAt: at(7, 12) });
  // 29 days ago: 150; 30 days ago: outside everything.
  await insertOrder(db, { totalHalalas: 15000, createdAt: at(29, 1) });
  await insertOrder(db, { totalHalalas: 77700, createdAt: at(30, 12) });
  await db
    .update(products)
    .set({ stock: 0 })
    .where(eq(products.id, (await db.select({ id: products.id }).from(products).limit(1))[0]!.id));
});
afterAll(() => ctx.close());

describe('dashboard figures', () => {
  it('sums revenue, orders and average order value per Riyadh period', async () => {
    const dashboard = await getDashboard(ctx.database.db, now);
    expect(dashboard.periods).toEqual({
      today: { revenue: 400, orders: 2, averageOrderValue: 200 },
      last7Days: { revenue: 900, orders: 5, averageOrderValue: 180 },
      last30Days: { revenue: 2050, orders: 7, averageOrderValue: 292.86 },
    });
  });

  it('counts orders by status over all orders', async () => {
    const { ordersByStatus } = await getDashboard(ctx.database.db, now);
    expect(ordersByStatus).toEqual({
      pending: 4,
      confirmed: 2,
      processing: 1,
      ready: 0,
      shipped: 1,
      out_for_delivery: 0,
      delivered: 1,
      cancelled: 2,
      returned: 0,
    });
  });

  it('gives a daily series of the last 30 Riyadh days, oldest first, zero-filled', async () => {
    const { revenueSeries } = await getDashboard(ctx.database.db, now);
    expect(revenueSeries).toHaveLength(30);
    expect(revenueSeries[0]).toEqual({ date: '2025-05-17', revenue: 150, orders: 1 });
    expect(revenueSeries.at(-1)).toEqual({ date: '2025-06-15', revenue: 400, orders: 2 });
    expect(revenueSeries.at(-2)).toEqual({ date: '2025-06-14', revenue: 200, orders: 1 });
    expect(revenueSeries.at(-3)).toEqual({ date: '2025-06-13', revenue: 0, orders: 0 });
    expect(revenueSeries.at(-4)).toEqual({ date: '2025-06-12', revenue: 250, orders: 1 });
  });

  it('lists recent orders and low-stock products (stock ≤ 5), lowest first', async () => {
    const dashboard = await getDashboard(ctx.database.db, now);
    expect(dashboard.recentOrders.length).toBeGreaterThan(0);
    expect(dashboard.recentOrders[0]!.createdAt >= dashboard.recentOrders.at(-1)!.createdAt).toBe(
      true,
    );
    expect(dashboard.lowStockThreshold).toBe(5);
    expect(dashboard.lowStockProducts[0]!.stock).toBe(0);
    expect(dashboard.lowStockProducts.every((p) => p.stock <= 5)).toBe(true);
    const stocks = dashboard.lowStockProducts.map((p) => p.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
  });
});

describe('GET /api/admin/dashboard', () => {
  it('answers the figures to an admin', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/dashboard', headers: users.admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.timeZone).toBe('Asia/Riyadh');
    expect(data.revenueSeries).toHaveLength(30);
    expect(Object.keys(data.ordersByStatus)).toHaveLength(9);
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/admin/dashboard', headers: users.customer })).statusCode,
    ).toBe(403);
  });
});

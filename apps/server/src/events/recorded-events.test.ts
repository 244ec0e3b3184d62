import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInTestUsers, type AdminTestHeaders } from '../test/admin-session.ts';
import { codOrderBody, insertProduct } from '../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { domainEvents } from './events.table.ts';

/** Stock and content changes record their events with the change (order events: order-events.test.ts). */
let ctx: TestContext;
let users: AdminTestHeaders;

beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInTestUsers(ctx.app, ctx.database.db);
}, 60_000);
afterAll(() => ctx.close());
beforeEach(() => ctx.database.db.execute(sql`truncate domain_events`));

async function recorded(type: string) {
  const rows = await ctx.database.db.select().from(domainEvents).orderBy(asc(domainEvents.id));
  return rows.filter((row) => row.type === type).map((row) => row.payload);
}

function admin(method: 'PATCH' | 'PUT' | 'POST', url: string, payload: object) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: users.admin, payload });
}

describe('product.stock-changed', () => {
  it('is recorded when an order reserves stock and when it is cancelled and gives it back', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: codOrderBody(product.id, 2),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await recorded('product.stock-changed')).toEqual([
      { productIds: [product.id], reason: 'reserved' },
    ]);

    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders?search=${placed.json().data.orderNumber}`,
      headers: users.admin,
    });
    const orderId = order.json().data[0]._id ?? order.json().data[0].id;
    const cancelled = await admin('POST', `/admin/orders/${orderId}/status`, {
      status: 'cancelled',
      note: '',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await recorded('product.stock-changed')).at(-1)).toEqual({
      productIds: [product.id],
      reason: 'returned',
    });
  });

  it('is recorded when an administrator sets stock, one product or many', async () => {
    const [a, b] = [
      await insertProduct(ctx.database.db, { stock: 1 }),
      await insertProduct(ctx.database.db, { stock: 1 }),
    ];
    expect((await admin('PATCH', `/products/${a.id}/stock`, { stock: 9 })).statusCode).toBe(200);
    const bulk = await admin('PATCH', '/products/bulk/stock', {
      updates: [
        { id: a.id, stock: 3 },
        { id: b.id, stock: 4 },
        { id: '00000000-0000-4000-8000-000000000000', stock: 1 },
      ],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await recorded('product.stock-changed')).toEqual([
      { productIds: [a.id], reason: 'set' },
      { productIds: [a.id, b.id], reason: 'set' },
    ]);
  });

  it('is not recorded when the order is refused', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 1 });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: codOrderBody(product.id, 2),
    });
    expect(refused.statusCode).toBe(409);
    expect(await recorded('product.stock-changed')).toEqual([]);
  });
});

describe('content.published', () => {
  it('is recorded with the section and its new version when content is saved', async () => {
    const hero = (await ctx.app.inject({ method: 'GET', url: '/api/homepage' })).json().data.hero;
    const saved = await admin('PUT', '/homepage/hero', hero);
    expect(saved.statusCode, saved.body).toBe(200);
    const [event] = await recorded('content.published');
    expect(event).toMatchObject({ section: 'homepage', version: expect.any(Number) });
  });
});

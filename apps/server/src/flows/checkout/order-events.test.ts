import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainEvents } from '../../events/events.table.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { codOrderBody, insertProduct, orderByNumber } from '../../test/checkout-support.ts';

let ctx: TestContext;
let users: AdminTestHeaders;

beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInTestUsers(ctx.app, ctx.database.db);
}, 60_000);
afterAll(() => ctx.close());
beforeEach(() => ctx.database.db.execute(sql`truncate domain_events`));

async function placeCod() {
  const product = await insertProduct(ctx.database.db, { stock: 5 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: codOrderBody(product.id),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (await orderByNumber(ctx.database.db, res.json().data.orderNumber)).order;
}

async function moveTo(orderId: string, status: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: users.admin,
    payload: { status, note: '' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function events() {
  const rows = await ctx.database.db.select().from(domainEvents).orderBy(asc(domainEvents.id));
  // Stock events come with these changes too (recorded-events.test.ts); these are the order's.
  return rows
    .filter((row) => row.type.startsWith('order.'))
    .map((row) => ({ type: row.type, ...row.payload }));
}

describe('order events', () => {
  it('are recorded with each change of a cash-on-delivery order, in its transaction', async () => {
    const order = await placeCod();
    const about = { orderId: order.id, orderNumber: order.orderNumber, paymentMethod: 'cod' };
    expect(await events()).toEqual([{ type: 'order.placed', ...about, status: 'pending' }]);

    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
      await moveTo(order.id, status);
    }
    expect(await events()).toEqual([
      { type: 'order.placed', ...about, status: 'pending' },
      { type: 'order.confirmed', ...about, status: 'confirmed' },
      { type: 'order.shipped', ...about, status: 'shipped' },
      { type: 'order.delivered', ...about, status: 'delivered' },
      // Cash collected at the door: the order is paid once delivered.
      { type: 'order.paid', ...about, status: 'delivered' },
    ]);
  });

  it('tell of a cancellation once', async () => {
    const order = await placeCod();
    await moveTo(order.id, 'cancelled');
    const types = (await events()).map((event) => event.type);
    expect(types).toEqual(['order.placed', 'order.cancelled']);
  });

  it('are not recorded when the change is refused', async () => {
    const order = await placeCod();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: users.admin,
      payload: { status: 'delivered', note: '' },
    });
    expect(refused.statusCode).toBe(409);
    expect((await events()).map((event) => event.type)).toEqual(['order.placed']);
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { cancelUnpaidOrder } from './cancel-order.ts';
import {
  changeSettings,
  customer,
  insertProduct,
  orderByNumber,
  stockOf,
  temporaryDataDir,
} from '../../test/checkout-support.ts';

let ctx: TestContext;
const data = temporaryDataDir();

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: data.dir } });
  // Hundreds of orders here; their emails are not what this file tests.
  await changeSettings(ctx.database.db, (s) => ({
    ...s,
    emailSettings: {
      ...s.emailSettings,
      enableNotifications: false,
      enableCustomerConfirmation: false,
    },
  }));
});
afterAll(async () => {
  await ctx.close();
  data.remove();
});

function order(items: { productId: string; quantity: number }[]) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { items, customerInfo: customer, paymentMethod: 'cod' },
  });
}

async function ordersOf(productId: string): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      inArray(
        orders.id,
        ctx.database.db
          .select({ id: orderItems.orderId })
          .from(orderItems)
          .where(eq(orderItems.productId, productId)),
      ),
    );
  return rows.length;
}

describe('stock under concurrent orders', () => {
  it('50 simultaneous orders for a product with stock 5 make exactly 5 orders and stock 0', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => order([{ productId: product.id, quantity: 1 }])),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().code).toBe('OUT_OF_STOCK');
    }
    expect(await stockOf(ctx.database.db, product.id)).toBe(0);
    expect(await ordersOf(product.id)).toBe(5);
  });

  it('orders crossing the same two products in opposite order neither deadlock nor oversell', async () => {
    const a = await insertProduct(ctx.database.db, { stock: 7 });
    const b = await insertProduct(ctx.database.db, { stock: 7 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order(
          i % 2 === 0
            ? [
                { productId: a.id, quantity: 1 },
                { productId: b.id, quantity: 1 },
              ]
            : [
                { productId: b.id, quantity: 1 },
                { productId: a.id, quantity: 1 },
              ],
        ),
      ),
    );
    const placed = answers.filter((res) => res.statusCode === 201).length;
    expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
    expect(placed).toBe(7);
    expect(await stockOf(ctx.database.db, a.id)).toBe(0);
    expect(await stockOf(ctx.database.db, b.id)).toBe(0);
  });

  it('a cancelled order returns its stock once, however many cancel it at the same time', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 4 });
    const res = await order([{ productId: product.id, quantity: 3 }]);
    const { order: placed } = await orderByNumber(ctx.database.db, res.json().data.orderNumber);
    expect(await stockOf(ctx.database.db, product.id)).toBe(1);

    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        cancelUnpaidOrder(ctx.database.db, placed.id, { note: 'test', paymentStatus: 'pending' }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await stockOf(ctx.database.db, product.id)).toBe(4);
    const [row] = await ctx.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, placed.id), eq(orders.status, 'cancelled')));
    expect(row?.stockReleasedAt).toBeInstanceOf(Date);
  });
});

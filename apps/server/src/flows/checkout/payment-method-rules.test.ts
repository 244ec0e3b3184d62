import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_SETTING_PROBLEMS } from '@store/shared/schemas/payment-providers';
import { orders } from '../../db/schema.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { codOrderBody, customer, insertProduct, stockOf } from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * Every method's switch and limits, as the admin saves them: what the storefront is offered, and
 * what placing an order accepts, whatever the page still offered (issue 17).
 */
let ctx: TestContext;
let users: AdminTestHeaders;
let product: { id: string };
/** What one of the product costs the shopper, in SAR and in halalas. */
let priceSar: number;
let totalHalalas: number;

beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInTestUsers(ctx.app, ctx.database.db);
  product = await insertProduct(ctx.database.db, { stock: 50, priceHalalas: 20000 });
  priceSar = (await ctx.app.inject(`/api/products/${product.id}`)).json().data.price as number;
  totalHalalas = Math.round(priceSar * 100);
});
afterAll(() => ctx?.close());

async function offered() {
  const res = await ctx.app.inject('/api/public/payment-methods');
  expect(res.statusCode).toBe(200);
  return res.json().data.methods as Record<string, unknown>[];
}

async function saveMethods(methods: object[]) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/payments/providers/methods',
    headers: users.admin,
    payload: { methods },
  });
  return { status: res.statusCode, body: res.json() };
}

const rule = (method: string, change: object = {}) => ({
  method,
  enabled: true,
  minHalalas: null,
  maxHalalas: null,
  ...change,
});

async function orderCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(orders);
  return row!.n;
}

/** Starts paying `quantity` of the product online with `method`, as the storefront does. */
async function payOnline(method: 'moyasar' | 'paypal' | 'tabby', quantity = 1, language = 'en') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: method === 'paypal' ? '/api/paypal/orders' : `/api/${method}/payments`,
    payload: {
      amount: priceSar * quantity,
      currency: 'SAR',
      orderData: {
        items: [{ productId: product.id, quantity }],
        customerInfo: customer,
        paymentMethod: method,
        language,
      },
    },
  });
  return { status: res.statusCode, body: res.json() };
}

async function payCash(language: 'en' | 'ar' = 'en') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: codOrderBody(product.id, 1, language),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('payment methods on offer', () => {
  it('are all offered, without limits, before the admin saves any', async () => {
    expect(await offered()).toEqual([
      {
        method: 'moyasar',
        simulated: true,
        marks: ['mada', 'visa', 'master', 'applepay', 'stcpay'],
      },
      { method: 'tabby', simulated: true },
      { method: 'paypal', simulated: true },
      { method: 'cod' },
    ]);
  });

  it('follow the switches, limits and marks saved, at once', async () => {
    const saved = await saveMethods([
      rule('cod', { enabled: false }),
      rule('moyasar', { minHalalas: totalHalalas + 1 }),
      rule('paypal', { maxHalalas: totalHalalas - 1 }),
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.methods).toEqual([
      rule('paypal', { maxHalalas: totalHalalas - 1 }),
      rule('moyasar', { minHalalas: totalHalalas + 1 }),
      rule('tabby'),
      rule('cod', { enabled: false }),
    ]);
    const marks = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/payments/providers/moyasar',
      headers: users.admin,
      payload: { mode: 'simulator', marks: ['mada', 'applepay'] },
    });
    expect(marks.statusCode).toBe(200);

    expect(await offered()).toEqual([
      {
        method: 'moyasar',
        simulated: true,
        marks: ['mada', 'applepay'],
        minHalalas: totalHalalas + 1,
      },
      { method: 'tabby', simulated: true },
      { method: 'paypal', simulated: true, maxHalalas: totalHalalas - 1 },
    ]);
  });
});

describe('placing an order', () => {
  it('is refused for a method switched off, in the shopper’s language, and nothing is kept', async () => {
    const [ordersBefore, stockBefore] = [
      await orderCount(),
      await stockOf(ctx.database.db, product.id),
    ];
    const en = await payCash('en');
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      message: 'This payment method is not available. Please choose another one.',
    });
    const ar = await payCash('ar');
    expect(ar.body.message).toBe('طريقة الدفع هذه غير متاحة. يرجى اختيار طريقة أخرى.');
    expect(await orderCount()).toBe(ordersBefore);
    expect(await stockOf(ctx.database.db, product.id)).toBe(stockBefore);
  });

  it('is refused for a total below the minimum or above the maximum, and taken within', async () => {
    const [ordersBefore, stockBefore] = [
      await orderCount(),
      await stockOf(ctx.database.db, product.id),
    ];
    const belowMin = await payOnline('moyasar', 1);
    expect(belowMin.status).toBe(409);
    expect(belowMin.body.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const aboveMax = await payOnline('paypal', 1, 'ar');
    expect(aboveMax.status).toBe(409);
    expect(aboveMax.body.message).toBe('طريقة الدفع هذه غير متاحة. يرجى اختيار طريقة أخرى.');
    expect(await orderCount()).toBe(ordersBefore);
    expect(await stockOf(ctx.database.db, product.id)).toBe(stockBefore);

    const withinMin = await payOnline('moyasar', 2);
    expect(withinMin.status, JSON.stringify(withinMin.body)).toBe(201);
    expect(await orderCount()).toBe(ordersBefore + 1);
  });

  it('takes the limits as inclusive', async () => {
    expect(
      (await saveMethods([rule('paypal', { minHalalas: totalHalalas, maxHalalas: totalHalalas })]))
        .status,
    ).toBe(200);
    const exact = await payOnline('paypal', 1);
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
  });

  it('is refused for Tabby switched off, like any method', async () => {
    expect((await saveMethods([rule('tabby', { enabled: false })])).status).toBe(200);
    expect((await offered()).map((offer) => offer.method)).not.toContain('tabby');
    const tabby = await payOnline('tabby', 1);
    expect(tabby.status).toBe(409);
    expect(tabby.body.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });

  it('is taken again once the method is switched back on', async () => {
    expect((await saveMethods([rule('cod')])).status).toBe(200);
    expect((await payCash()).status).toBe(201);
  });
});

describe('PUT /api/admin/payments/providers/methods', () => {
  it('refuses a maximum below the minimum, or a method twice, on the field', async () => {
    const before = (
      await ctx.app.inject({ url: '/api/admin/payments/providers', headers: users.admin })
    ).json().data.methods;
    const inverted = await saveMethods([rule('moyasar', { minHalalas: 5000, maxHalalas: 4999 })]);
    expect(inverted.status).toBe(400);
    expect(inverted.body.errors).toEqual([
      { field: 'methods.0.maxHalalas', message: PROVIDER_SETTING_PROBLEMS.maxBelowMin },
    ]);
    const twice = await saveMethods([rule('cod'), rule('cod', { enabled: false })]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([
      { field: 'methods', message: PROVIDER_SETTING_PROBLEMS.repeatedMethod },
    ]);
    const fractional = await saveMethods([rule('cod', { minHalalas: 10.5 })]);
    expect(fractional.status).toBe(400);
    const after = (
      await ctx.app.inject({ url: '/api/admin/payments/providers', headers: users.admin })
    ).json().data.methods;
    expect(after).toEqual(before);
  });

  it('is for admins only', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/payments/providers/methods',
      payload: { methods: [rule('cod', { enabled: false })] },
    });
    expect(res.statusCode).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, paymentEvents, payments } from '../../db/schema.ts';
import { FakeTabby } from '../../modules/payments/testing.ts';
import { customer, insertProduct, orderByNumber, stockOf } from '../../test/checkout-support.ts';
import { signInTestUsers } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { expirePendingOrders } from './expire-pending-orders.ts';

// The real app and the real Tabby client, against a local fake speaking Tabby's HTTP (TABBY.md).
const WEBHOOK_SECRET = 'tabby-webhook-test-secret';
const HEADER = { title: 'X-Store-Webhook-Secret', value: WEBHOOK_SECRET };
let ctx: TestContext;
let fake: FakeTabby;

beforeAll(async () => {
  fake = await new FakeTabby().start();
  ctx = await createTestApp({
    env: {
      TABBY_SECRET_KEY: fake.secretKey,
      TABBY_MERCHANT_CODE: fake.merchantCode,
      TABBY_BASE_URL: fake.url,
      TABBY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.stop();
});

async function orderOf(orderNumber: string) {
  const found = await orderByNumber(ctx.database.db, orderNumber);
  return found!.order;
}

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, body: res.json() };
}

function start(
  productId: string,
  amount: number,
  quantity: number,
  language: 'en' | 'ar',
  buyer: Partial<typeof customer> = {},
) {
  return post('/api/tabby/payments', {
    amount,
    currency: 'SAR',
    orderData: {
      items: [{ productId, quantity }],
      customerInfo: { ...customer, ...buyer },
      paymentMethod: 'tabby',
      language,
    },
  });
}

/** A product with its stock, and a Tabby payment started for `quantity` of it. */
async function started(quantity = 1, stock = 5, language: 'en' | 'ar' = 'en', buyer = {}) {
  const product = await insertProduct(ctx.database.db, { stock, priceHalalas: 10000 });
  const price = (await ctx.app.inject(`/api/products/${product.id}`)).json().data.price as number;
  const { status, body } = await start(product.id, price * quantity, quantity, language, buyer);
  expect(status, JSON.stringify(body)).toBe(201);
  const orderNumber = body.data.orderNumber as string;
  const [row] = await ctx.database.db
    .select()
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.orderNumber, orderNumber));
  return {
    product,
    orderNumber,
    redirectUrl: body.data.redirectUrl as string,
    paymentId: row!.payments.providerOrderId!,
    total: row!.payments.amountHalalas,
  };
}

function confirm(orderNumber: string, occasion: 'return' | 'leave', language = 'en') {
  return post(
    '/api/tabby/payments/confirm',
    { order: orderNumber, occasion },
    { 'accept-language': language },
  );
}

/** Tabby's webhook for the payment as the fake would send it, with the header given. */
async function webhook(paymentId: string, header?: { title: string; value: string }) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/tabby/webhook',
    headers: {
      'content-type': 'application/json',
      ...(header ? { [header.title]: header.value } : {}),
    },
    payload: JSON.stringify(fake.webhookBody(fake.payments.get(paymentId)!)),
  });
  return res.statusCode;
}

describe('paying later with Tabby', () => {
  it('is offered as a method of its own, not simulated when keys are set', async () => {
    const res = await ctx.app.inject('/api/public/payment-methods');
    expect(res.json().data.methods).toContainEqual(
      expect.objectContaining({ method: 'tabby', simulated: false }),
    );
  });

  it('opens a session for the server’s total with the buyer and lines, naming the order', async () => {
    const { orderNumber, paymentId, redirectUrl, total, product } = await started(2, 5, 'ar');
    const sent = JSON.parse(fake.calls('POST', '/api/v2/checkout').at(-1)!.body);
    expect(sent.payment.amount).toBe((total / 100).toFixed(2));
    expect(sent.payment.currency).toBe('SAR');
    expect(sent.payment.order.reference_id).toBe(orderNumber);
    expect(sent.payment.order.items).toEqual([
      expect.objectContaining({ quantity: 2, unit_price: '100.00', reference_id: product.id }),
    ]);
    expect(sent.payment.buyer).toMatchObject({ email: customer.email, name: 'Noura Al-Harbi' });
    expect(sent.lang).toBe('ar');
    expect(sent.merchant_code).toBe(fake.merchantCode);
    expect(sent.merchant_urls.success).toMatch(/\/payment\/return\?provider=tabby&order=/);
    expect(sent.merchant_urls.cancel).toMatch(/\/checkout\/cancel\?provider=tabby&order=/);
    expect(redirectUrl).toContain('/hpp/');
    expect(fake.payments.get(paymentId)!.status).toBe('CREATED');
    expect(await stockOf(ctx.database.db, product.id)).toBe(3);
  });

  it('shows Tabby’s own words when pre-scoring rejects the buyer, and releases the stock', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 4, priceHalalas: 10000 });
    const price = (await ctx.app.inject(`/api/products/${product.id}`)).json().data.price;
    const res = await start(product.id, price, 1, 'ar', { phone: '+966500000002' });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(
      'نأسف، تابي غير قادرة على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى.',
    );
    expect(await stockOf(ctx.database.db, product.id)).toBe(4);
  });

  it('explains an amount above the merchant’s Tabby limit', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 90, priceHalalas: 100_000 });
    const price = (await ctx.app.inject(`/api/products/${product.id}`)).json().data.price;
    const res = await start(product.id, price * 60, 60, 'en');
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/^This purchase is above your current spending limit/);
    expect(await stockOf(ctx.database.db, product.id)).toBe(90);
  });

  it('marks the order paid once Tabby authorises it, and captures only when it ships', async () => {
    const users = await signInTestUsers(ctx.app, ctx.database.db);
    const { orderNumber, paymentId, total } = await started(1, 5);
    fake.authorize(paymentId);
    const first = await confirm(orderNumber, 'return');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await confirm(orderNumber, 'return')).status).toBe(200);
    const order = await orderOf(orderNumber);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const paidLines = await ctx.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(paidLines.filter((line) => line.paymentStatus === 'paid')).toHaveLength(1);
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'captured', paidWith: 'tabby', provider: 'tabby' });

    await ctx.app.jobs.drain();
    expect(fake.calls('POST', `/api/v2/payments/${paymentId}/captures`)).toHaveLength(0);

    for (const status of ['processing', 'shipped'] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: users.admin,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await ctx.app.jobs.drain();
    const captures = fake.calls('POST', `/api/v2/payments/${paymentId}/captures`);
    expect(captures).toHaveLength(1);
    expect(JSON.parse(captures[0]!.body)).toEqual({
      amount: (total / 100).toFixed(2),
      reference_id: `capture-${payment!.id}`,
    });
    expect(fake.payments.get(paymentId)!.status).toBe('CLOSED');
    // The order page's timeline says so.
    const detail = await ctx.app.inject({
      url: `/api/admin/orders/${order.id}`,
      headers: users.admin,
    });
    const kinds = detail.json().data.paymentEvents.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['payment.started', 'payment.captured']));

    // The merchant refunds 30 SAR in Tabby's dashboard, which calls the same API; Tabby's
    // webhook tells the store, which records it once, by no admin.
    const refunded = await fetch(`${fake.url}/api/v2/payments/${paymentId}/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fake.secretKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: '30.00', reference_id: 'tabby-dashboard-1' }),
    });
    expect(refunded.status).toBe(200);
    expect(await webhook(paymentId, HEADER)).toBe(200);
    expect(await webhook(paymentId, HEADER)).toBe(200);
    const after = await ctx.app.inject({
      url: `/api/admin/orders/${order.id}`,
      headers: users.admin,
    });
    expect(after.json().data.refunds).toEqual([
      expect.objectContaining({
        amount: 30,
        status: 'succeeded',
        note: 'Refunded in Tabby',
        by: null,
      }),
    ]);
    expect(after.json().data.paymentStatus).toBe('paid');
  });

  it('ends a buyer Tabby rejects after the OTP with Tabby’s message, stock back', async () => {
    const { orderNumber, paymentId, product } = await started(1, 3, 'ar', {
      email: 'otp.rejected@tabby.ai',
    });
    expect(fake.authorize(paymentId)).toBe('REJECTED');
    const res = await confirm(orderNumber, 'return', 'ar');
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/^نأسف، تابي غير قادرة/);
    expect(await orderOf(orderNumber)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(ctx.database.db, product.id)).toBe(3);
  });

  it('gives the order up when the buyer comes back through the cancel URL', async () => {
    const { orderNumber, paymentId, product } = await started(1, 3);
    fake.expire(paymentId);
    const res = await confirm(orderNumber, 'leave');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'You aborted the payment. Please retry or choose another payment method.',
    );
    expect(await stockOf(ctx.database.db, product.id)).toBe(3);
  });

  it('settles from a genuine webhook once, and refuses a forged one', async () => {
    const { orderNumber, paymentId } = await started(1, 5);
    fake.authorize(paymentId);
    expect(await webhook(paymentId, { ...HEADER, value: 'forged' })).toBe(401);
    expect(await webhook(paymentId)).toBe(401);
    expect(await orderOf(orderNumber)).toMatchObject({ status: 'pending' });
    const both = await Promise.all([
      webhook(paymentId, HEADER),
      webhook(paymentId, HEADER),
      confirm(orderNumber, 'return').then((res) => res.status),
    ]);
    expect(both).toEqual([200, 200, 200]);
    const order = await orderOf(orderNumber);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const lines = await ctx.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(lines.filter((line) => line.paymentStatus === 'paid')).toHaveLength(1);
  });

  it('voids an authorisation Tabby reports after the order was given up', async () => {
    const { orderNumber, paymentId } = await started(1, 5);
    // The buyer closed Tabby's page; the order is given up while the payment is still open.
    expect((await confirm(orderNumber, 'leave')).status).toBe(409);
    fake.authorize(paymentId);
    expect(await webhook(paymentId, HEADER)).toBe(200);
    expect(fake.payments.get(paymentId)!.status).toBe('CLOSED');
    expect(fake.calls('POST', `/api/v2/payments/${paymentId}/captures`)).toHaveLength(0);
    const order = await orderOf(orderNumber);
    expect(order).toMatchObject({ status: 'cancelled' });
    const events = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id));
    expect(events.map((event) => event.kind)).toContain('payment.voided');
  });

  it('is reconciled when the buyer never came back: authorised → paid, open → cancelled', async () => {
    const paidOne = await started(1, 4);
    const unpaid = await started(1, 4);
    fake.authorize(paidOne.paymentId);
    const later = new Date(Date.now() + 31 * 60_000);
    const report = await expirePendingOrders(ctx.database.db, ctx.app.checkout, ctx.app.log, later);
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await orderOf(paidOne.orderNumber)).toMatchObject({ status: 'confirmed' });
    expect(await orderOf(unpaid.orderNumber)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(ctx.database.db, unpaid.product.id)).toBe(4);
  });

  describe('refunds from the admin', () => {
    async function paidOrder() {
      const { orderNumber, paymentId, total } = await started(1, 5);
      fake.authorize(paymentId);
      expect((await confirm(orderNumber, 'return')).status).toBe(200);
      return { order: await orderOf(orderNumber), paymentId, total };
    }
    async function refund(orderId: string, payload: object) {
      const users = await signInTestUsers(ctx.app, ctx.database.db);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refund`,
        headers: users.admin,
        payload,
      });
    }

    it('voids the whole authorisation before capture, and refuses a part of it', async () => {
      const { order, paymentId } = await paidOrder();
      const part = await refund(order.id, { amount: 10, idempotencyKey: 'tabby-part-1' });
      expect(part.statusCode).toBe(502);
      expect(part.json().message).toMatch(/Tabby refused the refund/);
      expect(fake.payments.get(paymentId)!.status).toBe('AUTHORIZED');

      const whole = await refund(order.id, { idempotencyKey: 'tabby-whole-1' });
      expect(whole.statusCode, whole.body).toBe(200);
      expect(whole.json().data).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled' });
      expect(fake.payments.get(paymentId)!.status).toBe('CLOSED');
      expect(fake.calls('POST', `/api/v2/payments/${paymentId}/refunds`)).toHaveLength(0);
      expect(fake.calls('POST', `/api/v2/payments/${paymentId}/captures`)).toHaveLength(0);
    });

    it('refunds part of a captured payment through Tabby, once per refund key', async () => {
      const { order, paymentId } = await paidOrder();
      const users = await signInTestUsers(ctx.app, ctx.database.db);
      for (const status of ['processing', 'shipped'] as const) {
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/status`,
          headers: users.admin,
          payload: { status },
        });
      }
      await ctx.app.jobs.drain();
      expect(fake.payments.get(paymentId)!.status).toBe('CLOSED');

      const first = await refund(order.id, { amount: 25.5, idempotencyKey: 'tabby-refund-a' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({ paymentStatus: 'paid', refundedAmount: 25.5 });
      const again = await refund(order.id, { amount: 25.5, idempotencyKey: 'tabby-refund-a' });
      expect(again.statusCode).toBe(200);
      const calls = fake.calls('POST', `/api/v2/payments/${paymentId}/refunds`);
      expect(calls).toHaveLength(1);
      expect(JSON.parse(calls[0]!.body)).toMatchObject({ amount: '25.50' });
    });
  });
});

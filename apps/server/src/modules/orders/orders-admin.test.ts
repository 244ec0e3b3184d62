import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS } from '@store/shared/schemas/admin-orders';
import { ORDER_STATUSES, type OrderStatus } from '@store/shared/schemas/orders';
import { customer, insertProduct, orderByNumber, stockOf } from '../../test/checkout-support.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import type { TestContext } from '../../test/test-app.ts';
import { auditLog, payments } from '../../db/schema.ts';
import type { FakePaypal } from '../payments/testing.ts';
import { insertOrder } from './admin-orders-test-support.ts';
import { orders } from './orders.table.ts';
import { useFakePaypalApp } from '../../test/fake-paypal-app.ts';

const paypal = useFakePaypalApp({ timeoutDelayMs: 800 });
let ctx: TestContext;
let fake: FakePaypal;
let users: AdminTestHeaders;
beforeAll(async () => {
  ({ ctx, fake } = paypal);
  users = await signInTestUsers(ctx.app, ctx.database.db);
});

type Inject = InjectOptions;

async function call(options: Inject, who: 'admin' | 'customer' | 'anonymous' = 'admin') {
  const headers = who === 'anonymous' ? {} : users[who];
  const res = await ctx.app.inject({ ...options, headers: { ...headers, ...options.headers } });
  return { status: res.statusCode, body: res.json() };
}

let emailCounter = 0;

/** A cash-on-delivery order placed through the storefront's API. */
async function placeCod(quantity = 2, stock = 10, info: Partial<typeof customer> = {}) {
  const product = await insertProduct(ctx.database.db, { stock, priceHalalas: 10000 });
  emailCounter++;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      items: [{ productId: product.id, quantity }],
      customerInfo: { ...customer, email: `cod${emailCounter}@example.com`, ...info },
      paymentMethod: 'cod',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const orderNumber = res.json().data.orderNumber as string;
  const { order } = await orderByNumber(ctx.database.db, orderNumber);
  return { product, order, email: order.customerEmail };
}

/** A PayPal order paid through the fake PayPal: created, approved by the buyer, captured. */
async function placePaidPaypal(quantity = 1, stock = 5) {
  const product = await insertProduct(ctx.database.db, { stock, priceHalalas: 37500 });
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/paypal/orders',
    payload: {
      amount: 375 * quantity,
      currency: 'SAR',
      orderData: {
        items: [{ productId: product.id, quantity }],
        customerInfo: customer,
        paymentMethod: 'paypal',
      },
    },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { token, orderNumber } = started.json().data;
  fake.approve(token);
  const captured = await ctx.app.inject({
    method: 'POST',
    url: `/api/paypal/orders/${token}/capture`,
  });
  expect(captured.statusCode, captured.body).toBe(200);
  const { order, payment } = await orderByNumber(ctx.database.db, orderNumber);
  expect(order.paymentStatus).toBe('paid');
  return { product, order, payment: payment! };
}

async function setStatus(id: string, status: OrderStatus, note?: string) {
  return call({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    payload: note === undefined ? { status } : { status, note },
  });
}

async function auditRows(entityId: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt));
}

async function lookup(orderNumber: string, email: string) {
  const res = await ctx.app.inject(
    `/api/orders/public/${orderNumber}?email=${encodeURIComponent(email)}`,
  );
  return res.json().data;
}

describe('admin order routes are for admins only', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const routes: Inject[] = [
    { method: 'GET', url: '/api/admin/orders' },
    { method: 'GET', url: `/api/admin/orders/${id}` },
    { method: 'GET', url: `/api/admin/orders/${id}/invoice` },
    { method: 'POST', url: `/api/admin/orders/${id}/status`, payload: { status: 'confirmed' } },
    { method: 'POST', url: `/api/admin/orders/${id}/refund`, payload: {} },
    { method: 'GET', url: '/api/admin/customers' },
    { method: 'GET', url: '/api/admin/customers/a%40example.com' },
    { method: 'GET', url: '/api/admin/dashboard' },
  ];
  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: 401 anonymous, 403 non-admin',
    async (_name, route) => {
      expect((await call(route, 'anonymous')).status).toBe(401);
      expect((await call(route, 'customer')).status).toBe(403);
    },
  );

  it('a refused write changes nothing', async () => {
    const { order } = await placeCod();
    await call(
      {
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        payload: { status: 'cancelled' },
      },
      'customer',
    );
    await call(
      {
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        payload: { status: 'cancelled' },
      },
      'anonymous',
    );
    const { order: after } = await orderByNumber(ctx.database.db, order.orderNumber);
    expect(after.status).toBe('pending');
    expect(after.stockReleasedAt).toBeNull();
  });
});

describe('GET /api/admin/orders', () => {
  it('lists newest first with the customer, total and item count, paginated', async () => {
    const a = await placeCod(2);
    const b = await placeCod(3);
    const { status, body } = await call({ url: '/api/admin/orders?limit=2' });
    expect(status).toBe(200);
    expect(body.pagination).toMatchObject({ page: 1, limit: 2, hasPrev: false });
    expect(body.pagination.total).toBeGreaterThanOrEqual(2);
    expect(body.data.map((o: { id: string }) => o.id)).toEqual([b.order.id, a.order.id]);
    expect(body.data[0]).toMatchObject({
      orderNumber: b.order.orderNumber,
      status: 'pending',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      customerName: 'Noura Al-Harbi',
      email: b.email,
      phone: '+966501234567',
      itemCount: 3,
      total: 300,
    });
  });

  it('filters by status, payment method and payment status', async () => {
    const paid = await placePaidPaypal();
    const cod = await placeCod();
    await setStatus(cod.order.id, 'confirmed');
    const byMethod = (await call({ url: '/api/admin/orders?paymentMethod=paypal&limit=100' })).body;
    expect(
      byMethod.data.every((o: { paymentMethod: string }) => o.paymentMethod === 'paypal'),
    ).toBe(true);
    expect(byMethod.data.map((o: { id: string }) => o.id)).toContain(paid.order.id);
    const byPayment = (await call({ url: '/api/admin/orders?paymentStatus=paid&limit=100' })).body;
    expect(byPayment.data.map((o: { id: string }) => o.id)).toContain(paid.order.id);
    expect(byPayment.data.map((o: { id: string }) => o.id)).not.toContain(cod.order.id);
    const byStatus = (
      await call({ url: '/api/admin/orders?status=confirmed&paymentMethod=cod&limit=100' })
    ).body;
    expect(byStatus.data.map((o: { id: string }) => o.id)).toContain(cod.order.id);
    expect(byStatus.data.every((o: { status: string }) => o.status === 'confirmed')).toBe(true);
  });

  it('searches by order number, name, email and phone (as typed)', async () => {
    const { order } = await placeCod(1, 10, {
      firstName: 'Haifa',
      lastName: 'Al-Qahtani',
      phone: '٠٥٥ ٩٨٧ ٦٥٤٣',
    });
    for (const search of [
      order.orderNumber.toLowerCase(),
      'haifa al-q',
      order.customerEmail.toUpperCase(),
      '055 987',
      '0559876543',
    ]) {
      const { body } = await call({
        url: `/api/admin/orders?search=${encodeURIComponent(search)}`,
      });
      expect(
        body.data.map((o: { id: string }) => o.id),
        search,
      ).toEqual([order.id]);
    }
    const none = await call({ url: '/api/admin/orders?search=%25' });
    expect(none.body.data.map((o: { id: string }) => o.id)).not.toContain(order.id);
  });

  it('filters by Riyadh days: an order at 22:30 UTC belongs to the next day', async () => {
    const late = await insertOrder(ctx.database.db, {
      createdAt: new Date('2025-03-09T22:30:00Z'), // 01:30 on 10 March in Riyadh
      email: 'late@example.com',
    });
    const early = await insertOrder(ctx.database.db, {
      createdAt: new Date('2025-03-09T20:30:00Z'), // 23:30 on 9 March in Riyadh
      email: 'early@example.com',
    });
    const day10 = await call({ url: '/api/admin/orders?from=2025-03-10&to=2025-03-10' });
    expect(day10.body.data.map((o: { id: string }) => o.id)).toEqual([late.id]);
    const day9 = await call({ url: '/api/admin/orders?from=2025-03-09&to=2025-03-09' });
    expect(day9.body.data.map((o: { id: string }) => o.id)).toEqual([early.id]);
    const both = await call({
      url: '/api/admin/orders?from=2025-03-09&to=2025-03-10&sortOrder=asc',
    });
    expect(both.body.data.map((o: { id: string }) => o.id)).toEqual([early.id, late.id]);
  });

  it('sorts by total', async () => {
    const { body } = await call({ url: '/api/admin/orders?sortBy=total&sortOrder=asc&limit=100' });
    const totals = body.data.map((o: { total: number }) => o.total);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
  });

  it.each([
    ['status=lost', 'status'],
    ['paymentMethod=card', 'paymentMethod'],
    ['paymentStatus=owed', 'paymentStatus'],
    ['from=10-03-2025', 'from'],
    ['from=2025-03-10&to=2025-03-01', 'to'],
    ['sortBy=email', 'sortBy'],
    ['page=0', 'page'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const { status, body } = await call({ url: `/api/admin/orders?${query}` });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.errors)).toContain(field);
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('shows items, customer and address, payments and the history with who changed it', async () => {
    const { order, product } = await placeCod(2);
    await setStatus(order.id, 'confirmed', 'Called the customer');
    const { status, body } = await call({ url: `/api/admin/orders/${order.id}` });
    expect(status).toBe(200);
    const detail = body.data;
    expect(detail.items).toEqual([
      expect.objectContaining({ productId: product.id, quantity: 2, price: 100, subtotal: 200 }),
    ]);
    expect(detail.customer).toMatchObject({
      firstName: 'Noura',
      address: 'Tahlia Street 12',
      city: 'Riyadh',
      postalCode: '12241',
      countryCode: 'SA',
      cityId: 'riyadh',
      regionCode: 'SA-01',
      district: 'Al Olaya',
    });
    expect(detail.delivery).toMatchObject({ kind: 'standard', minDays: 2, maxDays: 5 });
    expect(detail.codFee).toBe(0);
    expect(detail.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'pending',
      'confirmed',
    ]);
    expect(detail.history[0].changedBy).toBeNull();
    expect(detail.history[1]).toMatchObject({
      fromStatus: 'pending',
      note: 'Called the customer',
      changedBy: { id: users.adminId, email: users.adminEmail },
    });
    expect(detail.allowedTransitions).toEqual(['processing', 'cancelled']);
    expect(detail.canRefund).toBe(false);
  });

  it('shows a PayPal payment with provider ids and both amounts', async () => {
    const { order, payment } = await placePaidPaypal();
    const { body } = await call({ url: `/api/admin/orders/${order.id}` });
    expect(body.data.payments).toEqual([
      expect.objectContaining({
        provider: 'paypal',
        providerOrderId: payment.providerOrderId,
        captureId: payment.captureId,
        status: 'captured',
        amount: 375,
        settlementCurrency: 'USD',
        settlementRate: 3.75,
        chargedAmount: 100,
      }),
    ]);
    expect(body.data.canRefund).toBe(true);
    expect(body.data.allowedTransitions).toEqual(['processing']);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await call({ url: '/api/admin/orders/00000000-0000-4000-8000-00000000beef' })).status,
    ).toBe(404);
    expect((await call({ url: '/api/admin/orders/not-an-id' })).status).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/status', () => {
  it('walks a cash-on-delivery order through every forward step; delivered means paid', async () => {
    const { order, email } = await placeCod();
    const steps: OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered'];
    for (const step of steps) {
      const { status, body } = await setStatus(order.id, step);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.status).toBe(step);
      // The shopper's lookup shows it at once.
      expect((await lookup(order.orderNumber, email)).status).toBe(step);
    }
    const { order: after } = await orderByNumber(ctx.database.db, order.orderNumber);
    expect(after.paymentStatus).toBe('paid');
    expect((await auditRows(order.id)).length).toBe(4);
  });

  it.each(['pending', 'confirmed', 'processing'] as const)(
    'cancelling from %s gives the stock back once and drops the cached catalogue',
    async (from) => {
      const { order, product, email } = await placeCod(3, 10);
      expect(await stockOf(ctx.database.db, product.id)).toBe(7);
      const steps = {
        pending: [],
        confirmed: ['confirmed'],
        processing: ['confirmed', 'processing'],
      };
      for (const step of steps[from] as OrderStatus[]) {
        expect((await setStatus(order.id, step)).status).toBe(200);
      }
      // The storefront has the product cached with the reduced stock.
      const cached = await ctx.app.inject(`/api/products/${product.id}`);
      expect(cached.json().data.stock).toBe(7);

      const { status, body } = await setStatus(order.id, 'cancelled', 'Customer asked');
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.status).toBe('cancelled');
      expect(body.data.stockReleased).toBe(true);
      expect(body.data.allowedTransitions).toEqual([]);
      expect(await stockOf(ctx.database.db, product.id)).toBe(10);
      const fresh = await ctx.app.inject(`/api/products/${product.id}`);
      expect(fresh.json().data.stock).toBe(10);
      expect((await lookup(order.orderNumber, email)).status).toBe('cancelled');

      const [audit] = await auditRows(order.id);
      expect(audit).toMatchObject({ action: 'status-changed', actorId: users.adminId });
      expect(audit!.details).toMatchObject({
        before: { status: from, stockReleased: false },
        after: { status: 'cancelled', stockReleased: true },
        note: 'Customer asked',
      });

      // Once only: a second cancel is refused and the stock stays.
      expect((await setStatus(order.id, 'cancelled')).status).toBe(409);
      expect(await stockOf(ctx.database.db, product.id)).toBe(10);
    },
  );

  const refused: [OrderStatus, OrderStatus][] = [];
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      if (!ORDER_TRANSITIONS[from].includes(to)) refused.push([from, to]);
    }
  }
  it.each(refused)('refuses %s → %s with 409 and changes nothing', async (from, to) => {
    const { order, product } = await placeCod(1, 10);
    await ctx.database.db.update(orders).set({ status: from }).where(eq(orders.id, order.id));
    const auditsBefore = (await auditRows(order.id)).length;
    const { status, body } = await setStatus(order.id, to);
    expect(status).toBe(409);
    expect(body.code).toBe('CONFLICT');
    expect(body.message).toMatch(from === to ? `already ${to}` : `from ${from} to ${to}`);
    const { order: after } = await orderByNumber(ctx.database.db, order.orderNumber);
    expect(after.status).toBe(from);
    expect(after.stockReleasedAt).toBeNull();
    expect(await stockOf(ctx.database.db, product.id)).toBe(9);
    expect((await auditRows(order.id)).length).toBe(auditsBefore);
  });

  it('does not move an unpaid online order on, nor cancel a paid one without a refund', async () => {
    const unpaid = await insertOrder(ctx.database.db, { paymentMethod: 'paypal' });
    const early = await setStatus(unpaid.id, 'confirmed');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'An online order can move on only once its payment is received',
    );
    const { order } = await placePaidPaypal();
    const cancel = await setStatus(order.id, 'cancelled');
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('A paid online order is cancelled by refunding its payment');
    expect((await orderByNumber(ctx.database.db, order.orderNumber)).order.status).toBe(
      'confirmed',
    );
  });

  it.each(['moyasar', 'tabby'] as const)(
    'holds a %s order to the same rules as PayPal: paid before it moves, refunded to cancel',
    async (paymentMethod) => {
      const unpaid = await insertOrder(ctx.database.db, { paymentMethod });
      const early = await setStatus(unpaid.id, 'confirmed');
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(
        'An online order can move on only once its payment is received',
      );
      const paid = await insertOrder(ctx.database.db, {
        paymentMethod,
        paymentStatus: 'paid',
        status: 'confirmed',
      });
      const cancel = await setStatus(paid.id, 'cancelled');
      expect(cancel.status).toBe(409);
      expect(cancel.body.message).toBe('A paid online order is cancelled by refunding its payment');
      expect(await setStatus(paid.id, 'processing')).toMatchObject({ status: 200 });
    },
  );

  it('cancels an unpaid online order and closes its payment', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 4, priceHalalas: 37500 });
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/paypal/orders',
      payload: {
        amount: 375,
        currency: 'SAR',
        orderData: {
          items: [{ productId: product.id, quantity: 1 }],
          customerInfo: customer,
          paymentMethod: 'paypal',
        },
      },
    });
    const { order } = await orderByNumber(ctx.database.db, started.json().data.orderNumber);
    const { status } = await setStatus(order.id, 'cancelled');
    expect(status).toBe(200);
    const { order: after, payment } = await orderByNumber(ctx.database.db, order.orderNumber);
    expect(after).toMatchObject({ status: 'cancelled', expiresAt: null });
    expect(payment!.status).toBe('cancelled');
    expect(await stockOf(ctx.database.db, product.id)).toBe(4);
  });

  it.each([
    [{}, 'status'],
    [{ status: 'lost' }, 'status'],
    [{ status: 'confirmed', note: 'x'.repeat(501) }, 'note'],
  ])('refuses the body %j with 400 naming the field, changing nothing', async (payload, field) => {
    const { order } = await placeCod();
    const { status, body } = await call({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      payload,
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body.errors)).toContain(field);
    expect((await orderByNumber(ctx.database.db, order.orderNumber)).order.status).toBe('pending');
  });

  it('answers 404 for an unknown order', async () => {
    const { status } = await setStatus('00000000-0000-4000-8000-00000000beef', 'confirmed');
    expect(status).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/refund', () => {
  let keys = 0;
  /** A refund as the order page asks it: a key of its own unless the test repeats one. */
  async function refund(id: string, payload: Record<string, unknown> = {}) {
    keys++;
    return call({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      payload: { idempotencyKey: `orders-admin-${keys}`, ...payload },
    });
  }

  it('refunds the whole capture at PayPal, records it, cancels the order and gives the stock back', async () => {
    const { order, payment, product } = await placePaidPaypal(2, 5);
    expect(await stockOf(ctx.database.db, product.id)).toBe(3);
    const { status, body } = await refund(order.id, { note: 'Changed their mind' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      canRefund: false,
      allowedTransitions: [],
    });

    const sent = fake.calls('POST', `/v2/payments/captures/${payment.captureId}/refund`);
    expect(sent).toHaveLength(1);
    const [recorded] = body.data.refunds;
    expect(recorded).toMatchObject({ amount: 750, status: 'succeeded', by: { id: users.adminId } });
    // The whole capture at once: no amount, so PayPal refunds all of it; our refund's id as its key.
    expect(JSON.parse(sent[0]!.body)).toEqual({
      invoice_id: order.orderNumber,
      custom_id: recorded.id,
      note_to_payer: 'Changed their mind',
    });
    expect(sent[0]!.headers['paypal-request-id']).toBe(recorded.id);

    const [stored] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment.id));
    expect(stored).toMatchObject({
      status: 'refunded',
      refundId: (fake.refunds.get(payment.captureId!) as { id: string }).id,
    });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
    expect(body.data.history.at(-1)).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'cancelled',
      paymentStatus: 'refunded',
      changedBy: { id: users.adminId },
    });
    expect((await lookup(order.orderNumber, customer.email)).paymentStatus).toBe('refunded');
    const [audit] = await auditRows(order.id);
    expect(audit).toMatchObject({ action: 'refunded' });

    // A second refund is refused without asking PayPal again.
    const again = await refund(order.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order has already been refunded');
    expect(fake.calls('POST', `/v2/payments/captures/${payment.captureId}/refund`)).toHaveLength(1);
  });

  it('refunds a shipped order without cancelling it or touching the stock', async () => {
    const { order, product } = await placePaidPaypal(1, 5);
    await setStatus(order.id, 'processing');
    await setStatus(order.id, 'shipped');
    const { status, body } = await refund(order.id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'shipped', paymentStatus: 'refunded' });
    expect(await stockOf(ctx.database.db, product.id)).toBe(4);
  });

  it.each([
    [
      'refund-refused',
      'PayPal refused the refund (REFUND_NOT_ALLOWED). Nothing was refunded and the order was not changed.',
    ],
    [
      'server-error',
      'PayPal did not answer, so the refund is not confirmed and the order was not changed. Try again: PayPal will not refund the same payment twice.',
    ],
    [
      'timeout',
      'PayPal did not answer, so the refund is not confirmed and the order was not changed. Try again: PayPal will not refund the same payment twice.',
    ],
  ] as const)(
    'reports the provider failure %s clearly and changes nothing',
    async (fault, message) => {
      const { order, payment, product } = await placePaidPaypal(1, 5);
      const auditsBefore = (await auditRows(order.id)).length;
      fake.failNext('refund', fault);
      const { status, body } = await refund(order.id);
      expect(status).toBe(502);
      expect(body.message).toBe(message);
      const { order: after, payment: afterPayment } = await orderByNumber(
        ctx.database.db,
        order.orderNumber,
      );
      expect(after).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
        stockReleasedAt: null,
      });
      expect(afterPayment).toMatchObject({ status: 'captured', refundId: null });
      expect(await stockOf(ctx.database.db, product.id)).toBe(4);
      expect((await auditRows(order.id)).length).toBe(auditsBefore);

      if (fault === 'timeout') {
        // PayPal did refund; the retry carries the same request id and gets the same refund.
        await new Promise((resolve) => setTimeout(resolve, 900));
        const retry = await refund(order.id, { idempotencyKey: `orders-admin-${keys}` });
        expect(retry.status, JSON.stringify(retry.body)).toBe(200);
        const sent = fake.calls('POST', `/v2/payments/captures/${payment.captureId}/refund`);
        expect(new Set(sent.map((r) => r.headers['paypal-request-id'])).size).toBe(1);
      }
    },
  );

  it('refuses to refund through another provider than the one that took the payment', async () => {
    const { order, payment } = await placePaidPaypal(1, 5);
    await ctx.database.db
      .update(payments)
      .set({ provider: 'paypal-simulator' })
      .where(eq(payments.id, payment.id));
    const { status, body } = await refund(order.id);
    expect(status).toBe(409);
    expect(body.message).toBe(
      'This payment was made through paypal-simulator, but the store now uses paypal; it can only be refunded through paypal-simulator.',
    );
    expect(fake.calls('POST', `/v2/payments/captures/${payment.captureId}/refund`)).toHaveLength(0);
    expect((await orderByNumber(ctx.database.db, order.orderNumber)).order.paymentStatus).toBe(
      'paid',
    );
  });

  it('refuses cash-on-delivery and unpaid orders with 409, and unknown ones with 404', async () => {
    const { order } = await placeCod();
    const cod = await refund(order.id);
    expect(cod.status).toBe(409);
    expect(cod.body.message).toBe('Only a paid online order can be refunded');
    expect((await refund('00000000-0000-4000-8000-00000000beef')).status).toBe(404);
    const bad = await refund(order.id, { note: 'x'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('note');
  });
});

describe('GET /api/admin/orders/{id}/invoice', () => {
  it('gives the store, the lines and the totals, in both languages', async () => {
    const { order } = await placeCod(2);
    const { status, body } = await call({ url: `/api/admin/orders/${order.id}/invoice` });
    expect(status).toBe(200);
    expect(body.data.store.name.ar).toBe('دار عنبر');
    expect(body.data.store.name.en).toBeTruthy();
    expect(body.data.store.address).toHaveProperty('ar');
    expect(body.data.store).toHaveProperty('vatRate');
    expect(body.data.order).toMatchObject({
      orderNumber: order.orderNumber,
      subtotal: 200,
      total: 200,
      items: [
        expect.objectContaining({
          name: expect.objectContaining({ ar: expect.any(String) }),
          quantity: 2,
        }),
      ],
    });
    expect(
      (await call({ url: '/api/admin/orders/00000000-0000-4000-8000-00000000beef/invoice' }))
        .status,
    ).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, payments } from '../../db/schema.ts';
import { FakeMoyasar } from '../../modules/payments/testing.ts';
import { customer, insertProduct, orderByNumber, stockOf } from '../../test/checkout-support.ts';
import { signInTestUsers } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { expirePendingOrders } from './expire-pending-orders.ts';

// The real app and the real Moyasar client, against a local fake speaking Moyasar's HTTP.
const WEBHOOK_SECRET = 'whsec-moyasar-test';
let ctx: TestContext;
let fake: FakeMoyasar;

beforeAll(async () => {
  fake = await new FakeMoyasar().start();
  ctx = await createTestApp({
    env: {
      MOYASAR_SECRET_KEY: fake.secretKey,
      MOYASAR_BASE_URL: fake.url,
      MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYPAL_TIMEOUT_MS: '400',
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

/** A product with its stock, and a Moyasar payment started for `quantity` of it. */
async function started(quantity = 1, stock = 5, language: 'en' | 'ar' = 'en') {
  const product = await insertProduct(ctx.database.db, { stock, priceHalalas: 10000 });
  const price = (await ctx.app.inject(`/api/products/${product.id}`)).json().data.price as number;
  const { status, body } = await post('/api/moyasar/payments', {
    amount: price * quantity,
    currency: 'SAR',
    orderData: {
      items: [{ productId: product.id, quantity }],
      customerInfo: customer,
      paymentMethod: 'moyasar',
      language,
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  const orderNumber = body.data.orderNumber as string;
  const [payment] = await ctx.database.db
    .select()
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.orderNumber, orderNumber));
  return {
    product,
    orderNumber,
    redirectUrl: body.data.redirectUrl as string,
    invoiceId: payment!.payments.providerOrderId!,
    total: payment!.payments.amountHalalas,
  };
}

function confirm(orderNumber: string, occasion: 'return' | 'leave', language = 'en') {
  return post(
    '/api/moyasar/payments/confirm',
    { order: orderNumber, occasion },
    { 'accept-language': language },
  );
}

describe('paying with Moyasar', () => {
  it('is offered first, with its marks, before Tabby, PayPal and cash on delivery', async () => {
    const res = await ctx.app.inject('/api/public/payment-methods');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.methods).toEqual([
      {
        method: 'moyasar',
        simulated: false,
        marks: ['mada', 'visa', 'master', 'applepay', 'stcpay'],
      },
      { method: 'tabby', simulated: true },
      { method: 'paypal', simulated: true },
      { method: 'cod' },
    ]);
  });

  it('opens an invoice for the server’s total, in SAR halalas, naming the order', async () => {
    const { orderNumber, invoiceId, redirectUrl, total, product } = await started(2, 5, 'ar');
    const [created] = fake.calls('POST', '/v1/invoices');
    const sent = JSON.parse(created!.body);
    expect(sent.amount).toBe(total);
    expect(sent.currency).toBe('SAR');
    expect(sent.metadata.order_number).toBe(orderNumber);
    expect(sent.success_url).toMatch(/\/ar\/payment\/return\?provider=moyasar&order=/);
    expect(sent.back_url).toMatch(/\/ar\/checkout\/cancel\?provider=moyasar&order=/);
    expect(new URL(redirectUrl).searchParams.get('lang')).toBe('ar');
    expect(fake.invoices.has(invoiceId)).toBe(true);
    expect(await stockOf(ctx.database.db, product.id)).toBe(3);
    const order = await orderOf(orderNumber);
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'moyasar',
    });
  });

  it('marks the order paid only after reading the invoice, with the card on the payment', async () => {
    const { orderNumber, invoiceId } = await started();
    // Back before paying: nothing is taken, the order waits.
    const early = await confirm(orderNumber, 'return');
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('PAYMENT_NOT_APPROVED');

    fake.pay(invoiceId, { method: 'creditcard', brand: 'mada', last4: '1010' });
    const paid = await confirm(orderNumber, 'return');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toEqual({ status: 'paid', orderNumber });
    const order = await orderOf(orderNumber);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      provider: 'moyasar',
      status: 'captured',
      paidWith: 'creditcard',
      cardBrand: 'mada',
      cardLast4: '1010',
    });
  });

  it('changes the order once for a repeated return, a notification and a webhook at once', async () => {
    const { orderNumber, invoiceId } = await started();
    const payment = fake.pay(invoiceId, { method: 'applepay', brand: 'visa', last4: '4242' });
    const webhook = JSON.stringify(
      fake.webhookEvent('payment_paid', payment.id as string, WEBHOOK_SECRET),
    );
    const answers = await Promise.all([
      confirm(orderNumber, 'return'),
      confirm(orderNumber, 'return'),
      post('/api/moyasar/notify', { id: invoiceId, status: 'paid' }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/moyasar/webhook',
        headers: { 'content-type': 'application/json' },
        payload: webhook,
      }),
    ]);
    expect(
      answers.map((answer) => ('statusCode' in answer ? answer.statusCode : answer.status)),
    ).toEqual([200, 200, 200, 200]);
    const order = await orderOf(orderNumber);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const lines = await ctx.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(lines.filter((line) => line.paymentStatus === 'paid')).toHaveLength(1);
  });

  it.each([
    [
      'declined',
      { method: 'creditcard', brand: 'visa', last4: '0000', failure: 'declined' },
      'The payment was declined. Nothing was charged.',
    ],
    [
      'insufficient-funds',
      { method: 'creditcard', brand: 'mada', last4: '1101', failure: 'insufficient-funds' },
      'The payment was declined for insufficient funds. Nothing was charged.',
    ],
    [
      'authentication-failed',
      { method: 'creditcard', brand: 'master', last4: '0000', failure: '3ds-failed' },
      'Your bank could not verify the payment (3-D Secure). Nothing was charged.',
    ],
  ] as const)(
    'a %s payment cancels the order, returns the stock and closes the invoice',
    async (code, outcome, message) => {
      const { orderNumber, invoiceId, product } = await started(2, 4);
      fake.pay(invoiceId, outcome);
      const answer = await confirm(orderNumber, 'return');
      expect(answer.status).toBe(402);
      expect(answer.body).toMatchObject({ code: 'PAYMENT_DECLINED', message });
      expect(await stockOf(ctx.database.db, product.id)).toBe(4);
      expect(fake.invoices.get(invoiceId)!.status).toBe('canceled');
      const order = await orderOf(orderNumber);
      expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      const [payment] = await ctx.database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order.id));
      expect(payment!.failureCode).toBe(code);
      // Asked again: the same answer, nothing read from Moyasar any more.
      const reads = fake.requests.length;
      expect((await confirm(orderNumber, 'return')).body.message).toBe(message);
      expect(fake.requests.length).toBe(reads);
    },
  );

  it('tells an Arabic shopper why, in Arabic', async () => {
    const { orderNumber, invoiceId } = await started(1, 5, 'ar');
    fake.pay(invoiceId, { method: 'stcpay', failure: 'insufficient-funds' });
    const answer = await confirm(orderNumber, 'return', 'en');
    expect(answer.body.message).toBe('تم رفض الدفع لعدم كفاية الرصيد، ولم يُخصم أي مبلغ.');
  });

  it('gives the order up when the shopper leaves the payment page, and keeps a later payment out', async () => {
    const { orderNumber, invoiceId, product } = await started(1, 3);
    const answer = await confirm(orderNumber, 'leave');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('PAYMENT_CANCELLED');
    expect(await stockOf(ctx.database.db, product.id)).toBe(3);
    expect(fake.invoices.get(invoiceId)!.status).toBe('canceled');
    expect(() =>
      fake.pay(invoiceId, { method: 'creditcard', brand: 'visa', last4: '1111' }),
    ).toThrow();
  });

  it('leaves the order pending when Moyasar cannot be reached, and settles it later', async () => {
    const { orderNumber, invoiceId } = await started();
    fake.pay(invoiceId, { method: 'creditcard', brand: 'visa', last4: '1111' });
    fake.failNext('server-error');
    const down = await confirm(orderNumber, 'return');
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await orderOf(orderNumber)).toMatchObject({ status: 'pending' });
    fake.failNext('hang');
    expect((await confirm(orderNumber, 'return')).status).toBe(503);
    expect((await confirm(orderNumber, 'return')).status).toBe(200);
  });

  it('never marks paid a payment of another amount', async () => {
    const { orderNumber, invoiceId } = await started();
    fake.invoices.get(invoiceId)!.amount = 100;
    fake.pay(invoiceId, { method: 'creditcard', brand: 'visa', last4: '1111' });
    const answer = await confirm(orderNumber, 'return');
    expect(answer.status).toBe(502);
    expect(await orderOf(orderNumber)).toMatchObject({
      paymentStatus: 'failed',
      status: 'cancelled',
    });
  });

  it('refuses a webhook without the right secret, and acts on a genuine one by reading Moyasar', async () => {
    const { orderNumber, invoiceId } = await started();
    const payment = fake.pay(invoiceId, { method: 'creditcard', brand: 'visa', last4: '1111' });
    for (const secret of ['wrong', '']) {
      const forged = await ctx.app.inject({
        method: 'POST',
        url: '/api/moyasar/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(fake.webhookEvent('payment_paid', payment.id as string, secret)),
      });
      expect(forged.statusCode).toBe(401);
    }
    expect(await orderOf(orderNumber)).toMatchObject({ status: 'pending' });
    const genuine = await ctx.app.inject({
      method: 'POST',
      url: '/api/moyasar/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        fake.webhookEvent('payment_paid', payment.id as string, WEBHOOK_SECRET),
      ),
    });
    expect(genuine.statusCode).toBe(200);
    expect(await orderOf(orderNumber)).toMatchObject({ status: 'confirmed' });
  });

  it('a refused card reported by webhook leaves the invoice open for another try', async () => {
    const { orderNumber, invoiceId } = await started();
    const failed = fake.pay(invoiceId, {
      method: 'creditcard',
      brand: 'visa',
      last4: '0000',
      failure: 'declined',
    });
    const hook = await post('/api/moyasar/notify', { id: invoiceId });
    expect(hook.status).toBe(200);
    void failed;
    expect(await orderOf(orderNumber)).toMatchObject({ status: 'pending' });
    fake.pay(invoiceId, { method: 'creditcard', brand: 'mada', last4: '1010' });
    expect((await confirm(orderNumber, 'return')).status).toBe(200);
  });

  it('the expiry job settles a paid invoice whose shopper never came back, and closes an unpaid one', async () => {
    const paidOne = await started();
    const unpaid = await started(1, 2);
    fake.pay(paidOne.invoiceId, { method: 'creditcard', brand: 'visa', last4: '1111' });
    const later = new Date(Date.now() + 60 * 60_000);
    const report = await expirePendingOrders(ctx.database.db, ctx.app.checkout, ctx.app.log, later);
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(report.cancelled).toBeGreaterThanOrEqual(1);
    expect(await orderOf(paidOne.orderNumber)).toMatchObject({ status: 'confirmed' });
    expect(await orderOf(unpaid.orderNumber)).toMatchObject({ status: 'cancelled' });
    expect(fake.invoices.get(unpaid.invoiceId)!.status).toBe('canceled');
    expect(await stockOf(ctx.database.db, unpaid.product.id)).toBe(2);
  });

  it('is refunded in full from the admin, once, through Moyasar', async () => {
    const users = await signInTestUsers(ctx.app, ctx.database.db);
    const { orderNumber, invoiceId, product, total } = await started(2, 6);
    const paid = fake.pay(invoiceId, { method: 'creditcard', brand: 'visa', last4: '4242' });
    expect((await confirm(orderNumber, 'return')).status).toBe(200);
    const order = await orderOf(orderNumber);
    const refund = (idempotencyKey = 'moyasar-full-refund') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refund`,
        headers: users.admin,
        payload: { idempotencyKey },
      });
    const res = await refund();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [call] = fake.calls('POST', `/v1/payments/${paid.id as string}/refund`);
    expect(JSON.parse(call!.body)).toEqual({ amount: total });
    expect(fake.payments.get(paid.id as string)!.refunded).toBe(total);
    expect(await stockOf(ctx.database.db, product.id)).toBe(6);
    // The payments screen lists it as Moyasar, refunded.
    const listed = await ctx.app.inject({
      url: `/api/admin/payments?method=moyasar&search=${orderNumber}`,
      headers: users.admin,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ method: 'moyasar', provider: 'moyasar', status: 'refunded' }),
    ]);
    // The payment report counts the day's Moyasar orders as Moyasar's (the file places no other).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    const report = await ctx.app.inject({
      url: `/api/admin/reports/payments?groupBy=day&from=${today}&to=${today}`,
      headers: users.admin,
    });
    const [period] = report.json().data.series;
    expect(period.moyasarCount).toBeGreaterThan(0);
    expect(period.codCount).toBe(0);
    expect(period.paypalCount).toBe(0);
    // A second click answers as the first; another refund is refused; neither asks Moyasar.
    expect((await refund()).statusCode).toBe(200);
    expect((await refund('moyasar-another-refund')).statusCode).toBe(409);
    expect(fake.calls('POST', `/v1/payments/${paid.id as string}/refund`)).toHaveLength(1);
  });
});

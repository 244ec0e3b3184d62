import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import type { PaymentEvent } from '@store/shared/schemas/payment-events';
import { refunds } from '../../db/schema.ts';
import { FakeMoyasar, FakePaypal } from '../../modules/payments/testing.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import {
  customer,
  insertProduct,
  mailHeader,
  mailText,
  orderByNumber,
  outboxMessages,
  stockOf,
  temporaryDataDir,
} from '../../test/checkout-support.ts';
import { paidWithMoyasar as paidWithMoyasarOn, startMoyasar } from '../../test/moyasar-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// The real app and the real Moyasar and PayPal clients, against local fakes of their HTTP.
const WEBHOOK_SECRET = 'whsec-refund-test';
const data = temporaryDataDir();
let ctx: TestContext;
let moyasar: FakeMoyasar;
let paypal: FakePaypal;
let users: AdminTestHeaders;

beforeAll(async () => {
  moyasar = await new FakeMoyasar().start();
  paypal = await new FakePaypal().start();
  ctx = await createTestApp({
    env: {
      ...paypal.env(400),
      MOYASAR_SECRET_KEY: moyasar.secretKey,
      MOYASAR_BASE_URL: moyasar.url,
      MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
      DATA_DIR: data.dir,
    },
  });
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await moyasar?.stop();
  await paypal?.stop();
  data.remove();
});

let keys = 0;
const newKey = () => `refund-test-key-${++keys}`;

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, body: res.json() };
}

/** An order of `quantity` × 100 SAR paid with Moyasar (the fake), in the shopper's language. */
const paidWithMoyasar = (quantity = 2, language: 'en' | 'ar' = 'en') =>
  paidWithMoyasarOn(ctx, moyasar, quantity, language);

/** An order paid with PayPal (the fake), captured. */
async function paidWithPaypal(quantity = 1) {
  const product = await insertProduct(ctx.database.db, { stock: 10, priceHalalas: 37500 });
  const started = await post('/api/paypal/orders', {
    amount: 375 * quantity,
    currency: 'SAR',
    orderData: {
      items: [{ productId: product.id, quantity }],
      customerInfo: customer,
      paymentMethod: 'paypal',
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  paypal.approve(started.body.data.token);
  const captured = await post(`/api/paypal/orders/${started.body.data.token}/capture`, {});
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  const { order, payment } = await orderByNumber(ctx.database.db, started.body.data.orderNumber);
  return { order, payment: payment! };
}

function refund(orderId: string, payload: { amount?: number; note?: string; key?: string } = {}) {
  const { key, ...rest } = payload;
  return post(
    `/api/admin/orders/${orderId}/refund`,
    { idempotencyKey: key ?? newKey(), ...rest },
    users.admin,
  );
}

async function detail(orderId: string): Promise<AdminOrderDetail> {
  const res = await ctx.app.inject({ url: `/api/admin/orders/${orderId}`, headers: users.admin });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function refundRows(orderId: string) {
  return ctx.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

async function events(query: string): Promise<PaymentEvent[]> {
  const res = await ctx.app.inject({
    url: `/api/admin/payments/events${query}`,
    headers: users.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const moyasarRefunds = (paymentId: string) =>
  moyasar.calls('POST', `/v1/payments/${paymentId}/refund`);

describe('refunds from the order page', () => {
  it('refunds part, then the rest, each through Moyasar’s refund API, recorded with who did it', async () => {
    const { order, product, paymentId, totalHalalas } = await paidWithMoyasar(2);
    expect(await stockOf(ctx.database.db, product.id)).toBe(8);

    const part = await refund(order.id, { amount: 50.5, note: 'One bottle arrived scratched' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.message).toBe('Refunded SAR 50.50');
    const afterPart = part.body.data as AdminOrderDetail;
    expect(afterPart).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      refundedAmount: 50.5,
      refundableAmount: (totalHalalas - 5050) / 100,
      canRefund: true,
    });
    expect(afterPart.refunds).toEqual([
      expect.objectContaining({
        amount: 50.5,
        status: 'succeeded',
        note: 'One bottle arrived scratched',
        provider: 'moyasar',
        providerRefundId: paymentId,
        by: expect.objectContaining({ id: users.adminId }),
      }),
    ]);
    expect(JSON.parse(moyasarRefunds(paymentId)[0]!.body)).toEqual({ amount: 5050 });
    expect(moyasar.payments.get(paymentId)!.refunded).toBe(5050);
    expect(afterPart.history.at(-1)).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      paymentStatus: 'paid',
      note: 'One bottle arrived scratched',
      changedBy: { id: users.adminId },
    });
    // A partial refund leaves the stock alone.
    expect(await stockOf(ctx.database.db, product.id)).toBe(8);

    const rest = await refund(order.id);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.message).toBe('Order refunded in full');
    expect(rest.body.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: totalHalalas / 100,
      refundableAmount: 0,
      canRefund: false,
    });
    expect(JSON.parse(moyasarRefunds(paymentId)[1]!.body)).toEqual({
      amount: totalHalalas - 5050,
    });
    expect(moyasar.payments.get(paymentId)!.refunded).toBe(totalHalalas);
    expect(await stockOf(ctx.database.db, product.id)).toBe(10);
    expect((rest.body.data as AdminOrderDetail).history.at(-1)).toMatchObject({
      toStatus: 'cancelled',
      paymentStatus: 'refunded',
      note: 'Payment refunded in full',
    });

    // Nothing is left: a third refund is refused without asking Moyasar.
    const third = await refund(order.id, { amount: 1 });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('This order has already been refunded');
    expect(moyasarRefunds(paymentId)).toHaveLength(2);
  });

  it('refuses more than remains, clearly, without asking the provider', async () => {
    const { order, paymentId, totalHalalas } = await paidWithMoyasar(1);
    expect((await refund(order.id, { amount: 30 })).status).toBe(200);
    const over = await refund(order.id, { amount: totalHalalas / 100 });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(
      `At most SAR ${((totalHalalas - 3000) / 100).toFixed(2)} can be refunded: SAR 30.00 of SAR ${(totalHalalas / 100).toFixed(2)} was refunded already. SAR ${(totalHalalas / 100).toFixed(2)} was asked.`,
    );
    // The same as a key and halalas, for the admin's language.
    expect(over.body.reason).toEqual({
      key: 'tooMuch',
      params: {
        remaining: totalHalalas - 3000,
        refunded: 3000,
        captured: totalHalalas,
        held: 0,
        asked: totalHalalas,
      },
    });
    expect(moyasarRefunds(paymentId)).toHaveLength(1);
    expect(await refundRows(order.id)).toHaveLength(1);
    const badAmount = await refund(order.id, { amount: 1.234 });
    expect(badAmount.status).toBe(400);
    expect(JSON.stringify(badAmount.body.errors)).toContain('amount');
    const noKey = await post(`/api/admin/orders/${order.id}/refund`, {}, users.admin);
    expect(noKey.status).toBe(400);
    expect(JSON.stringify(noKey.body.errors)).toContain('idempotencyKey');
  });

  it('refunds once for the same key, however often it is sent', async () => {
    const { order, paymentId } = await paidWithMoyasar(1);
    const key = newKey();
    const first = await refund(order.id, { amount: 20, key });
    expect(first.status).toBe(200);
    const again = await refund(order.id, { amount: 20, key });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('This refund was made already');
    expect(again.body.data.refundedAmount).toBe(20);
    // Two at once with one key (a double click): one refund still.
    const other = newKey();
    const both = await Promise.all([
      refund(order.id, { amount: 10, key: other }),
      refund(order.id, { amount: 10, key: other }),
    ]);
    expect(both.map((r) => r.status).filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(both.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(moyasarRefunds(paymentId)).toHaveLength(2);
    expect((await refundRows(order.id)).map((row) => row.amountHalalas).sort()).toEqual([
      1000, 2000,
    ]);
    expect((await detail(order.id)).refundedAmount).toBe(30);
  });

  it('lets exactly one of two refunds of all that remains through', async () => {
    const { order, paymentId, totalHalalas } = await paidWithMoyasar(1);
    const answers = await Promise.all([refund(order.id), refund(order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(moyasarRefunds(paymentId)).toHaveLength(1);
    expect(moyasar.payments.get(paymentId)!.refunded).toBe(totalHalalas);
    const rows = await refundRows(order.id);
    expect(rows.map((row) => row.status)).toEqual(['succeeded']);
    expect((await detail(order.id)).paymentStatus).toBe('refunded');
  });

  it.each(['server-error', 'hang'] as const)(
    'records nothing as refunded on a Moyasar %s, shows the attempt, and asks again with the key',
    async (fault) => {
      const { order, paymentId } = await paidWithMoyasar(1);
      const key = newKey();
      moyasar.failNext(fault, '/refund');
      const failed = await refund(order.id, { amount: 25, key });
      expect(failed.status).toBe(502);
      expect(failed.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect(failed.body.message).toBe(
        'Moyasar did not answer, so the refund is not confirmed and the order was not changed. Try again: Moyasar will not refund the same payment twice.',
      );
      const after = await detail(order.id);
      expect(after).toMatchObject({
        paymentStatus: 'paid',
        status: 'confirmed',
        refundedAmount: 0,
      });
      // Its amount is held until the provider's answer is known.
      expect(after.refunds).toEqual([
        expect.objectContaining({ amount: 25, status: 'pending', idempotencyKey: key }),
      ]);
      expect(after.paymentEvents.at(-1)).toMatchObject({
        kind: 'refund.failed',
        outcome: 'failed',
        provider: 'moyasar',
      });
      const problems = await events('?problems=true&provider=moyasar');
      expect(problems.find((e) => e.order?.id === order.id)).toMatchObject({
        kind: 'refund.failed',
      });

      const retry = await refund(order.id, { amount: 25, key });
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
      expect(retry.body.data.refundedAmount).toBe(25);
      expect(moyasar.payments.get(paymentId)!.refunded).toBe(2500);
    },
  );

  it('does not refund twice when Moyasar refunded but its answer was lost', async () => {
    const { order, paymentId } = await paidWithMoyasar(1);
    const key = newKey();
    moyasar.failNext('lost-answer', '/refund');
    expect((await refund(order.id, { amount: 40, key })).status).toBe(502);
    expect(moyasar.payments.get(paymentId)!.refunded).toBe(4000);
    expect((await detail(order.id)).refundedAmount).toBe(0);
    // Another amount under the same key is refused: the first one's fate must be learnt first.
    expect((await refund(order.id, { amount: 10, key })).status).toBe(409);
    const retry = await refund(order.id, { amount: 40, key });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.data.refundedAmount).toBe(40);
    expect(moyasarRefunds(paymentId)).toHaveLength(1);
    expect(moyasar.payments.get(paymentId)!.refunded).toBe(4000);
  });

  it('reports a refusal by Moyasar and frees the amount', async () => {
    const { order, paymentId, totalHalalas } = await paidWithMoyasar(1);
    // Refunded in Moyasar's dashboard meanwhile: Moyasar refuses more than is left.
    moyasar.payments.get(paymentId)!.refunded = totalHalalas - 100;
    const refused = await refund(order.id, { amount: 10 });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(
      /^Moyasar refused the refund: Moyasar refused POST \/v1\/payments\/.+\/refund: 400 .*Nothing was refunded and the order was not changed\.$/,
    );
    const after = await detail(order.id);
    expect(after.refunds).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(after.refundableAmount).toBe(totalHalalas / 100);
    expect(after.paymentEvents.at(-1)).toMatchObject({ kind: 'refund.failed', outcome: 'refused' });
  });

  it('emails the shopper each refund, in the order’s language', async () => {
    const { order } = await paidWithMoyasar(1, 'ar');
    await ctx.app.jobs.drain();
    const before = outboxMessages(data.dir, order.orderNumber).length;
    expect((await refund(order.id, { amount: 20 })).status).toBe(200);
    expect((await refund(order.id)).status).toBe(200);
    await ctx.app.jobs.drain();
    const sent = outboxMessages(data.dir, order.orderNumber).slice(before);
    const notices = sent.filter((raw) => mailHeader(raw, 'Subject').includes('استرداد'));
    expect(notices).toHaveLength(2);
    for (const raw of notices) {
      expect(mailHeader(raw, 'Subject')).toBe(
        `استرداد مبلغ من طلبك رقم ${order.orderNumber} – دار عنبر`,
      );
    }
    const texts = notices.map(mailText).join('\n');
    expect(texts).toContain('أعدنا إليك');
    expect(texts).toContain('وبذلك استُرد المبلغ كاملًا');
    expect(texts).toContain('المبلغ المتبقي المدفوع');
  });

  it('refunds PayPal in parts in the settlement currency, with our refund’s id as the request id', async () => {
    const { order, payment } = await paidWithPaypal(2);
    const capturePath = `/v2/payments/captures/${payment.captureId}/refund`;
    const part = await refund(order.id, { amount: 100 });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const [first] = part.body.data.refunds;
    const [sent] = paypal.calls('POST', capturePath);
    expect(JSON.parse(sent!.body)).toEqual({
      amount: { currency_code: 'USD', value: '26.67' },
      invoice_id: order.orderNumber,
      custom_id: first.id,
    });
    expect(sent!.headers['paypal-request-id']).toBe(first.id);

    const rest = await refund(order.id);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 750 });
    const second = paypal.calls('POST', capturePath)[1]!;
    // The rest in USD is what the capture took less the first part: they add up exactly.
    expect(JSON.parse(second.body).amount).toEqual({ currency_code: 'USD', value: '173.33' });
    expect(paypal.refundedCents.get(payment.captureId!)).toBe(payment.chargedAmountMinor);
    const rows = await refundRows(order.id);
    expect(rows.reduce((sum, row) => sum + row.settlementAmountMinor, 0)).toBe(
      payment.chargedAmountMinor,
    );
  });

  it('keeps a PayPal refund that timed out held, and the retry is the same refund at PayPal', async () => {
    const { order, payment } = await paidWithPaypal(1);
    const key = newKey();
    paypal.timeoutDelayMs = 800;
    paypal.failNext('refund', 'timeout');
    expect((await refund(order.id, { amount: 50, key })).status).toBe(502);
    await new Promise((resolve) => setTimeout(resolve, 900));
    // Another refund of all that remains may not count the held one as free.
    const whole = await refund(order.id, { amount: 375 });
    expect(whole.status).toBe(422);
    const retry = await refund(order.id, { amount: 50, key });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    const sent = paypal.calls('POST', `/v2/payments/captures/${payment.captureId}/refund`);
    expect(new Set(sent.map((r) => r.headers['paypal-request-id'])).size).toBe(1);
    expect(paypal.refundedCents.get(payment.captureId!)).toBe(1333);
  });

  it('records a refund made in PayPal’s dashboard once, and not our own refund’s webhook', async () => {
    const { order, payment } = await paidWithPaypal(2);
    const ours = await refund(order.id, { amount: 100 });
    expect(ours.status).toBe(200);
    const capture = `${paypal.url}/v2/payments/captures/${payment.captureId}`;
    const deliver = (event: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/paypal/webhook',
        headers: { 'content-type': 'application/json', ...paypal.webhookHeaders(true) },
        payload: JSON.stringify(event),
      });
    const refundEvent = (
      id: string,
      refundId: string,
      [value, total]: [string, string],
      customId?: string,
    ) => ({
      id,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: refundId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value },
        seller_payable_breakdown: { total_refunded_amount: { currency_code: 'USD', value: total } },
        invoice_id: order.orderNumber,
        ...(customId ? { custom_id: customId } : {}),
        links: [{ rel: 'up', href: capture }],
      },
    });
    const [ourRefund] = ours.body.data.refunds;
    const echo = refundEvent(
      'WH-OURS',
      ourRefund.providerRefundId,
      ['26.67', '26.67'],
      ourRefund.id,
    );
    expect((await deliver(echo)).statusCode).toBe(200);
    expect(await refundRows(order.id)).toHaveLength(1);

    const dashboard = refundEvent('WH-DASH', 'DASHREFUND1', ['53.33', '80.00']);
    expect((await deliver(dashboard)).statusCode).toBe(200);
    expect((await deliver(dashboard)).statusCode).toBe(200);
    const after = await detail(order.id);
    expect(after.paymentStatus).toBe('paid');
    expect(after.refunds).toHaveLength(2);
    expect(after.refunds[1]).toMatchObject({
      status: 'succeeded',
      providerRefundId: 'DASHREFUND1',
      note: 'Refunded in PayPal',
      by: null,
      amount: 199.99,
    });
    expect(after.refundedAmount).toBe(299.99);
    expect(after.paymentEvents.filter((e) => e.kind === 'webhook.received')).toHaveLength(2);
  });

  it('records a refund made in Moyasar’s dashboard from its webhook, once, beside the store’s own', async () => {
    const { order, paymentId, totalHalalas } = await paidWithMoyasar(2);
    // One of ours first: its webhook adds nothing.
    const ours = await refund(order.id, { amount: 20, key: newKey() });
    expect(ours.status, JSON.stringify(ours.body)).toBe(200);
    const deliver = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/moyasar/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(
          moyasar.webhookEvent('payment_refunded', paymentId, WEBHOOK_SECRET),
        ),
      });
    expect((await deliver()).statusCode).toBe(200);
    expect(await refundRows(order.id)).toHaveLength(1);

    // The merchant refunds 30 SAR in Moyasar's dashboard, which calls the same API.
    const dashboard = await fetch(`${moyasar.url}/v1/payments/${paymentId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${moyasar.secretKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 3000 }),
    });
    expect(dashboard.status).toBe(200);
    expect((await deliver()).statusCode).toBe(200);
    // Moyasar sends it again until it hears a 2xx; a replay records nothing more.
    expect((await deliver()).statusCode).toBe(200);

    const after = await detail(order.id);
    expect(after.paymentStatus).toBe('paid');
    expect(after.refunds).toHaveLength(2);
    expect(after.refunds[1]).toMatchObject({
      status: 'succeeded',
      note: 'Refunded in Moyasar',
      by: null,
      amount: 30,
    });
    expect(after.refundedAmount).toBe(50);
    expect(after.refundableAmount).toBe(totalHalalas / 100 - 50);
  });

  it('shows the payment’s timeline on the order, oldest first', async () => {
    const { order } = await paidWithMoyasar(1);
    await refund(order.id, { amount: 10 });
    const { paymentEvents } = await detail(order.id);
    expect(paymentEvents.map((e) => e.kind)).toEqual([
      'payment.started',
      'payment.paid',
      'refund.requested',
      'refund.succeeded',
    ]);
    expect(paymentEvents.every((e) => e.provider === 'moyasar' && e.verified === null)).toBe(true);
    expect(paymentEvents[1]!.summary).toContain('Paid with Moyasar');
    expect(paymentEvents[3]!.summary).toMatch(/^Refunded 10\.00 SAR; 10\.00 SAR of .* SAR/);
    // The same as a key and values, so the admin reads it in the page's language.
    expect(paymentEvents[3]!.message).toEqual({
      key: 'refunded',
      params: {
        amount: { minor: 1000, currency: 'SAR' },
        refunded: { minor: 1000, currency: 'SAR' },
        captured: { minor: expect.any(Number), currency: 'SAR' },
        pendingAt: null,
      },
    });
    expect(JSON.stringify(paymentEvents)).not.toContain('4201320111111010');
  });
});

describe('GET /api/admin/payments/events', () => {
  it('shows a webhook refused for a wrong secret, with no order, among the problems', async () => {
    const { paymentId } = await paidWithMoyasar(1);
    const event = moyasar.webhookEvent('payment_paid', paymentId, 'not-the-secret');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/moyasar/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(res.statusCode).toBe(401);
    const [refused] = await events('?problems=true&provider=moyasar&limit=1');
    expect(refused).toMatchObject({
      kind: 'webhook.refused',
      outcome: 'refused',
      verified: false,
      eventType: 'payment_paid',
      order: null,
      summary: 'Webhook refused: wrong or missing secret',
      message: { key: 'webhookBadSecret', params: {} },
    });
    expect(JSON.stringify(refused)).not.toContain('not-the-secret');

    // A genuine one is recorded as verified, on its order.
    const genuine = moyasar.webhookEvent('payment_paid', paymentId, WEBHOOK_SECRET);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/moyasar/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(genuine),
    });
    expect(ok.statusCode).toBe(200);
    const [received] = await events('?provider=moyasar&limit=1');
    expect(received).toMatchObject({ kind: 'webhook.received', verified: true, outcome: 'ok' });
    expect(received!.order).not.toBeNull();
  });

  it('shows a PayPal webhook whose signature PayPal does not confirm', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: { 'content-type': 'application/json', ...paypal.webhookHeaders(false) },
      payload: JSON.stringify({
        id: 'WH-FORGED',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: {},
      }),
    });
    expect(res.statusCode).toBe(400);
    const [refused] = await events('?problems=true&provider=paypal&limit=1');
    expect(refused).toMatchObject({
      kind: 'webhook.refused',
      eventType: 'PAYMENT.CAPTURE.COMPLETED',
      verified: false,
      order: null,
    });
  });

  it('shows a provider answering 5xx at checkout, and a capture of the wrong amount', async () => {
    moyasar.failNext('server-error', '/v1/invoices');
    expect((await startMoyasar(ctx)).status).toBe(502);
    const [unreachable] = await events('?problems=true&provider=moyasar&limit=1');
    expect(unreachable).toMatchObject({
      kind: 'payment.provider-unreachable',
      outcome: 'failed',
    });
    expect(unreachable!.summary).toMatch(
      /^Payment not started: Moyasar refused POST \/v1\/invoices: 500/,
    );
    const order = await detail(unreachable!.order!.id);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });

    const started = await post('/api/paypal/orders', {
      amount: 375,
      currency: 'SAR',
      orderData: {
        items: [
          {
            productId: (await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 37500 })).id,
            quantity: 1,
          },
        ],
        customerInfo: customer,
        paymentMethod: 'paypal',
      },
    });
    paypal.approve(started.body.data.token);
    paypal.failNext('capture', 'wrong-amount');
    await post(`/api/paypal/orders/${started.body.data.token}/capture`, {});
    const [mismatch] = await events('?problems=true&provider=paypal&limit=1');
    expect(mismatch).toMatchObject({ kind: 'payment.amount-mismatch', outcome: 'failed' });
    expect(mismatch!.summary).toBe(
      'Captured 0.01 USD, expected 100.00 USD: not marked paid, refund it',
    );
    expect((await detail(mismatch!.order!.id)).paymentStatus).toBe('failed');
  });

  it('filters by provider, problems and Riyadh days, and pages', async () => {
    const all = await ctx.app.inject({
      url: '/api/admin/payments/events?limit=2&page=1',
      headers: users.admin,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(2);
    expect(all.json().pagination).toMatchObject({ page: 1, limit: 2, hasNext: true });
    const [newest, next] = all.json().data as PaymentEvent[];
    expect(newest!.occurredAt >= next!.occurredAt).toBe(true);
    expect(await events('?from=2020-01-01&to=2020-01-31')).toEqual([]);
    const problems = await events('?problems=true&limit=100');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((e) => e.outcome !== 'ok')).toBe(true);
    const bad = await ctx.app.inject({
      url: '/api/admin/payments/events?from=2024-02-10&to=2024-02-01',
      headers: users.admin,
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ url: '/api/admin/payments/events' });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await ctx.app.inject({
      url: '/api/admin/payments/events',
      headers: users.customer,
    });
    expect(shopper.statusCode).toBe(403);
  });
});

describe('a store with a wrong Moyasar key', () => {
  it('shows the refusal among the payment events, and leaves no order waiting', async () => {
    const wrong = await createTestApp({
      env: { MOYASAR_SECRET_KEY: 'sk_test_notthekey', MOYASAR_BASE_URL: moyasar.url },
    });
    try {
      const admin = await signInTestUsers(wrong.app, wrong.database.db);
      const { product, status } = await startMoyasar(wrong);
      expect(status).toBe(502);
      const listed = await wrong.app.inject({
        url: '/api/admin/payments/events?problems=true',
        headers: admin.admin,
      });
      const [refused] = listed.json().data as PaymentEvent[];
      expect(refused).toMatchObject({ kind: 'payment.refused', outcome: 'failed' });
      expect(refused!.summary).toContain('401');
      expect(refused!.summary).toContain('(check the provider keys)');
      expect(JSON.stringify(refused)).not.toContain('sk_test_notthekey');
      expect(await stockOf(wrong.database.db, product.id)).toBe(10);
    } finally {
      await wrong.close();
    }
  });
});

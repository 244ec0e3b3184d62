import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderHistory } from '../../modules/orders/index.ts';
import { paymentEvents } from '../../db/schema.ts';
import type { FakePaypal } from '../../modules/payments/testing.ts';
import type { TestContext } from '../../test/test-app.ts';
import {
  customer,
  insertProduct,
  orderByNumber,
  outboxMessages,
  stockOf,
} from '../../test/checkout-support.ts';
import { useFakePaypalApp } from '../../test/fake-paypal-app.ts';

const paypal = useFakePaypalApp({ timeoutDelayMs: 800 });
let ctx: TestContext;
let fake: FakePaypal;
beforeAll(() => {
  ({ ctx, fake } = paypal);
});

async function started(quantity = 1) {
  const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/paypal/orders',
    payload: {
      amount: 100 * quantity,
      currency: 'SAR',
      orderData: { items: [{ productId: product.id, quantity }], customerInfo: customer },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { token, orderNumber } = res.json().data as { token: string; orderNumber: string };
  return { product, token, orderNumber };
}

function capture(token: string) {
  return ctx.app.inject({ method: 'POST', url: `/api/paypal/orders/${token}/capture` });
}

async function deliver(event: unknown, valid = true, raw?: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/paypal/webhook',
    headers: { 'content-type': 'application/json', ...fake.webhookHeaders(valid) },
    payload: raw ?? JSON.stringify(event),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('POST /api/paypal/webhook', () => {
  it('settles an order whose capture timed out, once PayPal reports it', async () => {
    const { product, token, orderNumber } = await started(2);
    fake.approve(token);
    fake.failNext('capture', 'timeout');
    expect((await capture(token)).statusCode).toBe(503);
    expect((await orderByNumber(ctx.database.db, orderNumber)).order.status).toBe('pending');

    const { status, body } = await deliver(fake.captureEvent(token));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { received: true } });
    const { order, payment } = await orderByNumber(ctx.database.db, orderNumber);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(payment?.status).toBe('captured');
    expect(await stockOf(ctx.database.db, product.id)).toBe(3);
    // The shopper's retry now simply reports the payment as done.
    const retry = await capture(token);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.localOrderNumber).toBe(orderNumber);
  });

  it('ignores an event whose signature PayPal does not confirm, and records nothing', async () => {
    const { token, orderNumber } = await started();
    fake.approve(token);
    const event = fake.captureEvent(token);
    const { status, body } = await deliver(event, false);
    expect(status).toBe(400);
    expect(body.code).toBe('WEBHOOK_UNVERIFIED');
    expect((await orderByNumber(ctx.database.db, orderNumber)).order.paymentStatus).toBe('pending');
    const recorded = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, event.id as string));
    expect(recorded).toEqual([]);
    // The genuine event with the same id still counts afterwards.
    expect((await deliver(event)).status).toBe(200);
  });

  it('processes each event id once', async () => {
    const { token, orderNumber } = await started();
    fake.approve(token);
    fake.failNext('capture', 'timeout');
    await capture(token);
    const event = fake.captureEvent(token);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    const { order } = await orderByNumber(ctx.database.db, orderNumber);
    expect((await orderHistory(ctx.database.db, order.id)).map((h) => h.toStatus)).toEqual([
      'pending',
      'confirmed',
    ]);
    await ctx.app.jobs.drain();
    expect(outboxMessages(paypal.dataDir, orderNumber)).toHaveLength(2);
  });

  it('never moves a paid order back', async () => {
    const { token, orderNumber } = await started();
    fake.approve(token);
    expect((await capture(token)).statusCode).toBe(200);
    for (const [type, status] of [
      ['PAYMENT.CAPTURE.DENIED', 'DECLINED'],
      ['PAYMENT.CAPTURE.PENDING', 'PENDING'],
    ] as const) {
      expect((await deliver(fake.captureEvent(token, type, status))).status).toBe(200);
    }
    expect((await orderByNumber(ctx.database.db, orderNumber)).order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  });

  it('cancels a pending order whose capture PayPal denied', async () => {
    const { product, token, orderNumber } = await started(2);
    fake.approve(token);
    fake.failNext('capture', 'pending-capture');
    await capture(token);
    expect(await stockOf(ctx.database.db, product.id)).toBe(3);
    await deliver(fake.captureEvent(token, 'PAYMENT.CAPTURE.DENIED', 'DECLINED'));
    expect((await orderByNumber(ctx.database.db, orderNumber)).order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });

  it('completes an approval whose buyer never came back', async () => {
    const { token, orderNumber } = await started();
    fake.approve(token);
    const event = {
      id: `WH-APPROVED-${token}`,
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource_type: 'checkout-order',
      resource: { id: token, status: 'APPROVED' },
    };
    expect((await deliver(event)).status).toBe(200);
    expect((await orderByNumber(ctx.database.db, orderNumber)).order.paymentStatus).toBe('paid');
  });

  it('records a full refund made in PayPal', async () => {
    const { token, orderNumber } = await started();
    fake.approve(token);
    await capture(token);
    const { payment } = await orderByNumber(ctx.database.db, orderNumber);
    const event = {
      id: `WH-REFUND-${token}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: 'REFUND123',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '26.67' },
        seller_payable_breakdown: {
          total_refunded_amount: { currency_code: 'USD', value: '26.67' },
        },
        custom_id: orderNumber,
        links: [{ rel: 'up', href: `${fake.url}/v2/payments/captures/${payment!.captureId}` }],
      },
    };
    expect((await deliver(event)).status).toBe(200);
    const after = await orderByNumber(ctx.database.db, orderNumber);
    expect(after.order.paymentStatus).toBe('refunded');
    expect(after.payment).toMatchObject({ status: 'refunded', refundId: 'REFUND123' });
  });

  it('asks PayPal to retry when verification is unavailable, and refuses what is not an event', async () => {
    const { token } = await started();
    fake.approve(token);
    fake.failNext('verify', 'server-error');
    const event = fake.captureEvent(token);
    expect((await deliver(event)).status).toBe(503);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(null, true, '{"not":"an event"}')).status).toBe(400);
    expect((await deliver(null, true, 'nonsense')).status).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PENDING_PAYMENT_TTL_MS } from '@store/shared/constants';
import { orderHistory } from '../../modules/orders/index.ts';
import { orders } from '../../db/schema.ts';
import type { FakePaypal } from '../../modules/payments/testing.ts';
import { PaypalClient } from '../../modules/payments/index.ts';
import { makeScheduleDue } from '../../jobs/schedules.ts';
import { PENDING_PAYMENT_EXPIRY } from './checkout-jobs.ts';
import type { TestContext } from '../../test/test-app.ts';
import {
  changeSettings,
  customer,
  insertProduct,
  orderByNumber,
  outboxMessages,
  stockOf,
} from '../../test/checkout-support.ts';
import { expirePendingOrders } from './expire-pending-orders.ts';
import { useFakePaypalApp } from '../../test/fake-paypal-app.ts';
import { insertPromotion } from '../../modules/promotions/testing.ts';

const paypal = useFakePaypalApp({ timeoutDelayMs: 800 });
let ctx: TestContext;
let fake: FakePaypal;
beforeAll(() => {
  ({ ctx, fake } = paypal);
});

interface Line {
  productId: string;
  quantity: number;
}

async function startPayment(
  lines: Line[],
  options: {
    amount?: number;
    language?: 'en' | 'ar';
    customerInfo?: object;
    discountCode?: string;
    gift?: { wrap: boolean; message: string; hidePrices: boolean };
  } = {},
) {
  let amount = options.amount;
  if (amount === undefined) {
    amount = 0;
    for (const line of lines) {
      const product = (await ctx.app.inject(`/api/products/${line.productId}`)).json().data;
      amount += product.price * line.quantity;
    }
  }
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/paypal/orders',
    payload: {
      amount,
      currency: 'SAR',
      orderData: {
        items: lines,
        customerInfo: options.customerInfo ?? customer,
        paymentMethod: 'paypal',
        language: options.language,
        discountCode: options.discountCode,
        gift: options.gift,
      },
    },
  });
  return { status: res.statusCode, body: res.json() };
}

async function capture(token: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/paypal/orders/${token}/capture`,
    headers,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A product and a started payment for it. */
async function started(quantity = 1, stock = 5, language: 'en' | 'ar' = 'en') {
  const product = await insertProduct(ctx.database.db, { stock, priceHalalas: 10000 });
  const { status, body } = await startPayment([{ productId: product.id, quantity }], { language });
  expect(status, JSON.stringify(body)).toBe(201);
  return {
    product,
    token: body.data.token as string,
    orderNumber: body.data.orderNumber as string,
  };
}

describe('POST /api/paypal/orders', () => {
  it('reserves the stock and opens a PayPal order in USD, converted line by line, with our return pages', async () => {
    const oud = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
    const rose = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 8950 });
    const before = Date.now();
    const { status, body } = await startPayment(
      [
        { productId: oud.id, quantity: 3 },
        { productId: rose.id, quantity: 1 },
      ],
      { language: 'ar' },
    );
    expect(status, JSON.stringify(body)).toBe(201);
    const { token, orderNumber, approveUrl, expiresAt, simulated } = body.data;
    expect(approveUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${token}`);
    expect(simulated).toBe(false);
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(PENDING_PAYMENT_TTL_MS - 1000);
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(PENDING_PAYMENT_TTL_MS + 5000);
    expect(await stockOf(ctx.database.db, oud.id)).toBe(2);

    const sent = JSON.parse(fake.calls('POST', '/v2/checkout/orders').at(-1)!.body);
    const unit = sent.purchase_units[0];
    expect(unit.custom_id).toBe(orderNumber);
    expect(unit.amount).toEqual({
      currency_code: 'USD',
      value: '103.88',
      breakdown: {
        item_total: { currency_code: 'USD', value: '103.88' },
        shipping: { currency_code: 'USD', value: '0.00' },
        tax_total: { currency_code: 'USD', value: '0.00' },
      },
    });
    expect(
      unit.items.map((i: { unit_amount: { value: string }; quantity: string; name: string }) => [
        i.name,
        i.unit_amount.value,
        i.quantity,
      ]),
    ).toEqual([
      [oud.nameAr, '26.67', '3'],
      [rose.nameAr, '23.87', '1'],
    ]);
    expect(sent.payment_source.paypal.experience_context).toMatchObject({
      locale: 'ar-SA',
      brand_name: 'دار عنبر',
      return_url: 'http://localhost:80/ar/payment/return',
      cancel_url: 'http://localhost:80/ar/checkout/cancel',
      shipping_preference: 'NO_SHIPPING',
    });

    const { order, payment } = await orderByNumber(ctx.database.db, orderNumber);
    expect(order).toMatchObject({
      status: 'pending',
      paymentMethod: 'paypal',
      totalHalalas: 38950,
    });
    expect(payment).toMatchObject({
      provider: 'paypal',
      providerOrderId: token,
      status: 'created',
      amountHalalas: 38950,
      settlementCurrency: 'USD',
      settlementRate: '3.750000',
      chargedAmountMinor: 10388,
    });
  });

  it('sends a discount code’s saving as breakdown.discount, adding up exactly, and captures it', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
    await insertPromotion(ctx.database.db, { code: 'PAYPAL10', percentBasisPoints: 1000 });
    // 3 × 100 SAR, 10 % off: 270 SAR.
    const { status, body } = await startPayment([{ productId: product.id, quantity: 3 }], {
      amount: 270,
      discountCode: 'paypal10',
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const sent = JSON.parse(fake.calls('POST', '/v2/checkout/orders').at(-1)!.body);
    const unit = sent.purchase_units[0];
    // Each line converted first (26.67 USD), the discount as a whole (30 SAR = 8.00 USD).
    expect(unit.amount).toEqual({
      currency_code: 'USD',
      value: '72.01',
      breakdown: {
        item_total: { currency_code: 'USD', value: '80.01' },
        shipping: { currency_code: 'USD', value: '0.00' },
        tax_total: { currency_code: 'USD', value: '0.00' },
        discount: { currency_code: 'USD', value: '8.00' },
      },
    });
    const { order, payment } = await orderByNumber(ctx.database.db, body.data.orderNumber);
    expect(order).toMatchObject({ discountHalalas: 3000, totalHalalas: 27000 });
    expect(payment).toMatchObject({ amountHalalas: 27000, chargedAmountMinor: 7201 });
    fake.approve(body.data.token);
    const captured = await capture(body.data.token);
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  });

  it('sends the gift-wrapping fee as an item of its own, the breakdown adding up exactly', async () => {
    const restore = await changeSettings(ctx.database.db, (s) => ({
      ...s,
      commerce: { ...s.commerce, giftWrapFee: 15 },
    }));
    try {
      const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
      // 2 × 100 SAR and 15 SAR of wrapping: 215 SAR.
      const { status, body } = await startPayment([{ productId: product.id, quantity: 2 }], {
        amount: 215,
        gift: { wrap: true, message: 'Mabrook!', hidePrices: false },
      });
      expect(status, JSON.stringify(body)).toBe(201);
      const unit = JSON.parse(fake.calls('POST', '/v2/checkout/orders').at(-1)!.body)
        .purchase_units[0];
      // Each line converted first: 26.67 USD per bottle, 4.00 USD of wrapping.
      expect(unit.items.at(-1)).toMatchObject({
        name: 'Gift wrapping',
        sku: 'GIFT-WRAP',
        unit_amount: { currency_code: 'USD', value: '4.00' },
        quantity: '1',
      });
      expect(unit.amount).toMatchObject({
        value: '57.34',
        breakdown: { item_total: { currency_code: 'USD', value: '57.34' } },
      });
      const { order, payment } = await orderByNumber(ctx.database.db, body.data.orderNumber);
      expect(order).toMatchObject({ giftWrapHalalas: 1500, totalHalalas: 21500 });
      expect(payment).toMatchObject({ amountHalalas: 21500, chargedAmountMinor: 5734 });
      // A total shown without the fee is refused: the server's own fee decides.
      const stale = await startPayment([{ productId: product.id, quantity: 1 }], {
        amount: 100,
        gift: { wrap: true, message: '', hidePrices: false },
      });
      expect(stale.status).toBe(409);
    } finally {
      await restore();
    }
  });

  it('refuses a total that differs from the server’s prices, before reserving or calling PayPal', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
    const calls = fake.calls('POST', '/v2/checkout/orders').length;
    const { status, body } = await startPayment([{ productId: product.id, quantity: 2 }], {
      amount: 1,
      language: 'ar',
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      success: false,
      code: 'PRICE_MISMATCH',
      message: 'تغيّرت الأسعار منذ فتح سلتك. يرجى مراجعة طلبك والمحاولة مرة أخرى.',
    });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
    expect(fake.calls('POST', '/v2/checkout/orders').length).toBe(calls);
  });

  it('needs the address, city and country as well', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    const { status, body } = await startPayment([{ productId: product.id, quantity: 1 }], {
      customerInfo: { ...customer, city: ' ' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(
      'Please fill in all required fields (name, email, phone, address, city, country)',
    );
  });

  it('cancels the order and returns the stock when PayPal cannot open the payment', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    fake.failNext('create', 'server-error');
    const { status, body } = await startPayment([{ productId: product.id, quantity: 2 }], {
      language: 'ar',
    });
    expect(status).toBe(502);
    expect(body).toEqual({
      success: false,
      code: 'PAYMENT_CREATE_FAILED',
      message: 'فشل في إنشاء الطلب',
    });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });

  it('has no simulator when PayPal is configured', async () => {
    const res = await ctx.app.inject('/paypal-simulator/checkoutnow?token=SIMX');
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/paypal/orders/{token}/capture', () => {
  it('captures an approved payment, checks it, and marks the order paid and confirmed', async () => {
    const { product, token, orderNumber } = await started(2);
    fake.approve(token);
    const { status, body } = await capture(token);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toEqual({
      success: true,
      data: { status: 'COMPLETED', localOrderNumber: orderNumber },
      message: 'Payment completed successfully',
    });
    const captureCall = fake.calls('POST', `/v2/checkout/orders/${token}/capture`).at(-1)!;
    expect(captureCall.headers['paypal-request-id']).toMatch(/^capture-/);

    const { order, payment } = await orderByNumber(ctx.database.db, orderNumber);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', expiresAt: null });
    expect(payment).toMatchObject({ status: 'captured', captureId: expect.any(String) });
    expect((await orderHistory(ctx.database.db, order.id)).map((h) => h.toStatus)).toEqual([
      'pending',
      'confirmed',
    ]);
    expect(await stockOf(ctx.database.db, product.id)).toBe(3);
    // The confirmation goes out once the payment is in.
    await ctx.app.jobs.drain();
    expect(outboxMessages(paypal.dataDir, orderNumber)).toHaveLength(2);
  });

  it('is idempotent: a second capture answers the same, without charging or touching stock again', async () => {
    const { product, token, orderNumber } = await started(1);
    fake.approve(token);
    const first = await capture(token);
    const calls = fake.calls('POST', `/v2/checkout/orders/${token}/capture`).length;
    const second = await capture(token);
    expect(second).toEqual(first);
    expect(fake.calls('POST', `/v2/checkout/orders/${token}/capture`).length).toBe(calls);
    expect(await stockOf(ctx.database.db, product.id)).toBe(4);
    const { order } = await orderByNumber(ctx.database.db, orderNumber);
    expect(await orderHistory(ctx.database.db, order.id)).toHaveLength(2);
  });

  it('settles an order PayPal already captured (ORDER_ALREADY_CAPTURED) by reading it', async () => {
    const { token, orderNumber } = await started(1);
    fake.approve(token);
    // Captured at PayPal by an earlier attempt whose answer was lost.
    const elsewhere = new PaypalClient({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      baseUrl: fake.url,
      webhookId: undefined,
      timeoutMs: 1000,
    });
    await elsewhere.captureOrder(token, 'another-key');
    const { status, body } = await capture(token);
    expect(status).toBe(200);
    expect(body.data.localOrderNumber).toBe(orderNumber);
    expect((await orderByNumber(ctx.database.db, orderNumber)).order.paymentStatus).toBe('paid');
  });

  it('refuses before approval and leaves the order pending', async () => {
    const { token, orderNumber } = await started(1);
    const { status, body } = await capture(token);
    expect(status).toBe(409);
    expect(body.code).toBe('PAYMENT_NOT_APPROVED');
    expect((await orderByNumber(ctx.database.db, orderNumber)).order.status).toBe('pending');
  });

  it('on a declined payment cancels the order, returns the stock and says so in the order’s language', async () => {
    const { product, token, orderNumber } = await started(2, 5, 'ar');
    fake.approve(token);
    fake.failNext('capture', 'declined');
    const { status, body } = await capture(token);
    expect(status).toBe(402);
    expect(body).toEqual({
      success: false,
      code: 'PAYMENT_DECLINED',
      message: 'تم رفض الدفع، ولم يُخصم أي مبلغ.',
    });
    const { order, payment } = await orderByNumber(ctx.database.db, orderNumber);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'INSTRUMENT_DECLINED' });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
    // Asked again, the same answer, and PayPal is not asked again.
    const calls = fake.calls('POST', `/v2/checkout/orders/${token}/capture`).length;
    expect(await capture(token)).toEqual({ status, body });
    expect(fake.calls('POST', `/v2/checkout/orders/${token}/capture`).length).toBe(calls);
  });

  it('on a PayPal outage answers with the generic message and lets a retry succeed', async () => {
    const { token, orderNumber } = await started(1);
    fake.approve(token);
    fake.failNext('capture', 'server-error');
    const failed = await capture(token);
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(failed.body.message).toBe(
      'An error occurred while processing the payment. Please try again.',
    );
    expect((await orderByNumber(ctx.database.db, orderNumber)).order.status).toBe('pending');
    expect((await capture(token)).status).toBe(200);
  });

  it('never marks paid a capture of another amount', async () => {
    const { product, token, orderNumber } = await started(1);
    fake.approve(token);
    fake.failNext('capture', 'wrong-amount');
    const { status, body } = await capture(token);
    expect(status).toBe(502);
    expect(body).toMatchObject({
      code: 'CAPTURE_FAILED',
      message: 'Failed to confirm the payment',
    });
    const { order, payment } = await orderByNumber(ctx.database.db, orderNumber);
    expect(order.paymentStatus).not.toBe('paid');
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'AMOUNT_MISMATCH' });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });

  it('keeps the order pending while PayPal reviews the capture', async () => {
    const { token, orderNumber } = await started(1);
    fake.approve(token);
    fake.failNext('capture', 'pending-capture');
    const { status, body } = await capture(token);
    expect(status).toBe(409);
    expect(body.code).toBe('PAYMENT_PENDING');
    const { order, payment } = await orderByNumber(ctx.database.db, orderNumber);
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(payment?.status).toBe('pending');
  });

  it('answers an unknown token with 404 in the shopper’s language', async () => {
    const { status, body } = await capture('NOSUCHTOKEN', { 'accept-language': 'ar' });
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'لم يتم العثور على عملية الدفع',
    });
  });
});

describe('unfinished payments', () => {
  async function expireNow(orderNumber: string) {
    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNumber, orderNumber));
  }

  it('are cancelled after the expiry and release their stock exactly once', async () => {
    const { product, token, orderNumber } = await started(3);
    expect(await stockOf(ctx.database.db, product.id)).toBe(2);
    await expireNow(orderNumber);
    const first = await expirePendingOrders(ctx.database.db, ctx.app.checkout, ctx.app.log);
    expect(first.cancelled).toBe(1);
    const second = await expirePendingOrders(ctx.database.db, ctx.app.checkout, ctx.app.log);
    expect(second).toEqual({ cancelled: 0, settled: 0, deferred: 0 });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
    const { order, payment } = await orderByNumber(ctx.database.db, orderNumber);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(payment?.status).toBe('cancelled');

    // A late approval cannot buy what is back on sale.
    fake.approve(token);
    const late = await capture(token);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('PAYMENT_EXPIRED');
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });

  it('are expired by the job the server runs every minute', async () => {
    const { product, orderNumber } = await started(2);
    await expireNow(orderNumber);
    // The server's background worker, as server.ts starts it, at its minute.
    await ctx.app.jobs.start();
    try {
      await makeScheduleDue(ctx.database.db, PENDING_PAYMENT_EXPIRY.name, new Date());
      await expect
        .poll(() => stockOf(ctx.database.db, product.id), { timeout: 5000, interval: 20 })
        .toBe(5);
    } finally {
      await ctx.app.jobs.stop();
    }
    expect((await orderByNumber(ctx.database.db, orderNumber)).order.status).toBe('cancelled');
  });

  it('are not touched before their time', async () => {
    const { product } = await started(1);
    await expirePendingOrders(ctx.database.db, ctx.app.checkout, ctx.app.log);
    expect(await stockOf(ctx.database.db, product.id)).toBe(4);
  });

  it('are completed when the buyer approved and closed the tab', async () => {
    const { product, token, orderNumber } = await started(1);
    fake.approve(token);
    await expireNow(orderNumber);
    const report = await expirePendingOrders(ctx.database.db, ctx.app.checkout, ctx.app.log);
    expect(report.settled).toBe(1);
    expect((await orderByNumber(ctx.database.db, orderNumber)).order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    expect(await stockOf(ctx.database.db, product.id)).toBe(4);
  });

  it('are settled from PayPal when a capture timed out and no webhook came', async () => {
    const { token, orderNumber } = await started(1);
    fake.approve(token);
    fake.failNext('capture', 'timeout');
    const timedOut = await capture(token);
    expect(timedOut.status).toBe(503);
    expect((await orderByNumber(ctx.database.db, orderNumber)).order.status).toBe('pending');
    await expireNow(orderNumber);
    const report = await expirePendingOrders(ctx.database.db, ctx.app.checkout, ctx.app.log);
    expect(report.settled).toBe(1);
    expect((await orderByNumber(ctx.database.db, orderNumber)).order.paymentStatus).toBe('paid');
  });

  it('are left alone while a capture is under way (the expiry job stands down)', async () => {
    const { product, token, orderNumber } = await started(1);
    fake.approve(token);
    await expireNow(orderNumber);
    fake.failNext('capture', 'timeout');
    const [captureAnswer, report] = await Promise.all([
      capture(token),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        expirePendingOrders(ctx.database.db, ctx.app.checkout, ctx.app.log),
      ),
    ]);
    expect(captureAnswer.status).toBe(503);
    expect(report.cancelled).toBe(0);
    expect((await orderByNumber(ctx.database.db, orderNumber)).order.status).toBe('pending');
    expect(await stockOf(ctx.database.db, product.id)).toBe(4);
  });

  it('can be cancelled by the shopper from the cancel page, returning the stock at once', async () => {
    const { product, token, orderNumber } = await started(2);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/paypal/orders/${token}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ orderNumber, status: 'cancelled' });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/paypal/orders/${token}/cancel`,
    });
    expect(again.json().data.status).toBe('cancelled');
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });

  it('are not cancelled from the cancel page once PayPal has the approval', async () => {
    const { product, token } = await started(2);
    fake.approve(token);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/paypal/orders/${token}/cancel` });
    expect(res.json().data.status).toBe('pending');
    expect(await stockOf(ctx.database.db, product.id)).toBe(3);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSar } from '@store/shared/money';
import { payments } from '../../../db/schema.ts';
import { orderByNumber, stockOf } from '../../../test/checkout-support.ts';
import { startMoyasar } from '../../../test/moyasar-support.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { orderHistory } from '../../orders/index.ts';

// No Moyasar key: the simulator stands in (docs/decisions/005-payment-simulator.md).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const PRICE_HALALAS = 10000;

/** A product of its own and a Moyasar payment started for `quantity` of it. */
async function start(language: 'en' | 'ar' = 'en', quantity = 1, stock = 5) {
  const { product, status, body } = await startMoyasar(ctx, quantity, language, stock);
  expect(status, JSON.stringify(body)).toBe(201);
  const data = body.data as { redirectUrl: string; orderNumber: string; simulated: boolean };
  const url = new URL(data.redirectUrl);
  return {
    product,
    ...data,
    page: `${url.pathname}${url.search}`,
    id: url.pathname.split('/')[3]!,
  };
}

/** The invoice as the simulator keeps it, on the payment record. */
async function storedInvoice(orderNumber: string) {
  const { payment } = await orderByNumber(ctx.database.db, orderNumber);
  return payment!.providerResponse as Record<string, unknown> & {
    status: string;
    success_url: string;
    back_url: string;
    payments: { status: string; refunded: number; source: Record<string, unknown> }[];
  };
}

function choose(id: string, choice: string, fields: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/moyasar-simulator/invoices/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ choice, lang: 'en', ...fields }).toString(),
  });
}

async function confirm(orderNumber: string, occasion: 'return' | 'leave') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/moyasar/payments/confirm',
    headers: { 'accept-language': 'en' },
    payload: { order: orderNumber, occasion },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('the Moyasar simulator', () => {
  it('is offered, marked as simulated, when Moyasar has no key', async () => {
    const res = await ctx.app.inject('/api/public/payment-methods');
    expect(res.json().data.methods).toEqual([
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

  it('opens a Moyasar-shaped invoice whose page is on the store’s own host', async () => {
    const { redirectUrl, id, orderNumber, simulated } = await start('ar', 2);
    expect(simulated).toBe(true);
    expect(redirectUrl).toBe(`http://localhost/moyasar-simulator/invoices/${id}?lang=ar`);
    const { payment } = await orderByNumber(ctx.database.db, orderNumber);
    expect(payment).toMatchObject({ provider: 'moyasar-simulator', providerOrderId: id });
    expect(await storedInvoice(orderNumber)).toMatchObject({
      id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      status: 'initiated',
      amount: payment!.amountHalalas,
      currency: 'SAR',
      url: redirectUrl,
      success_url: `http://localhost:80/ar/payment/return?provider=moyasar&order=${orderNumber}`,
      back_url: `http://localhost:80/ar/checkout/cancel?provider=moyasar&order=${orderNumber}`,
      callback_url: 'http://localhost:80/api/moyasar/notify',
      expired_at: expect.any(String),
      metadata: { order_number: orderNumber, order_id: payment!.orderId },
      payments: [],
    });
  });

  it('shows the order and its amount in SAR, marked as a simulator, with no script', async () => {
    const { page, orderNumber } = await start('en', 2);
    const res = await ctx.app.inject(page);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Simulator');
    expect(html).toContain('No real money is taken');
    expect(html).toContain(orderNumber);
    expect(html).toContain(formatSar((2 * PRICE_HALALAS) / 100, 'en'));
    for (const choice of [
      'mada',
      'visa',
      'master',
      'applepay',
      'stcpay',
      'declined',
      'insufficient-funds',
      '3ds-failed',
      'back',
    ]) {
      expect(html).toContain(`name="choice" value="${choice}"`);
    }
    expect(html).toContain('name="otp"');
    expect(html).not.toMatch(/<script|on(click|submit|load)=/i);
  });

  it('speaks Arabic, right to left, when the shopper does, and either language on request', async () => {
    const { page, id } = await start('ar');
    const html = (await ctx.app.inject(page)).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('محاكاة');
    expect(html).toContain('لا يُخصم أي مبلغ حقيقي');
    expect(html).toContain('بطاقة مدى');
    expect(html).toContain('العودة إلى المتجر');
    const en = (await ctx.app.inject(`/moyasar-simulator/invoices/${id}?lang=en`)).body;
    expect(en).toContain('<html lang="en" dir="ltr">');
    expect(en).toContain('mada card');
  });

  it('pays with mada: back to the success_url, and the order is paid with the card on its record', async () => {
    const { id, orderNumber, product } = await start();
    const paid = await choose(id, 'mada');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe((await storedInvoice(orderNumber)).success_url);

    const answer = await confirm(orderNumber, 'return');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ status: 'paid', orderNumber });
    const { order, payment } = await orderByNumber(ctx.database.db, orderNumber);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(payment).toMatchObject({
      provider: 'moyasar-simulator',
      status: 'captured',
      paidWith: 'creditcard',
      cardBrand: 'mada',
      cardLast4: '1010',
    });
    const history = await orderHistory(ctx.database.db, order.id);
    expect(history.at(-1)?.note).toContain('simulator');
    expect(await stockOf(ctx.database.db, product.id)).toBe(4);
  });

  it('shows a declined card on the page and keeps the order until the shopper comes back', async () => {
    const { id, page, orderNumber, product } = await start('en', 2, 4);
    const declined = await choose(id, 'declined');
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('The payment failed');
    expect(declined.body).toContain('DECLINED');
    // Still awaiting a payment: the page offers another try.
    const again = await ctx.app.inject(page);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('DECLINED');
    expect((await orderByNumber(ctx.database.db, orderNumber)).order.status).toBe('pending');
    expect(await stockOf(ctx.database.db, product.id)).toBe(2);

    const back = await choose(id, 'back');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe((await storedInvoice(orderNumber)).back_url);
    const answer = await confirm(orderNumber, 'leave');
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'The payment was declined. Nothing was charged.',
    });
    const { order, payment } = await orderByNumber(ctx.database.db, orderNumber);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(payment!.failureCode).toBe('declined');
    expect(await stockOf(ctx.database.db, product.id)).toBe(4);
    expect((await storedInvoice(orderNumber)).status).toBe('canceled');
    expect((await ctx.app.inject(page)).statusCode).toBe(409);
  });

  it.each([
    ['insufficient-funds', 'INSUFFICIENT FUNDS'],
    ['3ds-failed', '3-D Secure transaction attempt failed (Not Enrolled)'],
  ])('after a %s attempt the shopper may try again and pay', async (choice, message) => {
    const { id, orderNumber } = await start();
    const failed = await choose(id, choice);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain(message);
    expect((await choose(id, 'visa')).statusCode).toBe(303);
    expect((await confirm(orderNumber, 'return')).status).toBe(200);
    const invoice = await storedInvoice(orderNumber);
    expect(invoice.status).toBe('paid');
    expect(invoice.payments.map((payment) => [payment.status, payment.source.message])).toEqual([
      ['failed', message],
      ['paid', 'APPROVED'],
    ]);
  });

  it('pays with STC Pay and the right OTP', async () => {
    const { id, orderNumber } = await start();
    expect((await choose(id, 'stcpay', { otp: '123456' })).statusCode).toBe(303);
    expect((await confirm(orderNumber, 'return')).status).toBe(200);
    expect((await orderByNumber(ctx.database.db, orderNumber)).payment).toMatchObject({
      status: 'captured',
      paidWith: 'stcpay',
      cardBrand: null,
    });
    const [stcPay] = (await storedInvoice(orderNumber)).payments;
    expect(stcPay!.source).toMatchObject({ type: 'stcpay', message: 'Paid' });
    expect(stcPay!.source.mobile).toMatch(/^05\d{8}$/);
  });

  it('refuses STC Pay with a wrong OTP, as Moyasar’s sandbox does', async () => {
    const { id, orderNumber } = await start();
    const invalid = await choose(id, 'stcpay', { otp: '654321' });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.body).toContain('Invalid OTP');
    const poor = await choose(id, 'stcpay', { otp: '111111' });
    expect(poor.body).toContain('Insufficient Balance.');
    expect((await orderByNumber(ctx.database.db, orderNumber)).order.status).toBe('pending');
    const answer = await confirm(orderNumber, 'return');
    expect(answer.status).toBe(402);
    expect(answer.body.message).toBe(
      'The payment was declined for insufficient funds. Nothing was charged.',
    );
  });

  it('goes back to the store on request, and the order is given up', async () => {
    const { id, page, orderNumber, product } = await start('en', 3);
    const back = await choose(id, 'back');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `http://localhost:80/en/checkout/cancel?provider=moyasar&order=${orderNumber}`,
    );
    const answer = await confirm(orderNumber, 'leave');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('PAYMENT_CANCELLED');
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
    expect((await storedInvoice(orderNumber)).status).toBe('canceled');
    // A page left open elsewhere can no longer pay it.
    expect((await choose(id, 'mada')).statusCode).toBe(409);
    expect((await ctx.app.inject(page)).body).toContain('no longer awaiting payment');
  });

  it('answers that a paid invoice, or an unknown one, is no longer awaiting payment', async () => {
    const { id, page } = await start();
    expect((await choose(id, 'master')).statusCode).toBe(303);
    const paidPage = await ctx.app.inject(page);
    expect(paidPage.statusCode).toBe(409);
    expect(paidPage.body).toContain('no longer awaiting payment');
    expect(paidPage.body).toContain('It has been paid.');
    expect(paidPage.body).not.toContain('name="choice"');
    const twice = await choose(id, 'mada');
    expect(twice.statusCode).toBe(409);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const none = await ctx.app.inject(`/moyasar-simulator/invoices/${unknown}`);
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('There is no such invoice.');
    expect((await choose(unknown, 'mada')).statusCode).toBe(404);
    expect((await choose(id, 'steal')).statusCode).toBe(400);
  });

  it('takes one payment when two pages pay at once', async () => {
    const { id, orderNumber } = await start();
    const answers = await Promise.all([choose(id, 'mada'), choose(id, 'applepay')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409]);
    const invoice = await storedInvoice(orderNumber);
    expect(invoice.payments.filter((payment) => payment.status === 'paid')).toHaveLength(1);
  });

  it('reads an invoice past its expired_at as expired', async () => {
    const { id, page, orderNumber } = await start();
    const invoice = await storedInvoice(orderNumber);
    await ctx.database.db
      .update(payments)
      .set({
        providerResponse: { ...invoice, expired_at: new Date(Date.now() - 1000).toISOString() },
      })
      .where(eq(payments.providerOrderId, id));
    expect((await ctx.app.checkout.moyasar.read(id)).status).toBe('expired');
    const expired = await ctx.app.inject(page);
    expect(expired.statusCode).toBe(409);
    expect(expired.body).toContain('It has expired.');
    expect((await choose(id, 'mada')).statusCode).toBe(409);
  });

  it('refunds the paid payment, in parts, never more than was paid, and never cancels it', async () => {
    const { id, orderNumber } = await start('en', 2);
    expect((await choose(id, 'visa')).statusCode).toBe(303);
    const moyasar = ctx.app.checkout.moyasar;
    const paid = await moyasar.read(id);
    expect(paid).toMatchObject({
      status: 'paid',
      amountHalalas: 2 * PRICE_HALALAS,
      refundedHalalas: 0,
    });

    expect((await moyasar.refund(paid, 5000, 'refund-1')).refundedHalalas).toBe(5000);
    expect((await moyasar.read(id)).refundedHalalas).toBe(5000);
    await expect(moyasar.refund(paid, 2 * PRICE_HALALAS, 'refund-2')).rejects.toMatchObject({
      kind: 'rejected',
    });
    expect((await moyasar.refund(paid, 2 * PRICE_HALALAS - 5000, 'refund-3')).refundedHalalas).toBe(
      2 * PRICE_HALALAS,
    );
    const [payment] = (await storedInvoice(orderNumber)).payments;
    expect(payment).toMatchObject({ status: 'refunded', refunded: 2 * PRICE_HALALAS });
    await expect(moyasar.refund(paid, 1, 'refund-4')).rejects.toMatchObject({ kind: 'rejected' });
    await expect(moyasar.close(id)).rejects.toMatchObject({ kind: 'rejected' });
    expect((await storedInvoice(orderNumber)).status).toBe('paid');
  });

  it('sends no webhooks, so none is believed', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/moyasar/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'payment_paid', secret_token: '', data: {} }),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('with a Moyasar key', () => {
  it('has no simulator page', async () => {
    const real = await createTestApp({
      seed: false,
      env: { MOYASAR_SECRET_KEY: 'sk_test_simulatorcheck', MOYASAR_BASE_URL: 'http://127.0.0.1:9' },
    });
    try {
      expect(real.app.checkout.moyasar.simulated).toBe(false);
      const res = await real.app.inject(
        '/moyasar-simulator/invoices/00000000-0000-4000-8000-000000000000',
      );
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Simulator');
    } finally {
      await real.close();
    }
  });
});

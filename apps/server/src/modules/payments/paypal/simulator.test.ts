import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customer,
  insertProduct,
  orderByNumber,
  stockOf,
  temporaryDataDir,
} from '../../../test/checkout-support.ts';
import { orderHistory } from '../../orders/index.ts';
import { signInTestUsers } from '../../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// No PayPal credentials: the simulator stands in (DESIGN.md decision 8).
let ctx: TestContext;
const data = temporaryDataDir();

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: data.dir } });
});
afterAll(async () => {
  await ctx.close();
  data.remove();
});

async function start(language: 'en' | 'ar' = 'en', quantity = 1) {
  const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/paypal/orders',
    payload: {
      amount: 100 * quantity,
      currency: 'SAR',
      orderData: { items: [{ productId: product.id, quantity }], customerInfo: customer, language },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    product,
    ...(res.json().data as {
      approveUrl: string;
      token: string;
      orderNumber: string;
      simulated: boolean;
    }),
  };
}

function decide(token: string, decision: string, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/paypal-simulator/checkoutnow',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, decision, lang }).toString(),
  });
}

function capture(token: string) {
  return ctx.app.inject({ method: 'POST', url: `/api/paypal/orders/${token}/capture` });
}

describe('the PayPal simulator', () => {
  it('sends the shopper to an approval page on the same host', async () => {
    const { approveUrl, token, simulated } = await start();
    expect(simulated).toBe(true);
    expect(token).toMatch(/^SIM[A-Z0-9]{14}$/);
    expect(approveUrl).toBe(`http://localhost/paypal-simulator/checkoutnow?token=${token}`);
  });

  it('sends the shopper back to the origin of the page they came from (dev server, proxy)', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/paypal/orders',
      headers: { origin: 'http://localhost:5173' },
      payload: {
        amount: 100,
        currency: 'SAR',
        orderData: { items: [{ productId: product.id, quantity: 1 }], customerInfo: customer },
      },
    });
    const { approveUrl, token } = res.json().data;
    expect(approveUrl).toBe(`http://localhost:5173/paypal-simulator/checkoutnow?token=${token}`);
    const approved = await decide(token, 'approve');
    expect(approved.headers.location).toMatch(
      /^http:\/\/localhost:5173\/en\/payment\/return\?token=/,
    );
  });

  it('shows a page marked as a simulator, with the amount in both currencies and no script', async () => {
    const { token, orderNumber } = await start('en', 2);
    const res = await ctx.app.inject(`/paypal-simulator/checkoutnow?token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Simulator');
    expect(html).toContain('no real payment happens here');
    expect(html).toContain(orderNumber);
    expect(html).toContain('$53.34');
    expect(html).toContain('SAR');
    expect(html).toContain('name="decision" value="approve"');
    expect(html).toContain('name="decision" value="cancel"');
    expect(html).not.toMatch(/<script|on(click|submit|load)=/i);
  });

  it('speaks Arabic, right to left, when the shopper does', async () => {
    const { token } = await start('ar');
    const html = (await ctx.app.inject(`/paypal-simulator/checkoutnow?token=${token}`)).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('محاكاة');
    expect(html).toContain('الموافقة على الدفع');
    expect(html).toContain('إلغاء والعودة إلى المتجر');
    // Either language on request.
    const en = (await ctx.app.inject(`/paypal-simulator/checkoutnow?token=${token}&lang=en`)).body;
    expect(en).toContain('Approve payment');
    // The payment's answers follow the order's language too.
    await decide(token, 'approve', 'ar');
    expect((await capture(token)).json().message).toBe('تم الدفع بنجاح');
  });

  it('approves like PayPal: back to the return page with token and PayerID, then the capture completes', async () => {
    const { product, token, orderNumber } = await start();
    const approved = await decide(token, 'approve');
    expect(approved.statusCode).toBe(303);
    const location = new URL(approved.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost/en/payment/return');
    expect(location.searchParams.get('token')).toBe(token);
    expect(location.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);

    const captured = await capture(token);
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json().data).toEqual({ status: 'COMPLETED', localOrderNumber: orderNumber });
    const { order, payment } = await orderByNumber(ctx.database.db, orderNumber);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // A simulated payment can never pass for a real one.
    expect(payment).toMatchObject({ provider: 'paypal-simulator', status: 'captured' });
    const history = await orderHistory(ctx.database.db, order.id);
    expect(history.at(-1)?.note).toContain('simulator');
    expect(await stockOf(ctx.database.db, product.id)).toBe(4);

    // Captured twice: the same answer; the page no longer offers the payment.
    expect((await capture(token)).json()).toEqual(captured.json());
    const page = await ctx.app.inject(`/paypal-simulator/checkoutnow?token=${token}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('no longer waiting');
    expect((await decide(token, 'approve')).statusCode).toBe(409);
  });

  it('refuses a capture before approval', async () => {
    const { token } = await start();
    const res = await capture(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_NOT_APPROVED');
  });

  it('cancels like PayPal: back to the cancel page with the token, and the stock can be released', async () => {
    const { product, token, orderNumber } = await start('en', 3);
    const cancelled = await decide(token, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `http://localhost:80/en/checkout/cancel?token=${token}`,
    );
    expect(await stockOf(ctx.database.db, product.id)).toBe(2);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/paypal/orders/${token}/cancel` });
    expect(res.json().data).toEqual({ orderNumber, status: 'cancelled' });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });

  it('can simulate a declined payment', async () => {
    const { product, token } = await start('ar', 2);
    expect((await decide(token, 'decline')).statusCode).toBe(303);
    const res = await capture(token);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'تم رفض الدفع، ولم يُخصم أي مبلغ.',
    });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });

  it('answers unknown tokens, and refuses webhooks (it sends none)', async () => {
    expect((await ctx.app.inject('/paypal-simulator/checkoutnow?token=SIMNOPE')).statusCode).toBe(
      404,
    );
    expect((await decide('SIMNOPE', 'approve')).statusCode).toBe(409);
    expect((await decide('SIMNOPE', 'steal')).statusCode).toBe(400);
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      payload: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} },
    });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json().code).toBe('WEBHOOK_UNVERIFIED');
  });
});

describe('refunds through the simulator', () => {
  it('refunds a simulated capture in full, from the admin’s order page', async () => {
    const users = await signInTestUsers(ctx.app, ctx.database.db);
    const { token, orderNumber, product } = await start();
    expect((await decide(token, 'approve')).statusCode).toBe(303);
    expect((await capture(token)).statusCode).toBe(200);
    const { order, payment } = await orderByNumber(ctx.database.db, orderNumber);
    expect(payment!.captureId).toMatch(/^SIMCAP/);

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: users.admin,
      payload: { idempotencyKey: 'simulator-refund' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const after = await orderByNumber(ctx.database.db, orderNumber);
    expect(after.payment).toMatchObject({
      status: 'refunded',
      refundId: expect.stringMatching(/^SIMREF[0-9A-F]{14}$/),
    });
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });
});

import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSar } from '@store/shared/money';
import type { Database } from '../../../db/client.ts';
import { securityHeaders, STORE_SECURITY_POLICY } from '../../../plugins/security-headers.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { HostedPaymentRefused, type HostedPaymentRequest } from '../hosted-payment.ts';
import { insertKnownOrder } from '../payments-test-support.ts';
import { payments } from '../payments.table.ts';
import { splitInFour } from './simulator-page.ts';
import { tabbySimulatorRoutes } from './simulator.routes.ts';
import { hostedFromTabby } from './tabby-gateway.ts';
import { TABBY_SIMULATOR_PROVIDER, TabbySimulator } from './tabby-simulator.ts';
import { readTabbyPayment } from './tabby-wire.ts';

// No Tabby key: the simulator stands in (docs/decisions/005-payment-simulator.md).
let database: Database;
let tabby: TabbySimulator;
let app: FastifyInstance;

/** The store's own answers: its validators and its security headers, with the simulator's page. */
async function storeWith(simulator: TabbySimulator): Promise<FastifyInstance> {
  const store = Fastify();
  store.setValidatorCompiler(validatorCompiler);
  store.setSerializerCompiler(serializerCompiler);
  await store.register(securityHeaders, STORE_SECURITY_POLICY);
  await store.register(tabbySimulatorRoutes(simulator));
  await store.ready();
  return store;
}

beforeAll(async () => {
  database = await openTestDatabase();
  tabby = new TabbySimulator(database.db);
  app = await storeWith(tabby);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const STORE = 'http://localhost:3000';
const OTP = '8888';

interface Opening {
  amountHalalas?: number;
  phone?: string;
  email?: string;
  language?: 'en' | 'ar';
  expiresAt?: Date;
}

function request(orderNumber: string, orderId: string, opening: Opening): HostedPaymentRequest {
  const amountHalalas = opening.amountHalalas ?? 100_01;
  const back = (path: string) => `${STORE}${path}?provider=tabby&order=${orderNumber}`;
  return {
    reference: orderNumber,
    orderId,
    amountHalalas,
    currency: 'SAR',
    description: `Perfume store ${orderNumber}`,
    language: opening.language ?? 'en',
    returnUrl: back('/payment/return'),
    cancelUrl: back('/checkout/cancel'),
    notifyUrl: `${STORE}/api/tabby/notify`,
    expiresAt: opening.expiresAt ?? new Date(Date.now() + 60 * 60_000),
    order: {
      buyer: {
        name: 'Noura Al-Harbi',
        email: opening.email ?? 'otp.success@tabby.ai',
        phone: opening.phone ?? '+966500000001',
      },
      shippingAddress: { city: 'Riyadh', address: 'Tahlia Street 12', zip: '12241' },
      items: [
        {
          title: 'Oud Royal',
          quantity: 1,
          unitPriceHalalas: amountHalalas,
          referenceId: 'product-1',
        },
      ],
      taxHalalas: 0,
      shippingHalalas: 0,
      discountHalalas: 0,
    },
  };
}

/**
 * An order and a Tabby payment started for it, recorded as the checkout records it: the payment
 * row first, then the provider's id and answer once start() returned.
 */
async function open(opening: Opening = {}) {
  const amountHalalas = opening.amountHalalas ?? 100_01;
  const { order } = await insertKnownOrder(database.db, {
    createdAt: new Date().toISOString(),
    method: 'tabby',
    totalHalalas: amountHalalas,
  });
  const [row] = await database.db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: TABBY_SIMULATOR_PROVIDER,
      amountHalalas,
      settlementCurrency: 'SAR',
      settlementRate: '1',
      chargedAmountMinor: amountHalalas,
    })
    .returning();
  const asked = request(order.orderNumber, order.id, opening);
  const opened = await tabby.start(asked);
  await database.db
    .update(payments)
    .set({ providerOrderId: opened.id, providerResponse: opened.raw })
    .where(eq(payments.id, row!.id));
  const url = new URL(opened.redirectUrl!);
  return { opened, id: opened.id, asked, orderNumber: order.orderNumber, page: url.pathname };
}

async function stored(id: string) {
  const [row] = await database.db
    .select({ response: payments.providerResponse })
    .from(payments)
    .where(eq(payments.providerOrderId, id));
  return row!.response as Record<string, unknown> & {
    status: string;
    expires_at: string;
    captures: unknown[];
    refunds: unknown[];
  };
}

function withPaymentId(url: string, id: string) {
  return `${url}&payment_id=${id}`;
}

async function authorized(opening: Opening = {}) {
  const started = await open(opening);
  const decision = await tabby.decide(started.id, 'approve', OTP);
  expect(decision).toMatchObject({ outcome: 'redirect' });
  return started;
}

function post(id: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/tabby-simulator/payments/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('the Tabby simulator', () => {
  it('opens a CREATED Tabby payment whose page is on the store’s own host', async () => {
    const { opened, id, asked, orderNumber } = await open({ language: 'ar' });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(opened).toMatchObject({
      status: 'open',
      redirectUrl: `${STORE}/tabby-simulator/payments/${id}?lang=ar`,
      amountHalalas: 100_01,
      currency: 'SAR',
      reference: orderNumber,
      paymentId: id,
      method: 'tabby',
      capturedHalalas: 0,
      refundedHalalas: 0,
    });
    expect(await stored(id)).toMatchObject({
      id,
      status: 'CREATED',
      is_test: true,
      amount: '100.01',
      currency: 'SAR',
      buyer: { email: 'otp.success@tabby.ai', phone: '+966500000001' },
      order: {
        reference_id: orderNumber,
        items: [
          { title: 'Oud Royal', quantity: 1, unit_price: '100.01', reference_id: 'product-1' },
        ],
      },
      captures: [],
      refunds: [],
      lang: 'ar',
      merchant_urls: {
        success: asked.returnUrl,
        cancel: asked.cancelUrl,
        failure: asked.returnUrl,
      },
    });
    expect(await tabby.read(id)).toMatchObject({ status: 'open', redirectUrl: null });
    expect(tabby).toMatchObject({ name: 'tabby-simulator', simulated: true });
    expect(tabby.webhookSubject()).toBeNull();
  });

  it.each([
    [{ phone: '+966500000002' }, 'not-available'],
    [{ phone: '0500000002' }, 'not-available'],
    [{ amountHalalas: 9_99 }, 'amount-too-low'],
    [{ amountHalalas: 10_000_01 }, 'amount-too-high'],
  ] as const)('pre-scoring turns %o away: %s', async (opening, reason) => {
    const started = tabby.start(request('TB-REFUSED', crypto.randomUUID(), opening));
    await expect(started).rejects.toBeInstanceOf(HostedPaymentRefused);
    await expect(started).rejects.toMatchObject({ reason });
  });

  it('takes the limits themselves', async () => {
    for (const amountHalalas of [10_00, 10_000_00]) {
      const started = await tabby.start(
        request('TB-LIMIT', crypto.randomUUID(), { amountHalalas }),
      );
      expect(started.status).toBe('open');
    }
  });

  it('approves after the OTP: back to the success URL with payment_id, and read says paid', async () => {
    const { id, asked } = await open();
    const decision = await tabby.decide(id, 'approve', OTP);
    expect(decision).toMatchObject({
      outcome: 'redirect',
      location: withPaymentId(asked.returnUrl, id),
    });
    expect((await stored(id)).status).toBe('AUTHORIZED');
    expect(await tabby.read(id)).toMatchObject({
      status: 'paid',
      amountHalalas: 100_01,
      capturedHalalas: 0,
      failure: null,
    });
    // A second decision, whatever it is, changes nothing and leads to the same place.
    expect(await tabby.decide(id, 'reject')).toMatchObject({
      location: withPaymentId(asked.returnUrl, id),
    });
    expect((await stored(id)).status).toBe('AUTHORIZED');
  });

  it('asks again after a wrong OTP and changes nothing', async () => {
    const { id } = await open();
    expect(await tabby.decide(id, 'approve', '1234')).toMatchObject({ outcome: 'wrong-otp' });
    expect(await tabby.decide(id, 'approve')).toMatchObject({ outcome: 'wrong-otp' });
    expect((await tabby.read(id)).status).toBe('open');
  });

  it('rejects the sandbox’s rejected buyer after the OTP, to the failure URL', async () => {
    const { id, asked } = await open({ email: 'otp.rejected@tabby.ai' });
    expect(await tabby.decide(id, 'approve', OTP)).toMatchObject({
      outcome: 'redirect',
      location: withPaymentId(asked.returnUrl, id),
    });
    expect((await stored(id)).status).toBe('REJECTED');
    // Read as the real gateway reads Tabby's REJECTED.
    const rejected = await tabby.read(id);
    expect(rejected).toEqual(hostedFromTabby(readTabbyPayment(await stored(id)), null));
    expect(rejected).toMatchObject({ status: 'failed', failure: { reason: expect.any(String) } });
  });

  it('declines on request, to the failure URL', async () => {
    const { id, asked } = await open();
    expect(await tabby.decide(id, 'reject')).toMatchObject({
      location: withPaymentId(asked.returnUrl, id),
    });
    expect((await tabby.read(id)).status).toBe('failed');
  });

  it('cancels to the cancel URL, and the payment is expired', async () => {
    const { id, asked } = await open();
    expect(await tabby.decide(id, 'cancel')).toMatchObject({
      location: withPaymentId(asked.cancelUrl, id),
    });
    expect((await stored(id)).status).toBe('EXPIRED');
    expect((await tabby.read(id)).status).toBe('expired');
  });

  it('reads a CREATED payment past its expires_at as expired, and it can no longer be approved', async () => {
    const { id, asked } = await open();
    const payment = await stored(id);
    await database.db
      .update(payments)
      .set({
        providerResponse: { ...payment, expires_at: new Date(Date.now() - 1000).toISOString() },
      })
      .where(eq(payments.providerOrderId, id));
    expect((await tabby.read(id)).status).toBe('expired');
    expect(await tabby.decide(id, 'approve', OTP)).toMatchObject({
      location: withPaymentId(asked.cancelUrl, id),
    });
    expect((await tabby.read(id)).status).toBe('expired');
  });

  it('expires with the checkout’s hold when that comes before Tabby’s own 30 minutes', async () => {
    const soon = new Date(Date.now() + 5 * 60_000);
    const { id } = await open({ expiresAt: soon });
    expect((await stored(id)).expires_at).toBe(soon.toISOString());
    const { id: later } = await open();
    const expiresAt = Date.parse((await stored(later)).expires_at);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(expiresAt - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('closes an authorised payment with nothing captured, and leaves a CREATED one to expire', async () => {
    const created = await open();
    await tabby.close(created.id);
    expect((await stored(created.id)).status).toBe('CREATED');

    const { id } = await authorized();
    await tabby.close(id);
    expect((await stored(id)).status).toBe('CLOSED');
    expect((await tabby.read(id)).status).toBe('cancelled');
    await tabby.close(id);
    expect((await stored(id)).status).toBe('CLOSED');
  });

  it('captures an authorised payment once per reference, and all of it closes it', async () => {
    const created = await open();
    await expect(tabby.capture(created.id, 100_01, 'cap-1')).rejects.toMatchObject({
      kind: 'not-approved',
    });

    const { id } = await authorized();
    const part = await tabby.capture(id, 40_00, 'cap-1');
    expect(part).toMatchObject({ status: 'paid', capturedHalalas: 40_00 });
    expect((await tabby.capture(id, 40_00, 'cap-1')).capturedHalalas).toBe(40_00);
    expect((await stored(id)).captures).toHaveLength(1);
    await expect(tabby.capture(id, 60_02, 'cap-2')).rejects.toMatchObject({ kind: 'rejected' });

    const rest = await tabby.capture(id, 60_01, 'cap-2');
    expect(rest).toMatchObject({ status: 'paid', capturedHalalas: 100_01 });
    expect((await stored(id)).status).toBe('CLOSED');
    await expect(tabby.capture(id, 1, 'cap-3')).rejects.toMatchObject({
      kind: 'already-captured',
    });
    // The retry of a capture that went through is still answered, not refused.
    expect((await tabby.capture(id, 60_01, 'cap-2')).capturedHalalas).toBe(100_01);
  });

  it('refuses to capture a declined payment', async () => {
    const { id } = await open();
    await tabby.decide(id, 'reject');
    await expect(tabby.capture(id, 100_01, 'cap-1')).rejects.toMatchObject({ kind: 'declined' });
  });

  it('refunds all of an uncaptured payment by voiding it, and nothing less', async () => {
    const { id } = await authorized();
    const payment = await tabby.read(id);
    await expect(tabby.refund(payment, 50_00, 'ref-1')).rejects.toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining('not captured this payment yet'),
    });
    expect(await tabby.refund(payment, 100_01, 'ref-1')).toMatchObject({
      refundedHalalas: 100_01,
      raw: { id, status: 'CLOSED' },
    });
    expect((await tabby.read(id)).status).toBe('cancelled');
    // Voiding again is harmless.
    expect((await tabby.refund(payment, 100_01, 'ref-2')).refundedHalalas).toBe(100_01);
    expect((await stored(id)).refunds).toEqual([]);

    const created = await open();
    await expect(tabby.refund(await tabby.read(created.id), 100_01, 'ref-1')).rejects.toMatchObject(
      { kind: 'rejected' },
    );
  });

  it('refunds a captured payment in parts, once per reference, never more than captured', async () => {
    const { id } = await authorized();
    await tabby.capture(id, 100_01, 'cap-1');
    const payment = await tabby.read(id);

    expect((await tabby.refund(payment, 30_00, 'ref-1')).refundedHalalas).toBe(30_00);
    expect((await tabby.refund(payment, 30_00, 'ref-1')).refundedHalalas).toBe(30_00);
    expect((await stored(id)).refunds).toHaveLength(1);
    await expect(tabby.refund(payment, 70_02, 'ref-2')).rejects.toMatchObject({
      kind: 'rejected',
    });
    await expect(tabby.refund(payment, 0, 'ref-2')).rejects.toMatchObject({ kind: 'rejected' });
    expect((await tabby.refund(payment, 70_01, 'ref-2')).refundedHalalas).toBe(100_01);
    expect(await tabby.read(id)).toMatchObject({
      status: 'paid',
      capturedHalalas: 100_01,
      refundedHalalas: 100_01,
    });
    await expect(tabby.refund(payment, 1, 'ref-3')).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('refuses a refund while a partly captured payment is still authorised, as Tabby does', async () => {
    const { id } = await authorized();
    await tabby.capture(id, 50_00, 'cap-1');
    await expect(tabby.refund(await tabby.read(id), 10_00, 'ref-1')).rejects.toMatchObject({
      kind: 'rejected',
    });
  });

  it('takes one decision when two pages decide at once', async () => {
    const { id } = await open();
    const decisions = await Promise.all([
      tabby.decide(id, 'approve', OTP),
      tabby.decide(id, 'cancel'),
    ]);
    const [first, second] = decisions.map((decision) =>
      decision?.outcome === 'redirect' ? decision.location : null,
    );
    expect(first).toBe(second);
    expect(['AUTHORIZED', 'EXPIRED']).toContain((await stored(id)).status);
  });

  it('knows no payment it did not open', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(tabby.read(unknown)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(tabby.capture(unknown, 1, 'cap-1')).rejects.toMatchObject({ kind: 'not-found' });
    expect(await tabby.decide(unknown, 'approve', OTP)).toBeNull();
    expect(await tabby.view(unknown)).toBeNull();
  });
});

describe('splitInFour', () => {
  it.each([
    [100_00, [25_00, 25_00, 25_00, 25_00]],
    [100_01, [25_01, 25_00, 25_00, 25_00]],
    [100_03, [25_01, 25_01, 25_01, 25_00]],
    [3, [1, 1, 1, 0]],
  ])('splits %i halalas exactly', (total, parts) => {
    expect(splitInFour(total)).toEqual(parts);
    expect(splitInFour(total).reduce((sum, part) => sum + part, 0)).toBe(total);
  });
});

describe('the Tabby simulator’s page', () => {
  it('shows the order, the total and the plan in four, marked as a simulator, with no script', async () => {
    const { page, orderNumber } = await open({ amountHalalas: 100_01 });
    const res = await app.inject(`${page}?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Simulator');
    expect(html).toContain('No real money moves');
    expect(html).toContain(orderNumber);
    expect(html).toContain(formatSar(100.01, 'en'));
    expect(html).toContain('4 payments');
    expect(html).toContain(`Today: <bdi>${formatSar(25.01, 'en')}</bdi>`);
    expect(html).toContain(`In 3 months: <bdi>${formatSar(25, 'en')}</bdi>`);
    expect(html).toContain('Pay with Tabby');
    expect(html).toContain('name="step" value="otp"');
    expect(html).toContain('name="choice" value="reject"');
    expect(html).toContain('name="choice" value="cancel"');
    expect(html).not.toMatch(/<script|on(click|submit|load)=/i);
  });

  it('says "4 payments of" an even quarter', async () => {
    const { page } = await open({ amountHalalas: 200_00 });
    const html = (await app.inject(page)).body;
    expect(html).toContain(`4 payments of <bdi>${formatSar(50, 'en')}</bdi>`);
  });

  it('speaks Arabic, right to left, when the shopper does, and either language on request', async () => {
    const { page } = await open({ language: 'ar', amountHalalas: 200_00 });
    const html = (await app.inject(page)).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('محاكاة');
    expect(html).toContain('لا تنتقل أي أموال حقيقية');
    expect(html).toContain(`4 دفعات بقيمة <bdi>${formatSar(50, 'ar')}</bdi>`);
    expect(html).toContain('ادفع عبر تابي');
    expect(html).toContain('العودة إلى المتجر');
    const en = (await app.inject(`${page}?lang=en`)).body;
    expect(en).toContain('<html lang="en" dir="ltr">');
  });

  it('asks for the OTP, says so when it is wrong, and approves with the right one', async () => {
    const { id, page, asked } = await open();
    const step = await app.inject(`${page}?lang=en&step=otp`);
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('name="otp"');
    expect(step.body).toContain('name="choice" value="approve"');
    expect(step.body).toContain('8888');

    const wrong = await post(id, { choice: 'approve', otp: '1111', lang: 'en' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('The code is wrong');
    expect(wrong.body).toContain('name="otp"');
    expect((await stored(id)).status).toBe('CREATED');

    const paid = await post(id, { choice: 'approve', otp: OTP, lang: 'en' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(withPaymentId(asked.returnUrl, id));
    expect((await tabby.read(id)).status).toBe('paid');
    // Sent twice (a double click, a reload): the same answer, nothing more.
    const again = await post(id, { choice: 'approve', otp: OTP, lang: 'en' });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(paid.headers.location);

    const after = await app.inject(page);
    expect(after.statusCode).toBe(409);
    expect(after.body).toContain('no longer awaiting');
    expect(after.body).toContain('Tabby has approved it.');
    expect(after.body).not.toContain('name="choice"');
  });

  it('goes back to the store through the cancel URL, and declines to the failure URL', async () => {
    const back = await open();
    const cancelled = await post(back.id, { choice: 'cancel', lang: 'en' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(withPaymentId(back.asked.cancelUrl, back.id));
    expect((await stored(back.id)).status).toBe('EXPIRED');

    const declined = await open({ language: 'ar' });
    const rejected = await post(declined.id, { choice: 'reject', lang: 'ar' });
    expect(rejected.statusCode).toBe(303);
    expect(rejected.headers.location).toBe(withPaymentId(declined.asked.returnUrl, declined.id));
    const page = await app.inject(declined.page);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('رفضتها تابي.');
  });

  it('answers a clear page for an unknown payment or a choice it never offers', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const none = await app.inject(`/tabby-simulator/payments/${unknown}`);
    expect(none.statusCode).toBe(404);
    expect(none.headers['content-type']).toContain('text/html');
    expect(none.body).toContain('There is no such Tabby payment.');
    expect((await app.inject('/tabby-simulator/payments/not-an-id')).statusCode).toBe(404);
    expect((await post(unknown, { choice: 'approve', otp: OTP })).statusCode).toBe(404);

    const { id } = await open();
    const steal = await post(id, { choice: 'steal', lang: 'en' });
    expect(steal.statusCode).toBe(400);
    expect(steal.headers['content-type']).toContain('text/html');
    expect(steal.body).toContain('This choice is not one the page offers.');
    const empty = await app.inject({ method: 'POST', url: `/tabby-simulator/payments/${id}` });
    expect(empty.statusCode).toBe(400);
    expect((await stored(id)).status).toBe('CREATED');
  });
});

import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, jobs, shipments } from '../../db/schema.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import {
  changeSettings,
  codOrderBody,
  customer,
  insertProduct,
  mailHeader,
  mailHtml,
  mailText,
  orderByNumber,
  outboxMessages,
  temporaryDataDir,
} from '../../test/checkout-support.ts';
import { createTestApp, createTestClock, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let users: AdminTestHeaders;
const clock = createTestClock();
const data = temporaryDataDir();

beforeAll(async () => {
  ctx = await createTestApp({ clock: clock.now, env: { DATA_DIR: data.dir } });
  users = await signInTestUsers(ctx.app, ctx.database.db);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  data.remove();
});

async function placeCod(language: 'en' | 'ar') {
  const product = await insertProduct(ctx.database.db, { stock: 5 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: codOrderBody(product.id, 1, language),
  });
  expect(res.statusCode, res.body).toBe(201);
  await ctx.app.jobs.drain();
  return (await orderByNumber(ctx.database.db, res.json().data.orderNumber)).order;
}

async function moveTo(orderId: string, status: string, { drain = true } = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: users.admin,
    payload: { status, note: 'Called the customer' },
  });
  expect(res.statusCode, res.body).toBe(200);
  if (drain) await ctx.app.jobs.drain();
}

/** The shopper's emails of an order, oldest first (the merchant's notice left out). */
function shopperEmails(orderNumber: string) {
  return outboxMessages(data.dir, orderNumber)
    .filter((raw) => mailHeader(raw, 'To') === customer.email)
    .map((raw) => ({
      subject: mailHeader(raw, 'Subject'),
      text: mailText(raw),
      html: mailHtml(raw),
    }));
}

function withSubject(orderNumber: string, start: string) {
  return shopperEmails(orderNumber).filter((email) => email.subject.startsWith(start));
}

async function insertParcel(
  orderId: string,
  parcel: { parcelNumber: number; carrier: string; trackingNumber: string; trackingUrl?: string },
) {
  await ctx.database.db.insert(shipments).values({
    orderId,
    lines: [],
    status: 'created',
    shippedAt: clock.now(),
    ...parcel,
  });
}

/** The order's page, in the order's language. */
const ORDER_PAGE = (orderNumber: string, lang = 'ar') =>
  `/${lang}/orders/track?orderNumber=${orderNumber}&email=noura%40example.com`;
/** As an attribute of the HTML part writes it. */
const ORDER_PAGE_HTML = (orderNumber: string) => ORDER_PAGE(orderNumber).replaceAll('&', '&amp;');

describe('the shopper’s emails at each step', () => {
  it('tell each step once, in Arabic, right to left, with each parcel’s carrier and tracking page', async () => {
    const order = await placeCod('ar');
    const n = order.orderNumber;
    // Placed: the thank-you that says the store will call to confirm, with the order's page.
    const [placed] = shopperEmails(n);
    expect(placed!.subject).toBe(`شكرًا لطلبك رقم ${n} – دار عنبر`);
    expect(placed!.html).toContain(ORDER_PAGE_HTML(n));

    await moveTo(order.id, 'confirmed');
    const [confirmed, ...moreConfirmed] = withSubject(n, 'تم تأكيد طلبك');
    expect(moreConfirmed).toEqual([]);
    expect(confirmed!.subject).toBe(`تم تأكيد طلبك رقم ${n} – دار عنبر`);
    expect(confirmed!.text).toContain('مرحبًا Noura،');
    expect(confirmed!.text).toContain(`أكّدنا طلبك رقم ${n}`);
    expect(confirmed!.text).toMatch(/طريقة التوصيل: .+ \(من \d إلى \d أيام عمل\)\./);
    expect(confirmed!.html).toContain('<html lang="ar" dir="rtl">');
    expect(confirmed!.html).toContain(`href="http://localhost:5000${ORDER_PAGE_HTML(n)}"`);
    expect(confirmed!.html).toContain('تابع طلبك');
    // The admin's note stays the admin's.
    expect(confirmed!.text).not.toContain('Called the customer');

    await moveTo(order.id, 'processing');
    expect(shopperEmails(n)).toHaveLength(2);

    await insertParcel(order.id, {
      parcelNumber: 1,
      carrier: 'smsa',
      trackingNumber: '290692134777',
    });
    await insertParcel(order.id, {
      parcelNumber: 2,
      carrier: 'aramex',
      trackingNumber: '44150360123',
      trackingUrl: 'https://www.aramex.com/track/results?ShipmentNumber=44150360123',
    });
    await moveTo(order.id, 'shipped');
    const [shipped, ...moreShipped] = withSubject(n, `طلبك رقم ${n} في الطريق`);
    expect(moreShipped).toEqual([]);
    expect(shipped!.text).toContain(`تم شحن طلبك رقم ${n} في طردين.`);
    expect(shipped!.text).toContain('الطرد 1 من 2: سمسا إكسبريس');
    expect(shipped!.text).toContain('رقم التتبع: 290692134777');
    expect(shipped!.text).toContain('الطرد 2 من 2: أرامكس');
    // SMSA's page for a number typed by hand; the page the parcel was given for Aramex's.
    expect(shipped!.html).toContain(
      'href="https://www.smsaexpress.com/trackingdetails?tracknumbers=290692134777"',
    );
    expect(shipped!.html).toContain(
      'href="https://www.aramex.com/track/results?ShipmentNumber=44150360123"',
    );
    expect(shipped!.text).toContain('تتبّع الطرد 1 (سمسا إكسبريس): https://www.smsaexpress.com/');
    expect(shipped!.html).toContain('dir="rtl"');

    await moveTo(order.id, 'out_for_delivery');
    const [out] = withSubject(n, `طلبك رقم ${n} خرج للتوصيل`);
    expect(out!.text).toContain('مندوب التوصيل في طريقه إليك اليوم');
    // Cash on delivery: what to have ready.
    expect(out!.text).toMatch(/يُرجى تجهيز مبلغ .*450.* نقدًا/);

    await moveTo(order.id, 'delivered');
    const [delivered] = withSubject(n, `تم توصيل طلبك رقم ${n}`);
    expect(delivered!.text).toContain('إرجاع منتج أو استبداله');
    expect(delivered!.html).toContain(ORDER_PAGE_HTML(n));
    expect(delivered!.html).toContain('>صفحة طلبك</a>');

    // Placed, confirmed, shipped, out for delivery, delivered: one each (a tax invoice may follow
    // the cash collected, the invoicing flow's; and the invitation to review, the reviews flow's).
    const subjects = shopperEmails(n)
      .map((email) => email.subject)
      .filter((subject) => !subject.includes('فاتورة') && !subject.startsWith('ما رأيك'));
    expect(subjects).toHaveLength(5);
  });

  it('in English, say a parcel is on its way without a tracking link when none is known yet', async () => {
    const order = await placeCod('en');
    const n = order.orderNumber;
    for (const status of ['confirmed', 'processing', 'shipped']) await moveTo(order.id, status);
    const [confirmed] = withSubject(n, `Your order ${n} is confirmed`);
    expect(confirmed!.text).toContain(`We have confirmed your order ${n}.`);
    expect(confirmed!.html).toContain('<html lang="en" dir="ltr">');
    const [shipped] = withSubject(n, `Your order ${n} is on its way`);
    expect(shipped!.subject).toBe(`Your order ${n} is on its way – Maison Anbar`);
    expect(shipped!.text).toContain('has left our store and is on its way to you');
    expect(shipped!.text).not.toContain('Track your parcel');
    expect(shipped!.text).toContain(
      `Follow your order: http://localhost:5000${ORDER_PAGE(n, 'en')}`,
    );
  });

  it('with one parcel, name its carrier and link its page', async () => {
    const order = await placeCod('en');
    const n = order.orderNumber;
    for (const status of ['confirmed', 'processing']) await moveTo(order.id, status);
    await insertParcel(order.id, {
      parcelNumber: 1,
      carrier: 'jt',
      trackingNumber: 'JTE000123456789',
    });
    await moveTo(order.id, 'shipped');
    const [shipped] = withSubject(n, `Your order ${n} is on its way`);
    expect(shipped!.text).toContain(`Your order ${n} has been shipped.`);
    expect(shipped!.text).toContain('Carrier: J&T Express');
    expect(shipped!.text).toContain('Tracking number: JTE000123456789');
    expect(shipped!.html).toContain('>Track your parcel</a>');
    expect(shipped!.html).toContain(
      'href="https://www.jtexpress.me/KSA/trajectoryQuery?waybillNo=JTE000123456789&amp;type=0"',
    );
  });

  it('are sent once per event, even when the job runs again or the event is dispatched again', async () => {
    const order = await placeCod('en');
    const n = order.orderNumber;
    for (const status of ['confirmed', 'processing', 'shipped']) await moveTo(order.id, status);
    expect(withSubject(n, `Your order ${n} is on its way`)).toHaveLength(1);

    // The job runs again (a lease lost, an admin's retry): it does not send again.
    const job = (
      await ctx.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, 'email.order-shipped'), like(jobs.key, 'event:%')))
    ).find((row) => JSON.stringify(row.payload).includes(n))!;
    expect(job.payload).toMatchObject({ doneSteps: ['send'] });
    await ctx.database.db.update(jobs).set({ state: 'queued' }).where(eq(jobs.id, job.id));
    // The event handed out again (a crash before it was marked): no second job.
    await ctx.database.db
      .update(domainEvents)
      .set({ dispatchedAt: null })
      .where(sql`${domainEvents.payload}->>'orderNumber' = ${n}`);
    await ctx.app.jobs.drain();

    expect(withSubject(n, `Your order ${n} is on its way`)).toHaveLength(1);
    expect(withSubject(n, `Your order ${n} is confirmed`)).toHaveLength(1);
  });

  it('leave out a step the order has already gone past, and follow the email settings', async () => {
    const order = await placeCod('en');
    const n = order.orderNumber;
    // Confirmed, then cancelled before the email went: no "confirmed" after the cancellation.
    await moveTo(order.id, 'confirmed', { drain: false });
    await moveTo(order.id, 'cancelled');
    expect(withSubject(n, `Your order ${n} is confirmed`)).toEqual([]);

    const restore = await changeSettings(ctx.database.db, (s) => ({
      ...s,
      emailSettings: { ...s.emailSettings, enableCustomerConfirmation: false },
    }));
    try {
      const quiet = await placeCod('en');
      for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
        await moveTo(quiet.id, status);
      }
      expect(shopperEmails(quiet.orderNumber)).toEqual([]);
    } finally {
      await restore();
    }
  });

  it('do not confirm an online order twice: its payment’s email already did', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/paypal/orders',
      payload: {
        amount: 100,
        currency: 'SAR',
        orderData: {
          items: [{ productId: product.id, quantity: 1 }],
          customerInfo: customer,
          language: 'en',
        },
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { token, orderNumber } = started.json().data as { token: string; orderNumber: string };
    await ctx.app.inject({
      method: 'POST',
      url: '/paypal-simulator/checkoutnow',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, decision: 'approve', lang: 'en' }).toString(),
    });
    const captured = await ctx.app.inject({
      method: 'POST',
      url: `/api/paypal/orders/${token}/capture`,
    });
    expect(captured.statusCode, captured.body).toBe(200);
    await ctx.app.jobs.drain();

    const { order } = await orderByNumber(ctx.database.db, orderNumber);
    expect(order.status).toBe('confirmed');
    expect(withSubject(orderNumber, 'Thank you for your order')).toHaveLength(1);
    expect(withSubject(orderNumber, `Your order ${orderNumber} is confirmed`)).toEqual([]);
  });
});

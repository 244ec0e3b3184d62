import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRecords, savedCarts } from '../../db/schema.ts';
import { freshMobile, Outboxes } from '../../modules/accounts/testing.ts';
import { OutboxSmsSender, smsOutboxDirectory } from '../../modules/sms/index.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import {
  codOrderBody,
  customer,
  insertProduct,
  mailHeader,
  mailText,
  temporaryDataDir,
} from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { sendDueReminders, type CartReminderDeps } from './cart-reminder-jobs.ts';

const data = temporaryDataDir();
const outboxes = new Outboxes(data.dir);
let ctx: TestContext;
let users: AdminTestHeaders;
let deps: CartReminderDeps;
let rose: { id: string };
let oud: { id: string };

const HOUR = 3_600_000;
const WORDING = { en: 'Remind me of my cart', ar: 'ذكّرني بسلتي' };

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: data.dir } });
  users = await signInTestUsers(ctx.app, ctx.database.db);
  rose = await insertProduct(ctx.database.db, { stock: 100, priceHalalas: 23_000 });
  oud = await insertProduct(ctx.database.db, { stock: 100, priceHalalas: 45_050 });
  deps = {
    db: ctx.database.db,
    mailer: ctx.app.checkout.mailer,
    sms: async () => new OutboxSmsSender(smsOutboxDirectory(data.dir), ctx.app.log),
    storeUrl: 'https://shop.example',
  };
}, 60_000);
afterAll(async () => {
  await ctx.close();
  data.remove();
});

let emailCounter = 0;
function freshEmail(): string {
  emailCounter += 1;
  return `cart-${Date.now()}-${emailCounter}@example.com`;
}

function saveCart(
  body: {
    email?: string;
    phone?: string;
    lines?: { productId: string; quantity: number }[];
    language?: 'en' | 'ar';
    granted?: boolean;
  },
  headers: Record<string, string> = {},
) {
  const language = body.language ?? 'en';
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/cart-recovery/cart',
    headers,
    payload: {
      email: body.email,
      phone: body.phone,
      lines: body.lines ?? [
        { productId: rose.id, quantity: 2 },
        { productId: oud.id, quantity: 1 },
      ],
      language,
      consent: { granted: body.granted ?? true, wording: WORDING[language] },
    },
  });
}

async function cartOf(email: string) {
  const [row] = await ctx.database.db.select().from(savedCarts).where(eq(savedCarts.email, email));
  return row;
}

/** The reminders due this many hours after now, the default delay being three hours. */
function remindersIn(hours: number) {
  return sendDueReminders(deps, new Date(Date.now() + hours * HOUR), ctx.app.log);
}

async function placeOrder(email: string, phone = freshMobile().local) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { ...codOrderBody(rose.id, 1), customerInfo: { ...customer, email, phone } },
  });
  expect(res.statusCode, res.body).toBe(201);
  await ctx.app.jobs.drain();
  return res.json().data.orderNumber as string;
}

describe('keeping a cart for a reminder', () => {
  it('refuses, in the page’s language, a guest with no valid email or phone', async () => {
    const res = await saveCart({ email: 'not-an-email', phone: '0112345678', language: 'ar' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      reason: { key: 'noContact' },
      message: 'أدخل بريدًا إلكترونيًا صحيحًا أو رقم جوال سعوديًا لنذكّرك بسلتك.',
    });
  });

  it('keeps a consenting guest’s cart at the store’s prices, and records the consent once', async () => {
    const email = freshEmail();
    expect((await saveCart({ email: email.toUpperCase() })).statusCode).toBe(204);
    expect((await saveCart({ email })).statusCode).toBe(204);
    const cart = await cartOf(email);
    expect(cart).toMatchObject({
      valueHalalas: 2 * 23_000 + 45_050,
      lines: [
        { productId: rose.id, quantity: 2 },
        { productId: oud.id, quantity: 1 },
      ],
      remindedAt: null,
    });
    const consents = await ctx.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subject, email));
    expect(consents).toEqual([
      expect.objectContaining({ purpose: 'cart-reminders', granted: true, wording: WORDING.en }),
    ]);
  });

  it('keeps nothing without consent, and forgets a cart kept before the box was unticked', async () => {
    const email = freshEmail();
    await saveCart({ email });
    expect(await cartOf(email)).toBeDefined();
    expect((await saveCart({ email, granted: false })).statusCode).toBe(204);
    expect(await cartOf(email)).toBeUndefined();
    const [latest] = await ctx.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subject, email))
      .orderBy(consentRecords.recordedAt)
      .then((rows) => rows.slice(-1));
    expect(latest).toMatchObject({ granted: false });
  });
});

describe('the reminder', () => {
  it('is sent once, after the delay, with a link that restores the cart and one that stops reminders', async () => {
    const email = freshEmail();
    await saveCart({ email, language: 'ar' });
    outboxes.newMessages('email');
    expect(await remindersIn(2)).toBe(0);
    expect(await remindersIn(4)).toBeGreaterThanOrEqual(1);
    const mails = outboxes.newMessages('email').filter((raw) => mailHeader(raw, 'To') === email);
    expect(mails).toHaveLength(1);
    const raw = mails[0]!;
    expect(mailHeader(raw, 'Subject')).toContain('تركت شيئًا في سلتك');
    const text = mailText(raw);
    const token = /\/ar\/cart\/restore\/([\w-]+)/.exec(text)![1]!;
    expect(text).toContain(`https://shop.example/ar/unsubscribe/${token}`);
    expect(mailHeader(raw, 'List-Unsubscribe')).toBe(
      `<https://shop.example/api/cart-recovery/unsubscribe/${token}>`,
    );
    expect(mailHeader(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // One reminder per cart, however often the job runs or the cart changes afterwards.
    await saveCart({ email, language: 'ar' });
    await remindersIn(10);
    expect(outboxes.newMessages('email').filter((m) => mailHeader(m, 'To') === email)).toEqual([]);

    const restored = await ctx.app.inject({ url: `/api/cart-recovery/restore/${token}` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toEqual({
      language: 'ar',
      lines: [
        { productId: rose.id, quantity: 2 },
        { productId: oud.id, quantity: 1 },
      ],
    });
  });

  it('is not sent to a guest who withdrew, whose cart is forgotten', async () => {
    const email = freshEmail();
    await saveCart({ email });
    await saveCart({ email, granted: false });
    outboxes.newMessages('email');
    await remindersIn(4);
    expect(outboxes.newMessages('email').filter((m) => mailHeader(m, 'To') === email)).toEqual([]);
  });

  it('goes by SMS to a shopper who gave only a phone, once the merchant turns SMS on', async () => {
    const mobile = freshMobile();
    await saveCart({ phone: mobile.local });
    outboxes.newMessages('sms');
    await remindersIn(4);
    expect(outboxes.newMessages('sms')).toEqual([]);
    const on = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/abandoned-carts/settings',
      headers: users.admin,
      payload: { enabled: true, delayMinutes: 180, sms: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    await remindersIn(4);
    const texts = outboxes
      .newMessages('sms')
      .map((raw) => JSON.parse(raw) as { to: string; text: string })
      .filter((sms) => sms.to === mobile.e164);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(
      /your cart is waiting for you: https:\/\/shop\.example\/en\/cart\/restore\//,
    );
  });

  it('answers a link that names no cart with 404 in the page’s language', async () => {
    const res = await ctx.app.inject({
      url: '/api/cart-recovery/restore/aaaaaaaaaaaaaaaaaaaaaaaa',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('هذا الرابط لم يعد صالحًا، وربما طُلبت سلتك بالفعل.');
  });
});

describe('unsubscribing', () => {
  it('works with one click from the mail client (a form POST), twice being once', async () => {
    const email = freshEmail();
    await saveCart({ email });
    outboxes.newMessages('email');
    await remindersIn(4);
    const { token } = (() => {
      const mails = outboxes.newMessages('email').filter((m) => mailHeader(m, 'To') === email);
      const text = mailText(mails[0]!);
      return { token: /\/en\/unsubscribe\/([\w-]+)/.exec(text)![1]! };
    })();
    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/cart-recovery/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('You will receive no more cart reminders.');
    }
    const records = await ctx.database.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.subject, email), eq(consentRecords.purpose, 'cart-reminders')))
      .orderBy(consentRecords.recordedAt);
    expect(records.map((record) => record.granted)).toEqual([true, false]);

    // The reminded cart is kept (the admin counts it) until the guest unticks the box at checkout.
    expect(await cartOf(email)).toBeDefined();
    await saveCart({ email, granted: false });
    expect(await cartOf(email)).toBeUndefined();
  });
});

describe('recovery', () => {
  it('counts a cart as recovered when its shopper orders after the reminder, and forgets one ordered before', async () => {
    const reminded = freshEmail();
    const early = freshEmail();
    await saveCart({ email: reminded });
    await remindersIn(4);
    await saveCart({ email: early });
    const orderNumber = await placeOrder(reminded);
    await placeOrder(early);

    expect(await cartOf(early)).toBeUndefined();
    expect(await cartOf(reminded)).toMatchObject({ orderNumber });

    const list = await ctx.app.inject({
      url: '/api/admin/abandoned-carts?state=recovered',
      headers: users.admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        contact: reminded,
        state: 'recovered',
        orderNumber,
        value: 910.5,
        itemCount: 3,
        remindedBy: 'email',
      }),
    );
    expect(list.json().totals.recovered).toBeGreaterThanOrEqual(1);
  });

  it('is the admin’s only, and its settings refuse a delay under half an hour', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/abandoned-carts' })).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/abandoned-carts/settings',
      headers: users.admin,
      payload: { enabled: true, delayMinutes: 10, sms: false },
    });
    expect(res.statusCode).toBe(400);
  });
});

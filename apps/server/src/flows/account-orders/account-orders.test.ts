import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  accountOrderDetailSchema,
  accountOrderSchema,
  buyAgainSchema,
} from '@store/shared/schemas/accounts';
import { products, shopperAccounts } from '../../db/schema.ts';
import {
  freshMobile,
  Outboxes,
  signInShopper,
  withShopperCookie,
} from '../../modules/accounts/testing.ts';
import {
  codOrderBody,
  customer,
  insertProduct,
  temporaryDataDir,
} from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const data = temporaryDataDir();
const outboxes = new Outboxes(data.dir);
let ctx: TestContext;
let productId: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: data.dir } });
  productId = (await insertProduct(ctx.database.db, { stock: 1000 })).id;
}, 60_000);
afterAll(async () => {
  await ctx.close();
  data.remove();
});

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
function arabicIndic(digits: string): string {
  return digits.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)]!);
}

let emailCounter = 0;
function freshEmail(): string {
  emailCounter += 1;
  return `shopper-${Date.now()}-${emailCounter}@example.com`;
}

/** A cash-on-delivery order placed as a guest with this phone and email, as typed. */
async function placeGuestOrder(phone: string, email: string, quantity = 1): Promise<string> {
  const body = codOrderBody(productId, quantity);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { ...body, customerInfo: { ...customer, phone, email } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.orderNumber as string;
}

function myOrders(token: string | undefined, page?: number) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/account/orders${page === undefined ? '' : `?page=${page}`}`,
    cookies: token ? withShopperCookie(token) : {},
    headers: { 'accept-language': 'en' },
  });
}

function myOrder(token: string | undefined, orderNumber: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/account/orders/${encodeURIComponent(orderNumber)}`,
    cookies: token ? withShopperCookie(token) : {},
  });
}

async function signInByEmail(email: string): Promise<string> {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/sign-in/code',
    payload: { email },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  const [mail] = outboxes.newMessages('email');
  const code = /\b(\d{6})\b/.exec(mail!.replace(/=\r?\n/g, ''))?.[1];
  expect(code).toBeDefined();
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/sign-in/verify',
    payload: { email, code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.cookies.find((c) => c.name === 'shopper_session')!.value;
}

describe('the signed-in shopper’s orders', () => {
  it('answers 401 without a session, or with a token that names none', async () => {
    for (const token of [undefined, 'not-a-session-token']) {
      const list = await myOrders(token);
      expect(list.statusCode).toBe(401);
      expect(list.json()).toMatchObject({ success: false, reason: { key: 'notSignedIn' } });
      const one = await myOrder(token, 'MA-AAAA-BBBB');
      expect(one.statusCode).toBe(401);
    }
  });

  it('shows the guest orders placed earlier with the same phone in another form, newest first', async () => {
    const mobile = freshMobile();
    const email = freshEmail();
    const local = mobile.local; // 055…
    const first = await placeGuestOrder(local, email, 2);
    const second = await placeGuestOrder(arabicIndic(local), freshEmail(), 1);
    const third = await placeGuestOrder(`+966 ${local.slice(1, 3)} ${local.slice(3)}`, email, 3);
    // Someone else's order, placed meanwhile, never appears.
    const other = await placeGuestOrder(freshMobile().local, freshEmail());

    // Signed in later with the phone typed in yet another form.
    const { token } = await signInShopper(ctx.app, outboxes, arabicIndic(local));
    const res = await myOrders(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    const listed = (body.data as unknown[]).map((order) => accountOrderSchema.parse(order));
    expect(listed.map((order) => order.orderNumber)).toEqual([third, second, first]);
    expect(listed.map((order) => order.itemCount)).toEqual([3, 1, 2]);
    expect(listed[2]).toMatchObject({
      status: 'pending',
      paymentMethod: 'cod',
      lookupEmail: email,
    });
    expect(listed[2]!.total).toBeGreaterThan(0);
    expect(body.pagination).toMatchObject({ page: 1, total: 3, pages: 1, hasNext: false });
    expect(listed.map((order) => order.orderNumber)).not.toContain(other);

    // One of them, with its course, as the tracking page shows it; the number in any case.
    const detail = await myOrder(token, first.toLowerCase());
    expect(detail.statusCode, detail.body).toBe(200);
    const order = accountOrderDetailSchema.parse(detail.json().data);
    expect(order.orderNumber).toBe(first);
    expect(order.lookupEmail).toBe(email);
    expect(order.timeline.map((step) => step.status)).toEqual(['pending']);
    expect(order.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(2);

    // Another shopper's order is answered exactly like one that does not exist.
    const notMine = await myOrder(token, other);
    const unknown = await myOrder(token, 'MA-ZZZZ-ZZZZ');
    expect(notMine.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(notMine.body).toBe(unknown.body);
  });

  it('shows the orders of a verified email in any letter case, and nobody else’s', async () => {
    const email = freshEmail();
    const mine = await placeGuestOrder(freshMobile().local, email.toUpperCase());
    const theirs = await placeGuestOrder(freshMobile().local, freshEmail());
    const token = await signInByEmail(email);
    const res = await myOrders(token);
    expect(res.statusCode, res.body).toBe(200);
    const numbers = res.json().data.map((order: { orderNumber: string }) => order.orderNumber);
    expect(numbers).toEqual([mine]);
    expect((await myOrder(token, theirs)).statusCode).toBe(404);
  });

  it('gives nothing for a phone or email the account has not verified', async () => {
    const mobile = freshMobile();
    const unverifiedEmail = freshEmail();
    await placeGuestOrder(freshMobile().local, unverifiedEmail);
    const { token, accountId } = await signInShopper(ctx.app, outboxes, mobile.local);
    // An email on the account that no code ever confirmed (typed on a profile, say).
    await ctx.database.db
      .update(shopperAccounts)
      .set({ email: unverifiedEmail, emailVerifiedAt: null })
      .where(eq(shopperAccounts.id, accountId));
    const onlyPhone = await myOrders(token);
    expect(onlyPhone.json().data).toEqual([]);

    // With its phone no longer verified either, the account has no orders at all.
    const phoneOrder = await placeGuestOrder(mobile.local, freshEmail());
    expect((await myOrders(token)).json().data).toHaveLength(1);
    await ctx.database.db
      .update(shopperAccounts)
      .set({ phoneVerifiedAt: null })
      .where(eq(shopperAccounts.id, accountId));
    const none = await myOrders(token);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ data: [], pagination: { total: 0 } });
    expect((await myOrder(token, phoneOrder)).statusCode).toBe(404);
  });

  it('pages the list, and ends with the session', async () => {
    const mobile = freshMobile();
    const count = ACCOUNT_ORDERS_PAGE_SIZE + 2;
    const placed: string[] = [];
    for (let i = 0; i < count; i += 1)
      placed.push(await placeGuestOrder(mobile.local, freshEmail()));
    const { token } = await signInShopper(ctx.app, outboxes, mobile.e164);
    const first = (await myOrders(token, 1)).json();
    const second = (await myOrders(token, 2)).json();
    expect(first.data).toHaveLength(ACCOUNT_ORDERS_PAGE_SIZE);
    expect(first.pagination).toMatchObject({ total: count, pages: 2, hasNext: true });
    expect(second.data).toHaveLength(2);
    expect(second.pagination).toMatchObject({ page: 2, hasNext: false, hasPrev: true });
    const all = [...first.data, ...second.data].map(
      (order: { orderNumber: string }) => order.orderNumber,
    );
    expect(all).toEqual([...placed].reverse());
    expect((await myOrders(token, 0)).statusCode).toBe(400);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      cookies: withShopperCookie(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await myOrders(token)).statusCode).toBe(401);
  });
});

describe('buy again', () => {
  it('gives the order’s products at today’s prices, capped by stock, and names those gone', async () => {
    const mobile = freshMobile();
    const kept = await insertProduct(ctx.database.db, { stock: 50, priceHalalas: 30000 });
    const scarce = await insertProduct(ctx.database.db, { stock: 50 });
    const withdrawn = await insertProduct(ctx.database.db, { stock: 50 });
    const soldOut = await insertProduct(ctx.database.db, { stock: 50 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        ...codOrderBody(kept.id, 2),
        items: [kept, scarce, withdrawn, soldOut].map(({ id }) => ({ productId: id, quantity: 3 })),
        customerInfo: { ...customer, phone: mobile.local, email: freshEmail() },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderNumber = res.json().data.orderNumber as string;

    // Since then: a new price, a low stock, one withdrawn, one sold out.
    const db = ctx.database.db;
    await db.update(products).set({ priceHalalas: 32500 }).where(eq(products.id, kept.id));
    await db.update(products).set({ stock: 1 }).where(eq(products.id, scarce.id));
    await db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    await db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));

    const { token } = await signInShopper(ctx.app, outboxes, mobile.local);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/orders/${orderNumber}/buy-again`,
      cookies: withShopperCookie(token),
    });
    expect(again.statusCode, again.body).toBe(200);
    const answer = buyAgainSchema.parse(again.json().data);
    expect(answer.lines.map((l) => [l.product._id, l.quantity, l.ordered])).toEqual([
      [kept.id, 3, 3],
      [scarce.id, 1, 3],
    ]);
    expect(answer.lines[0]!.product.price).toBe(325);
    expect(answer.unavailable).toEqual([
      {
        productId: withdrawn.id,
        name: { en: withdrawn.nameEn, ar: withdrawn.nameAr },
        reason: 'withdrawn',
      },
      {
        productId: soldOut.id,
        name: { en: soldOut.nameEn, ar: soldOut.nameAr },
        reason: 'outOfStock',
      },
    ]);

    // Not the shopper's order, or no session: nothing.
    const stranger = await signInShopper(ctx.app, outboxes, freshMobile().local);
    const notMine = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/orders/${orderNumber}/buy-again`,
      cookies: withShopperCookie(stranger.token),
    });
    expect(notMine.statusCode).toBe(404);
    const noSession = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/orders/${orderNumber}/buy-again`,
    });
    expect(noSession.statusCode).toBe(401);
  });
});

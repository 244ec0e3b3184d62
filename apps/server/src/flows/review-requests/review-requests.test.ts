import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, reviewRequests, reviews } from '../../db/schema.ts';
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
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp({ clock: clock.now, env: { DATA_DIR: data.dir } });
  users = await signInTestUsers(ctx.app, ctx.database.db);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  data.remove();
});

type Product = Awaited<ReturnType<typeof insertProduct>>;

/** A cash-on-delivery order of these products (one of the first twice), moved to delivered. */
async function deliveredOrder(items: Product[], language: 'en' | 'ar' = 'en') {
  const body = codOrderBody(items[0]!.id, 1, language);
  body.items = [...items.map((p) => ({ productId: p.id, quantity: 1 }))];
  const res = await ctx.app.inject({ method: 'POST', url: '/api/orders', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const { order } = await orderByNumber(ctx.database.db, res.json().data.orderNumber);
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: users.admin,
      payload: { status, note: '' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  await ctx.app.jobs.drain();
  return order;
}

/** The review request emails of an order. */
function reviewEmails(orderNumber: string) {
  return outboxMessages(data.dir, `${orderNumber}-review-request`).map((raw) => ({
    to: mailHeader(raw, 'To'),
    subject: mailHeader(raw, 'Subject'),
    text: mailText(raw),
    html: mailHtml(raw),
  }));
}

/** The token of the one-time link in the order's review email. */
function tokenOf(orderNumber: string, language = 'en'): string {
  const [email] = reviewEmails(orderNumber);
  const match = new RegExp(`http://localhost:5000/${language}/review/([A-Za-z0-9_-]+)`).exec(
    email!.text,
  );
  expect(match, email?.text).not.toBeNull();
  return match![1]!;
}

const submit = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/review-requests/${token}`, payload });

const entry = (productId: string, over: Record<string, unknown> = {}) => ({
  productId,
  stars: 5,
  title: 'Beautiful',
  text: 'Lasts all day.',
  ...over,
});

async function reviewRows(productId: string) {
  return ctx.database.db.select().from(reviews).where(eq(reviews.productId, productId));
}

async function productTotals(productId: string) {
  const [row] = await ctx.database.db
    .select({ count: products.reviewCount, stars: products.reviewStarsTotal })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

const admin = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: users.admin, ...(payload ? { payload } : {}) });

describe('the review request after delivery', () => {
  it('emails one link per order for each distinct product, in the order’s language, keeping only its hash', async () => {
    const [a, b] = [
      await insertProduct(ctx.database.db, { stock: 5 }),
      await insertProduct(ctx.database.db, { stock: 5 }),
    ];
    const order = await deliveredOrder([a!, b!, a!].slice(0, 2), 'ar');
    const emails = reviewEmails(order.orderNumber);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.to).toBe(customer.email);
    expect(email!.subject).toBe(`ما رأيك في طلبك رقم ${order.orderNumber}؟ – دار عنبر`);
    expect(email!.html).toContain('<html lang="ar" dir="rtl">');
    expect(email!.text).toContain(a!.nameAr);
    expect(email!.text).toContain(b!.nameAr);
    expect(email!.text).toContain('اكتب تقييمك');
    const token = tokenOf(order.orderNumber, 'ar');

    const [stored] = await ctx.database.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.orderId, order.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.authorName).toBe('Noura A.');
    expect(stored!.expiresAt.getTime()).toBe(clock.now().getTime() + 60 * DAY);

    const page = await ctx.app.inject({ url: `/api/review-requests/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json().data).toMatchObject({
      orderNumber: order.orderNumber,
      firstName: 'Noura',
      authorName: 'Noura A.',
      products: [
        { productId: a!.id, name: { en: a!.nameEn, ar: a!.nameAr } },
        { productId: b!.id, name: { en: b!.nameEn, ar: b!.nameAr } },
      ],
    });
  });

  it('is not sent when the store sends no customer emails', async () => {
    const restore = await changeSettings(ctx.database.db, (s) => ({
      ...s,
      emailSettings: { ...s.emailSettings, enableCustomerConfirmation: false },
    }));
    try {
      const order = await deliveredOrder([await insertProduct(ctx.database.db, { stock: 5 })]);
      expect(reviewEmails(order.orderNumber)).toEqual([]);
    } finally {
      await restore();
    }
  });
});

describe('writing reviews with the link', () => {
  it('saves them pending, as written, and closes the link', async () => {
    const [a, b] = [
      await insertProduct(ctx.database.db, { stock: 5 }),
      await insertProduct(ctx.database.db, { stock: 5 }),
    ];
    const order = await deliveredOrder([a!, b!]);
    const [email] = reviewEmails(order.orderNumber);
    expect(email!.subject).toBe(`How do you like your order ${order.orderNumber}? – Maison Anbar`);
    expect(email!.html).toContain('<html lang="en" dir="ltr">');
    expect(email!.text).toContain('Write your review: http://localhost:5000/en/review/');
    const token = tokenOf(order.orderNumber);
    const res = await submit(token, {
      language: 'ar',
      reviews: [
        entry(a!.id, { stars: 4, title: '  <b>رائع</b> ', text: 'يدوم طويلًا <script>x</script>' }),
        entry(b!.id, { stars: 2, title: '', text: 'Too sweet for me.' }),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ count: 2 });
    const [saved] = await reviewRows(a!.id);
    // Kept as written (trimmed); the pages render it as text.
    expect(saved).toMatchObject({
      stars: 4,
      title: '<b>رائع</b>',
      body: 'يدوم طويلًا <script>x</script>',
      language: 'ar',
      authorName: 'Noura A.',
      status: 'pending',
    });
    // Pending: nothing public yet.
    const publicList = await ctx.app.inject({ url: `/api/products/${a!.id}/reviews` });
    expect(publicList.json().data.summary).toEqual({
      count: 0,
      average: null,
      distribution: [0, 0, 0, 0, 0],
    });

    const again = await submit(token, { language: 'en', reviews: [entry(a!.id)] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This review link has already been used. Thank you for your review.',
      reason: { key: 'linkUsed' },
    });
    const reopened = await ctx.app.inject({
      url: `/api/review-requests/${token}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe('سبق استخدام رابط التقييم هذا. شكرًا لتقييمك.');
    expect(await reviewRows(a!.id)).toHaveLength(1);
  });

  it('refuses bad input in the page’s language and changes nothing', async () => {
    const [a, other] = [
      await insertProduct(ctx.database.db, { stock: 5 }),
      await insertProduct(ctx.database.db, { stock: 5 }),
    ];
    const order = await deliveredOrder([a!]);
    const token = tokenOf(order.orderNumber);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [
        { language: 'en', reviews: [entry(other!.id)] },
        403,
        'notBought',
        'You can only review products you bought in this order.',
      ],
      [
        { language: 'ar', reviews: [entry(a!.id, { stars: 6 })] },
        422,
        'starsOutOfRange',
        `${a!.nameAr}: يرجى اختيار من نجمة إلى 5 نجوم.`,
      ],
      [
        { language: 'en', reviews: [entry(a!.id, { stars: 0 })] },
        422,
        'starsOutOfRange',
        `${a!.nameEn}: please choose from 1 to 5 stars.`,
      ],
      [
        { language: 'en', reviews: [entry(a!.id, { stars: 4.5 })] },
        422,
        'starsOutOfRange',
        `${a!.nameEn}: please choose from 1 to 5 stars.`,
      ],
      [
        { language: 'en', reviews: [entry(a!.id, { title: 'x'.repeat(121) })] },
        422,
        'titleTooLong',
        `${a!.nameEn}: the title can be at most 120 characters.`,
      ],
      [
        { language: 'ar', reviews: [entry(a!.id, { text: 'ن'.repeat(2001) })] },
        422,
        'textTooLong',
        `${a!.nameAr}: يجب ألا يزيد التقييم على 2000 حرف.`,
      ],
      [
        { language: 'en', reviews: [entry(a!.id, { text: '   ' })] },
        422,
        'textEmpty',
        `${a!.nameEn}: please write a few words about it.`,
      ],
      [
        { language: 'en', reviews: [entry(a!.id), entry(a!.id)] },
        422,
        'duplicateProduct',
        `${a!.nameEn}: each product can be reviewed once.`,
      ],
    ];
    for (const [payload, status, key, message] of cases) {
      const res = await submit(token, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message, reason: { key } });
    }
    // Exactly at the limits is fine, and the link still works after every refusal.
    expect(await reviewRows(a!.id)).toEqual([]);
    const fine = await submit(token, {
      language: 'en',
      reviews: [entry(a!.id, { stars: 1, title: 'x'.repeat(120), text: 'y'.repeat(2000) })],
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('refuses a product deleted since the link was made, and keeps the link', async () => {
    const [kept, gone] = [
      await insertProduct(ctx.database.db, { stock: 5 }),
      await insertProduct(ctx.database.db, { stock: 5 }),
    ];
    const order = await deliveredOrder([kept!, gone!]);
    const token = tokenOf(order.orderNumber);
    await ctx.database.db.delete(products).where(eq(products.id, gone!.id));
    const res = await submit(token, {
      language: 'en',
      reviews: [entry(kept!.id), entry(gone!.id)],
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().reason).toMatchObject({ key: 'notBought' });
    expect(await reviewRows(kept!.id)).toEqual([]);
    const again = await submit(token, { language: 'en', reviews: [entry(kept!.id)] });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses an unknown or expired link', async () => {
    const unknown = await submit('not-a-real-token', { language: 'ar', reviews: [entry('x')] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: 'رابط التقييم هذا غير صالح. يرجى استخدام الرابط الموجود في بريدك الإلكتروني.',
      reason: { key: 'linkUnknown' },
    });

    const a = await insertProduct(ctx.database.db, { stock: 5 });
    const order = await deliveredOrder([a]);
    const token = tokenOf(order.orderNumber);
    clock.advance(60 * DAY);
    try {
      const expired = await submit(token, { language: 'en', reviews: [entry(a.id)] });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({
        message: 'This review link has expired.',
        reason: { key: 'linkExpired' },
      });
      const page = await ctx.app.inject({ url: `/api/review-requests/${token}?x=1` });
      expect(page.statusCode).toBe(410);
      expect(await reviewRows(a.id)).toEqual([]);
    } finally {
      clock.advance(-60 * DAY);
    }
  });
});

describe('moderation and the product’s reviews', () => {
  it('approve, reply and hide: the queue, the product page, its figures and the audit log follow', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 20 });
    const written: string[] = [];
    // Three buyers: 5, 4 and 2 stars.
    for (const [stars, language] of [
      [5, 'en'],
      [4, 'ar'],
      [2, 'en'],
    ] as const) {
      const order = await deliveredOrder([product]);
      const res = await submit(tokenOf(order.orderNumber), {
        language,
        reviews: [entry(product.id, { stars, title: `${stars} stars`, text: `Review ${stars}` })],
      });
      expect(res.statusCode, res.body).toBe(201);
      clock.advance(1000);
    }
    const rows = await reviewRows(product.id);
    for (const stars of [5, 4, 2]) written.push(rows.find((r) => r.stars === stars)!.id);
    const [five, four, two] = written as [string, string, string];

    // The queue: pending first; filters by status and stars.
    const queue = await admin('GET', '/api/admin/reviews?status=pending&limit=100');
    expect(queue.statusCode, queue.body).toBe(200);
    const ids = queue.json().data.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining(written));
    const byStars = await admin('GET', '/api/admin/reviews?stars=4&limit=100');
    expect(byStars.json().data.every((r: { stars: number }) => r.stars === 4)).toBe(true);
    expect(byStars.json().data.map((r: { id: string }) => r.id)).toContain(four);
    expect((await admin('GET', '/api/admin/reviews?stars=6')).statusCode).toBe(400);

    // The shopper may not moderate.
    const denied = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${five}/approve`,
      headers: users.customer,
    });
    expect(denied.statusCode).toBe(403);

    const cached = await ctx.app.inject({ url: `/api/products/${product.id}/reviews` });
    expect(cached.json().data.summary.count).toBe(0);

    for (const id of written) {
      const res = await admin('POST', `/api/admin/reviews/${id}/approve`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe('approved');
    }
    const replied = await admin('PUT', `/api/admin/reviews/${two}/reply`, {
      reply: 'Sorry to hear it — try our fresher scents.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data.reply.text).toBe('Sorry to hear it — try our fresher scents.');
    expect(
      (await admin('PUT', `/api/admin/reviews/${two}/reply`, { reply: 'x'.repeat(2001) }))
        .statusCode,
    ).toBe(400);

    // The public read (cached before) shows them at once: the moderation dropped the cache.
    const listed = await ctx.app.inject({ url: `/api/products/${product.id}/reviews?limit=2` });
    expect(listed.statusCode).toBe(200);
    const data = listed.json().data;
    expect(data.summary).toEqual({ count: 3, average: 3.7, distribution: [0, 1, 0, 1, 1] });
    expect(data.pagination).toMatchObject({ total: 3, pages: 2, hasNext: true });
    expect(data.reviews.map((r: { stars: number }) => r.stars)).toEqual([2, 4]);
    expect(data.reviews[0]).toMatchObject({
      authorName: 'Noura A.',
      language: 'en',
      reply: { text: 'Sorry to hear it — try our fresher scents.' },
    });
    expect(data.reviews[1].language).toBe('ar');
    // By any address of the product, as its page asks: its slug in either language too.
    const [slugs] = await ctx.database.db
      .select({ en: products.slugEn, ar: products.slugAr })
      .from(products)
      .where(eq(products.id, product.id));
    for (const slug of [slugs!.en, slugs!.ar]) {
      const bySlug = await ctx.app.inject({
        url: `/api/products/${encodeURIComponent(slug)}/reviews?limit=2`,
      });
      expect(bySlug.json().data).toEqual(data);
    }
    const highest = await ctx.app.inject({
      url: `/api/products/${product.id}/reviews?sort=highest`,
    });
    expect(highest.json().data.reviews.map((r: { stars: number }) => r.stars)).toEqual([5, 4, 2]);
    const lowest = await ctx.app.inject({
      url: `/api/products/${product.id}/reviews?sort=lowest&page=2&limit=2`,
    });
    expect(lowest.json().data.reviews.map((r: { stars: number }) => r.stars)).toEqual([5]);
    expect(
      (await ctx.app.inject({ url: `/api/products/${product.id}/reviews?sort=best` })).statusCode,
    ).toBe(400);

    // The product and the listing carry the figures, kept on the product's row.
    expect(await productTotals(product.id)).toEqual({ count: 3, stars: 11 });
    const detail = await ctx.app.inject({ url: `/api/products/${product.id}` });
    expect(detail.json().data.rating).toEqual({ average: 3.7, count: 3 });
    // The listing too; no other product (the seeded demo catalogue among them) claims a rating.
    const list = await ctx.app.inject({ url: '/api/products?limit=100' });
    const rated = list
      .json()
      .data.filter((p: { rating: unknown }) => p.rating !== null)
      .map((p: { _id: string; rating: unknown }) => [p._id, p.rating]);
    expect(rated).toEqual([[product.id, { average: 3.7, count: 3 }]]);

    const hidden = await admin('POST', `/api/admin/reviews/${five}/hide`);
    expect(hidden.json().data.status).toBe('hidden');
    expect(await productTotals(product.id)).toEqual({ count: 2, stars: 6 });
    const after = await ctx.app.inject({ url: `/api/products/${product.id}/reviews` });
    expect(after.json().data.summary).toEqual({
      count: 2,
      average: 3,
      distribution: [0, 1, 0, 1, 0],
    });

    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, five));
    expect(audit.map((row) => row.action).sort()).toEqual(['approved', 'hidden']);
    expect(audit.find((row) => row.action === 'hidden')!.details).toMatchObject({
      before: { status: 'approved' },
      after: { status: 'hidden' },
    });

    const missing = await admin(
      'POST',
      '/api/admin/reviews/00000000-0000-4000-8000-000000000000/approve',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('a product without approved reviews claims no rating', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    const detail = await ctx.app.inject({ url: `/api/products/${product.id}` });
    expect(detail.json().data.rating).toBeNull();
    expect((await ctx.app.inject({ url: '/api/products/not-a-uuid/reviews' })).statusCode).toBe(
      404,
    );
  });
});

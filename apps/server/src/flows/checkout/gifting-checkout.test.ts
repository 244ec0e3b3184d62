import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_MESSAGE_MAX_LENGTH } from '@store/shared/gifting';
import { computeOrderTotals } from '@store/shared/order-totals';
import { orders } from '../../db/schema.ts';
import { pdfFolder, pdfText, poppler } from '../../pdf/read-back.test-helper.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import {
  changeSettings,
  customer,
  insertProduct,
  orderByNumber,
  sampleStockOf,
  stockOf,
  temporaryDataDir,
} from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** Gift wrapping, gift messages, hidden prices and free samples at checkout (decision 036). */

let ctx: TestContext;
let users: AdminTestHeaders;
let pdfs: Awaited<ReturnType<typeof pdfFolder>>;
const data = temporaryDataDir();
const VAT = { vatRate: 15, pricesIncludeVat: true };

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: data.dir } });
  users = await signInTestUsers(ctx.app, ctx.database.db);
  pdfs = await pdfFolder('gifting');
  await changeSettings(ctx.database.db, (s) => ({
    ...s,
    commerce: { ...s.commerce, ...VAT, giftWrapFee: 15, maxSamples: 2 },
    emailSettings: {
      ...s.emailSettings,
      enableNotifications: false,
      enableCustomerConfirmation: false,
    },
  }));
});
afterAll(async () => {
  await pdfs.remove();
  await ctx.close();
  data.remove();
});

function order(extra: Record<string, unknown>, items: { productId: string; quantity: number }[]) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { items, customerInfo: customer, paymentMethod: 'cod', ...extra },
  });
}

describe('GET /api/public/samples', () => {
  it('lists the sample-able products with vials left, and no others', async () => {
    const offered = await insertProduct(ctx.database.db, { stock: 5, sampleStock: 3 });
    const empty = await insertProduct(ctx.database.db, { stock: 5, sampleStock: 0 });
    const plain = await insertProduct(ctx.database.db, { stock: 5 });
    const res = await ctx.app.inject({ url: '/api/public/samples' });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { productId: string }[]).map((s) => s.productId);
    expect(ids).toContain(offered.id);
    expect(ids).not.toContain(empty.id);
    expect(ids).not.toContain(plain.id);
    expect(res.json().data.find((s: { productId: string }) => s.productId === offered.id)).toEqual({
      productId: offered.id,
      name: { en: offered.nameEn, ar: offered.nameAr },
      image: expect.stringMatching(/^\/images\//),
    });
  });
});

describe('a gift with wrapping, a message and samples', () => {
  it('charges the wrapping fee with its VAT, keeps the message, and takes one vial per sample', async () => {
    const perfume = await insertProduct(ctx.database.db, { stock: 4, priceHalalas: 45_000 });
    const musk = await insertProduct(ctx.database.db, { stock: 1, sampleStock: 2 });
    const rose = await insertProduct(ctx.database.db, { stock: 1, sampleStock: 1 });
    const message = 'كل عام وأنتِ بخير\r\nمع حبي — Sara';
    const res = await order(
      {
        gift: { wrap: true, message, hidePrices: true },
        samples: [musk.id, rose.id],
        language: 'ar',
      },
      [{ productId: perfume.id, quantity: 2 }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data;
    // The server's own fee (15 SAR), taxed like the goods: the same function the browser uses.
    const expected = computeOrderTotals(
      [{ unitPriceHalalas: 45_000, quantity: 2 }],
      { shippingHalalas: 0, codFeeHalalas: 0, giftWrapHalalas: 1500 },
      VAT,
    );
    expect(placed).toMatchObject({
      subtotal: 900,
      giftWrapFee: 15,
      total: expected.totalHalalas / 100,
      tax: expected.taxHalalas / 100,
      gift: { wrap: true, message: 'كل عام وأنتِ بخير\nمع حبي — Sara', hidePrices: true },
      samples: [
        { productId: musk.id, name: { en: musk.nameEn, ar: musk.nameAr } },
        { productId: rose.id, name: { en: rose.nameEn, ar: rose.nameAr } },
      ],
    });
    expect(placed.total).toBe(915);
    const { order: row } = await orderByNumber(ctx.database.db, placed.orderNumber);
    expect(row).toMatchObject({ giftWrapHalalas: 1500, isGift: true, giftWrap: true });
    expect(await sampleStockOf(ctx.database.db, musk.id)).toBe(1);
    expect(await sampleStockOf(ctx.database.db, rose.id)).toBe(0);
    // A sample is not a bottle: the products' own stock is untouched.
    expect(await stockOf(ctx.database.db, musk.id)).toBe(1);

    // The admin sees it all; cancelling gives the vials back with the stock.
    const detail = await ctx.app.inject({
      url: `/api/admin/orders/${row.id}`,
      headers: users.admin,
    });
    expect(detail.json().data).toMatchObject({
      giftWrapFee: 15,
      gift: { wrap: true, hidePrices: true },
      samples: [{ productId: musk.id }, { productId: rose.id }],
    });
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${row.id}/status`,
      headers: users.admin,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await sampleStockOf(ctx.database.db, musk.id)).toBe(2);
    expect(await sampleStockOf(ctx.database.db, rose.id)).toBe(1);
    expect(await stockOf(ctx.database.db, perfume.id)).toBe(4);
  });

  it('charges no fee for a gift that is not wrapped', async () => {
    const perfume = await insertProduct(ctx.database.db, { stock: 1, priceHalalas: 10_000 });
    const res = await order({ gift: { wrap: false, message: 'Happy Eid', hidePrices: false } }, [
      { productId: perfume.id, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      giftWrapFee: 0,
      total: 100,
      gift: { wrap: false, message: 'Happy Eid' },
    });
  });

  it.skipIf(!poppler)(
    'prints the message and the samples on the packing slip, and no amount when prices are hidden',
    async () => {
      const perfume = await insertProduct(ctx.database.db, { stock: 1, priceHalalas: 98_950 });
      const sample = await insertProduct(ctx.database.db, { stock: 0, sampleStock: 5 });
      const res = await order(
        {
          gift: { wrap: true, message: 'Happy birthday, Huda!', hidePrices: true },
          samples: [sample.id],
          language: 'en',
        },
        [{ productId: perfume.id, quantity: 1 }],
      );
      expect(res.statusCode, res.body).toBe(201);
      const { order: row } = await orderByNumber(ctx.database.db, res.json().data.orderNumber);
      const slip = await ctx.app.inject({
        url: `/api/admin/orders/packing-slips.pdf?ids=${row.id}`,
        headers: users.admin,
      });
      expect(slip.statusCode).toBe(200);
      const text = await pdfText(await pdfs.save(slip.rawPayload, 'gift-slip'));
      expect(text).toContain('Wrap as a gift');
      expect(text).toContain('Happy birthday, Huda!');
      expect(text).toContain(`Free sample: ${sample.nameEn}`);
      expect(text).toContain('the courier collects the amount on the label');
      expect(text).not.toMatch(/1,004\.50|989\.50|SAR/);
    },
  );
});

describe('bad gifts and samples change nothing', () => {
  it('refuses a message over the limit, in the page’s language, before anything is taken', async () => {
    const perfume = await insertProduct(ctx.database.db, { stock: 2 });
    const before = (await ctx.database.db.select().from(orders)).length;
    const long = 'و'.repeat(GIFT_MESSAGE_MAX_LENGTH + 1);
    const ar = await order({ gift: { wrap: true, message: long }, language: 'ar' }, [
      { productId: perfume.id, quantity: 1 },
    ]);
    expect(ar.statusCode).toBe(400);
    expect(ar.json().message).toBe(`يجب ألا تتجاوز رسالة الهدية ${GIFT_MESSAGE_MAX_LENGTH} حرفًا.`);
    const en = await order({ gift: { wrap: true, message: 'a\nb\nc\nd\ne\nf' }, language: 'en' }, [
      { productId: perfume.id, quantity: 1 },
    ]);
    expect(en.json().message).toBe('The gift message can have at most 5 lines.');
    expect(await stockOf(ctx.database.db, perfume.id)).toBe(2);
    expect((await ctx.database.db.select().from(orders)).length).toBe(before);
  });

  it('refuses more samples than the store offers, or one twice', async () => {
    const perfume = await insertProduct(ctx.database.db, { stock: 2 });
    const samples = await Promise.all(
      [1, 2, 3].map(() => insertProduct(ctx.database.db, { stock: 0, sampleStock: 4 })),
    );
    const items = [{ productId: perfume.id, quantity: 1 }];
    const many = await order({ samples: samples.map((s) => s.id), language: 'en' }, items);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(
      'You chose more free samples than this store offers per order.',
    );
    const twice = await order({ samples: [samples[0]!.id, samples[0]!.id], language: 'ar' }, items);
    expect(twice.json().message).toBe('يمكن اختيار كل عينة مجانية مرة واحدة فقط.');
    for (const sample of samples) expect(await sampleStockOf(ctx.database.db, sample.id)).toBe(4);
    expect(await stockOf(ctx.database.db, perfume.id)).toBe(2);
  });

  it('refuses a sample that has run out or is not offered, naming it, and rolls the order back', async () => {
    const perfume = await insertProduct(ctx.database.db, { stock: 2 });
    const gone = await insertProduct(ctx.database.db, { stock: 3, sampleStock: 0 });
    const notOffered = await insertProduct(ctx.database.db, { stock: 3 });
    const items = [{ productId: perfume.id, quantity: 1 }];
    const res = await order({ samples: [gone.id], language: 'ar' }, items);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`عذرًا، نفدت عينات «${gone.nameAr}». يرجى اختيار عينة أخرى.`);
    const other = await order({ samples: [notOffered.id], language: 'en' }, items);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain(notOffered.nameEn);
    const unknown = await order({ samples: ['not-a-product'], language: 'en' }, items);
    expect(unknown.json().message).toBe(
      'A sample you chose is not available. Please choose another.',
    );
    // The line's stock was taken before the sample failed: the rollback gave it back.
    expect(await stockOf(ctx.database.db, perfume.id)).toBe(2);
  });

  it('never lets two orders take the last vial', async () => {
    const sample = await insertProduct(ctx.database.db, { stock: 0, sampleStock: 1 });
    const products = await Promise.all(
      [1, 2].map(() => insertProduct(ctx.database.db, { stock: 1 })),
    );
    const results = await Promise.all(
      products.map((p) => order({ samples: [sample.id] }, [{ productId: p.id, quantity: 1 }])),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await sampleStockOf(ctx.database.db, sample.id)).toBe(0);
  });
});

describe('the gifting settings', () => {
  it('refuses a negative or absurd wrapping fee and keeps what was saved', async () => {
    const current = await ctx.app.inject({ url: '/api/site-settings', headers: users.admin });
    const commerce = current.json().data.commerce;
    for (const bad of [
      { giftWrapFee: -5 },
      { giftWrapFee: 100_000 },
      { giftWrapFee: 1.005 },
      { maxSamples: 99 },
      { maxSamples: 1.5 },
    ]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/site-settings',
        headers: users.admin,
        payload: { commerce: { ...commerce, ...bad } },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const after = await ctx.app.inject({ url: '/api/site-settings', headers: users.admin });
    expect(after.json().data.commerce).toMatchObject({ giftWrapFee: 15, maxSamples: 2 });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.isGift, true));
    expect(row).toBeDefined();
  });
});

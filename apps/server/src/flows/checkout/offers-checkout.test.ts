import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '@store/shared/offers';
import { computeOrderTotals } from '@store/shared/order-totals';
import { offers, orderItems, orders, promotionRedemptions, promotions } from '../../db/schema.ts';
import type { FakePaypal } from '../../modules/payments/testing.ts';
import { OFFERS_CACHE_TAG } from '../../modules/promotions/index.ts';
import { insertOffer, insertPromotion } from '../../modules/promotions/testing.ts';
import type { TestContext } from '../../test/test-app.ts';
import {
  changeSettings,
  customer,
  insertProduct,
  orderByNumber,
  stockOf,
} from '../../test/checkout-support.ts';
import { useFakePaypalApp } from '../../test/fake-paypal-app.ts';
import { signInTestUsers } from '../../test/admin-session.ts';

/** Automatic offers at checkout (decision 037): applied in the order's transaction and stored. */
const paypal = useFakePaypalApp();
let ctx: TestContext;
let fake: FakePaypal;
const VAT = { vatRate: 15, pricesIncludeVat: true };

beforeAll(async () => {
  ({ ctx, fake } = paypal);
  await changeSettings(ctx.database.db, (s) => ({
    ...s,
    commerce: { ...s.commerce, ...VAT, giftWrapFee: 15, maxSamples: 1 },
    emailSettings: {
      ...s.emailSettings,
      enableNotifications: false,
      enableCustomerConfirmation: false,
    },
  }));
});
// Offers are the whole store's: each test's end when it ends.
afterEach(async () => {
  await ctx.database.db.update(offers).set({ active: false });
});

type Line = { productId: string; quantity: number };

function cod(items: Line[], extra: Record<string, unknown> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { items, customerInfo: customer, paymentMethod: 'cod', ...extra },
  });
}

function startPayment(items: Line[], amount: number) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/paypal/orders',
    payload: {
      amount,
      currency: 'SAR',
      orderData: { items, customerInfo: customer, paymentMethod: 'paypal' },
    },
  });
}

/** What the browser does: the public offers, passed to the same function. */
async function publicOffers(): Promise<Offer[]> {
  // The tests write offers straight to the table; the admin's routes clear the cache themselves.
  await ctx.app.publicCache.invalidate(OFFERS_CACHE_TAG);
  const res = await ctx.app.inject({ url: '/api/public/offers' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('automatic offers at checkout', () => {
  it('stores per order which offer took how much, and per line its share beside the code’s', async () => {
    const a = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10_000 });
    const b = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 5_000 });
    const offer = await insertOffer(ctx.database.db, {
      rule: { kind: 'buy_n_percent', minQuantity: 2, percentBasisPoints: 1000 },
      productIds: [a.id],
    });
    const items = [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ];
    const res = await cod(items);
    expect(res.statusCode, res.body).toBe(201);
    const expected = computeOrderTotals(
      [
        { productId: a.id, unitPriceHalalas: 10_000, quantity: 2 },
        { productId: b.id, unitPriceHalalas: 5_000, quantity: 1 },
      ],
      { shippingHalalas: 0, codFeeHalalas: 0 },
      VAT,
      null,
      await publicOffers(),
    );
    expect(expected.offerDiscountHalalas).toBe(2_000);
    // The shopper's answer shows the offer apart from a code's saving (none here).
    expect(res.json().data).toMatchObject({
      discount: 0,
      discountCode: null,
      offerDiscount: 20,
      appliedOffers: [
        { offerId: offer.id, name: { en: offer.nameEn, ar: offer.nameAr }, discount: 20 },
      ],
      items: [{ discount: 20 }, { discount: 0 }],
    });
    const { order } = await orderByNumber(ctx.database.db, res.json().data.orderNumber);
    const admin = await ctx.app.inject({
      url: `/api/admin/orders/${order.id}`,
      headers: (await signInTestUsers(ctx.app, ctx.database.db)).admin,
    });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().data).toMatchObject({
      discount: 0,
      offerDiscount: 20,
      appliedOffers: [{ offerId: offer.id, discount: 20 }],
    });
    expect(order).toMatchObject({
      subtotalHalalas: 25_000,
      discountHalalas: 2_000,
      offerDiscountHalalas: 2_000,
      totalHalalas: expected.totalHalalas,
      taxHalalas: expected.taxHalalas,
      appliedOffers: [
        { offerId: offer.id, name: { en: offer.nameEn, ar: offer.nameAr }, discountHalalas: 2000 },
      ],
    });
    const lines = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.position);
    expect(lines.map((l) => [l.discountHalalas, l.offerDiscountHalalas])).toEqual([
      [2_000, 2_000],
      [0, 0],
    ]);
  });

  it('an online total with the offer is accepted and PayPal’s breakdown adds up; a stale one is refused', async () => {
    const a = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10_000 });
    await insertOffer(ctx.database.db, {
      rule: { kind: 'buy_n_percent', minQuantity: 3, percentBasisPoints: 1000 },
      productIds: [a.id],
    });
    const items = [{ productId: a.id, quantity: 3 }];
    // The page that did not know the offer: 300 SAR. Refused, nothing held, PayPal not called.
    const calls = fake.calls('POST', '/v2/checkout/orders').length;
    const stale = await startPayment(items, 300);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('PRICE_MISMATCH');
    expect(await stockOf(ctx.database.db, a.id)).toBe(5);
    expect(fake.calls('POST', '/v2/checkout/orders').length).toBe(calls);

    const preview = computeOrderTotals(
      [{ productId: a.id, unitPriceHalalas: 10_000, quantity: 3 }],
      { shippingHalalas: 0, codFeeHalalas: 0 },
      VAT,
      null,
      await publicOffers(),
    );
    expect(preview.totalHalalas).toBe(27_000);
    const res = await startPayment(items, preview.totalHalalas / 100);
    expect(res.statusCode, res.body).toBe(201);
    const unit = JSON.parse(fake.calls('POST', '/v2/checkout/orders').at(-1)!.body)
      .purchase_units[0];
    const b = unit.amount.breakdown;
    // 30 SAR off as breakdown.discount; the parts make the value to the cent.
    expect(Number(b.discount.value)).toBeGreaterThan(0);
    const sum =
      Math.round(Number(b.item_total.value) * 100) +
      Math.round(Number(b.shipping.value) * 100) +
      Math.round(Number(b.tax_total.value) * 100) -
      Math.round(Number(b.discount.value) * 100);
    expect(sum).toBe(Math.round(Number(unit.amount.value) * 100));
    const { order } = await orderByNumber(ctx.database.db, res.json().data.orderNumber);
    expect(order).toMatchObject({ discountHalalas: 3_000, totalHalalas: 27_000 });
  });

  it('a free-wrapping offer waives the fee above its threshold, not below', async () => {
    const a = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 20_000 });
    const wrap = await insertOffer(ctx.database.db, {
      rule: { kind: 'free_gift_wrap', minSubtotalHalalas: 30_000 },
    });
    const gift = { wrap: true, message: '', hidePrices: false };
    const below = await cod([{ productId: a.id, quantity: 1 }], { gift });
    expect(below.statusCode, below.body).toBe(201);
    const { order: paid } = await orderByNumber(ctx.database.db, below.json().data.orderNumber);
    expect(paid).toMatchObject({ giftWrapHalalas: 1_500, giftWrapDiscountHalalas: 0 });
    expect(paid.appliedOffers).toEqual([]);

    const above = await cod([{ productId: a.id, quantity: 2 }], { gift });
    expect(above.statusCode, above.body).toBe(201);
    const { order } = await orderByNumber(ctx.database.db, above.json().data.orderNumber);
    expect(order).toMatchObject({
      giftWrap: true,
      giftWrapHalalas: 0,
      giftWrapDiscountHalalas: 1_500,
      totalHalalas: 40_000,
      appliedOffers: [{ offerId: wrap.id, discountHalalas: 0 }],
    });
  });

  it('a free-sample offer raises the allowance; without it the extra sample is refused', async () => {
    const a = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 20_000 });
    const s1 = await insertProduct(ctx.database.db, { stock: 0, sampleStock: 3 });
    const s2 = await insertProduct(ctx.database.db, { stock: 0, sampleStock: 3 });
    const samples = [s1.id, s2.id];
    const refused = await cod([{ productId: a.id, quantity: 1 }], { samples, language: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(await stockOf(ctx.database.db, a.id)).toBe(5);

    await insertOffer(ctx.database.db, {
      rule: { kind: 'free_sample', minSubtotalHalalas: 10_000, samples: 1 },
    });
    const res = await cod([{ productId: a.id, quantity: 1 }], { samples });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = await orderByNumber(ctx.database.db, res.json().data.orderNumber);
    expect(order.samples.map((s) => s.productId)).toEqual(samples);
  });

  it('an offer switched off or not yet started is not applied', async () => {
    const a = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10_000 });
    const rule = { kind: 'buy_n_percent', minQuantity: 2, percentBasisPoints: 5000 } as const;
    await insertOffer(ctx.database.db, { rule, productIds: [a.id], active: false });
    await insertOffer(ctx.database.db, {
      rule,
      productIds: [a.id],
      startsAt: new Date(Date.now() + 86_400_000),
    });
    const res = await cod([{ productId: a.id, quantity: 2 }]);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = await orderByNumber(ctx.database.db, res.json().data.orderNumber);
    expect(order).toMatchObject({ discountHalalas: 0, offerDiscountHalalas: 0, appliedOffers: [] });
  });

  it('a code that does not combine, beaten by the offers, is not claimed; one that wins is', async () => {
    const db = ctx.database.db;
    const a = await insertProduct(db, { stock: 5, priceHalalas: 10_000 });
    await insertOffer(db, {
      rule: { kind: 'buy_n_percent', minQuantity: 2, percentBasisPoints: 1000 },
      productIds: [a.id],
    });
    const small = await insertPromotion(db, { percentBasisPoints: 500, usageLimit: 1 });
    const beaten = await cod([{ productId: a.id, quantity: 2 }], { discountCode: small.code });
    expect(beaten.statusCode, beaten.body).toBe(201);
    expect(beaten.json().data).toMatchObject({
      discount: 0,
      discountCode: null,
      offerDiscount: 20,
    });
    const { order } = await orderByNumber(db, beaten.json().data.orderNumber);
    expect(order).toMatchObject({ discountCode: null, offerDiscountHalalas: 2_000 });
    const [code] = await db.select().from(promotions).where(eq(promotions.id, small.id));
    expect(code!.timesUsed).toBe(0);
    const uses = await db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, small.id));
    expect(uses).toEqual([]);

    // Its one use is still there for a cart where it beats the offers.
    const alone = await cod([{ productId: a.id, quantity: 1 }], { discountCode: small.code });
    expect(alone.statusCode, alone.body).toBe(201);
    expect(alone.json().data).toMatchObject({ discount: 5, discountCode: small.code });
    const [used] = await db.select().from(promotions).where(eq(promotions.id, small.id));
    expect(used!.timesUsed).toBe(1);
  });
});

describe('GET /api/admin/reports/offers', () => {
  it('gives each offer its orders, saving and revenue, over the orders that count', async () => {
    const db = ctx.database.db;
    const headers = (await signInTestUsers(ctx.app, db)).admin;
    const a = await insertProduct(db, { stock: 20, priceHalalas: 10_000 });
    const buy2 = await insertOffer(db, {
      rule: { kind: 'buy_n_percent', minQuantity: 2, percentBasisPoints: 1000 },
      productIds: [a.id],
    });
    const wrap = await insertOffer(db, {
      rule: { kind: 'free_gift_wrap', minSubtotalHalalas: 30_000 },
    });
    const two = [{ productId: a.id, quantity: 2 }];
    expect((await cod(two)).statusCode).toBe(201);
    const gift = { wrap: true, message: '', hidePrices: false };
    expect((await cod([{ productId: a.id, quantity: 4 }], { gift })).statusCode).toBe(201);
    // Neither a cancelled order nor an online one not yet paid counts, as in the code report.
    const cancelled = await cod(two);
    await db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.orderNumber, cancelled.json().data.orderNumber));
    expect((await startPayment(two, 180)).statusCode).toBe(201);

    const report = async (query = '') => {
      const res = await ctx.app.inject({ url: `/api/admin/reports/offers${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const { offers: rows } = await report();
    // 2 × 100 less 20, and 4 × 100 less 40 with the 15 SAR wrapping waived.
    expect(rows.find((row: { offerId: string }) => row.offerId === buy2.id)).toEqual({
      offerId: buy2.id,
      name: { en: buy2.nameEn, ar: buy2.nameAr },
      kind: 'buy_n_percent',
      orders: 2,
      saving: 60,
      salesBeforeDiscounts: 200 + 415,
      salesAfterDiscounts: 180 + 360,
    });
    expect(rows.find((row: { offerId: string }) => row.offerId === wrap.id)).toMatchObject({
      kind: 'free_gift_wrap',
      orders: 1,
      saving: 15,
      salesBeforeDiscounts: 415,
      salesAfterDiscounts: 360,
    });
    // A range of days before these orders holds none of them.
    const past = await report('?from=2020-01-01&to=2020-01-31');
    expect(past).toEqual({ from: '2020-01-01', to: '2020-01-31', offers: [] });
    const refused = await ctx.app.inject({
      url: '/api/admin/reports/offers?from=2026-03-10&to=2026-03-01',
      headers,
    });
    expect(refused.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ url: '/api/admin/reports/offers' });
    expect(anonymous.statusCode).toBe(401);
  });
});

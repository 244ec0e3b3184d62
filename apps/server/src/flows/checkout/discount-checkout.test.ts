import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeOrderTotals } from '@store/shared/order-totals';
import { orderItems, promotionRedemptions, promotions } from '../../db/schema.ts';
import { insertPromotion } from '../../modules/promotions/testing.ts';
import {
  changeSettings,
  customer,
  insertProduct,
  orderByNumber,
  stockOf,
  temporaryDataDir,
} from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { cancelUnpaidOrder } from './cancel-order.ts';

let ctx: TestContext;
const data = temporaryDataDir();

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: data.dir } });
  await changeSettings(ctx.database.db, (s) => ({
    ...s,
    emailSettings: {
      ...s.emailSettings,
      enableNotifications: false,
      enableCustomerConfirmation: false,
    },
  }));
});
afterAll(async () => {
  await ctx.close();
  data.remove();
});

type Line = { productId: string; quantity: number };

function check(code: string, items: Line[], extra: Record<string, unknown> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/public/promotions/check',
    payload: { code, items, ...extra },
  });
}

function order(
  items: Line[],
  discountCode: string | undefined,
  who: Partial<typeof customer> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      items,
      customerInfo: { ...customer, ...who },
      paymentMethod: 'cod',
      discountCode,
    },
  });
}

async function timesUsed(id: string): Promise<number> {
  const [row] = await ctx.database.db.select().from(promotions).where(eq(promotions.id, id));
  return row!.timesUsed;
}

describe('POST /api/public/promotions/check', () => {
  it('answers the rule and the covered products, for a code typed in any case and digits', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    const promo = await insertPromotion(ctx.database.db, {
      code: 'EID25',
      percentBasisPoints: 2500,
    });
    const res = await check('eid٢٥', [{ productId: product.id, quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      code: promo.code,
      rule: { kind: 'percent', percentBasisPoints: 2500 },
      eligibleProductIds: [product.id],
    });
  });

  it('says why a code does not apply, in the page’s language, and writes nothing', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10_000 });
    const items = [{ productId: product.id, quantity: 1 }];
    const unknown = await check('NOPE', items, { language: 'ar' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'DISCOUNT_NOT_APPLICABLE',
      reason: { key: 'unknown' },
      message: 'رمز الخصم هذا غير معروف. يرجى التحقق منه والمحاولة مرة أخرى.',
    });

    await insertPromotion(ctx.database.db, { code: 'MIN300', minOrderHalalas: 30_000 });
    const small = await check('MIN300', items, { language: 'en' });
    expect(small.json()).toMatchObject({
      reason: { key: 'minimumOrder', params: { amountHalalas: 30_000 } },
    });
    expect(small.json().message).toMatch(/minimum order of SAR\s?300/);
    const smallAr = await check('MIN300', items, { language: 'ar' });
    expect(smallAr.json().message).toContain('ر.س');

    await insertPromotion(ctx.database.db, {
      code: 'OVER',
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: new Date('2026-01-31T20:59:00Z'),
    });
    const ended = await check('OVER', items, { language: 'en' });
    // Riyadh time: 20:59 UTC is 23:59 in Riyadh.
    expect(ended.json().message).toBe('This code ended on 2026-01-31 23:59 (Riyadh time).');

    await insertPromotion(ctx.database.db, {
      code: 'WOODLESS',
      scope: 'except',
      families: ['woody'],
    });
    const excluded = await check('WOODLESS', items, { language: 'en' });
    expect(excluded.json().reason.key).toBe('notForTheseProducts');
  });
});

describe('a cash-on-delivery order with a code', () => {
  it('stores the discount per line and per order, as the check’s preview computed it', async () => {
    const restore = await changeSettings(ctx.database.db, (s) => ({
      ...s,
      commerce: { ...s.commerce, vatRate: 15, pricesIncludeVat: false },
    }));
    try {
      const a = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 33_333 });
      const b = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10_001 });
      const promo = await insertPromotion(ctx.database.db, {
        code: 'THIRD',
        kind: 'fixed',
        percentBasisPoints: null,
        amountHalalas: 10_000,
      });
      const items = [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ];
      const preview = (await check('third', items)).json().data;
      const res = await order(items, 'third');
      expect(res.statusCode, res.body).toBe(201);
      const placed = res.json().data;
      const { order: row } = await orderByNumber(ctx.database.db, placed.orderNumber);
      const lines = await ctx.database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, row.id))
        .orderBy(orderItems.position);

      // The browser's preview: the same function on the cart's prices and the check's answer.
      const expected = computeOrderTotals(
        [
          { productId: a.id, unitPriceHalalas: 33_333, quantity: 2 },
          { productId: b.id, unitPriceHalalas: 10_001, quantity: 1 },
        ],
        { shippingHalalas: row.shippingHalalas, codFeeHalalas: row.codFeeHalalas },
        { vatRate: 15, pricesIncludeVat: false },
        preview,
      );
      expect(row).toMatchObject({
        discountCode: 'THIRD',
        subtotalHalalas: 76_667,
        discountHalalas: 10_000,
        taxHalalas: expected.taxHalalas,
        totalHalalas: expected.totalHalalas,
      });
      // 10,000 over 66,666 and 10,001: 8,695.6… and 1,304.4… → 8,696 and 1,304.
      expect(lines.map((l) => l.discountHalalas)).toEqual([8_696, 1_304]);
      expect(lines.map((l) => l.discountHalalas)).toEqual(expected.lineDiscountsHalalas);
      // VAT on what is charged: (76,667 − 10,000 + delivery) × 15 %.
      expect(row.taxHalalas).toBe(
        Math.round((76_667 - 10_000 + row.shippingHalalas + row.codFeeHalalas) * 0.15),
      );
      expect(placed).toMatchObject({ discount: 100, discountCode: 'THIRD' });
      expect(placed.items.map((i: { discount: number }) => i.discount)).toEqual([86.96, 13.04]);

      expect(await timesUsed(promo.id)).toBe(1);
      const [use] = await ctx.database.db
        .select()
        .from(promotionRedemptions)
        .where(eq(promotionRedemptions.orderId, row.id));
      expect(use).toMatchObject({
        email: 'noura@example.com',
        phone: '+966501234567',
        discountHalalas: 10_000,
        orderTotalHalalas: row.totalHalalas,
        releasedAt: null,
      });
    } finally {
      await restore();
    }
  });

  it('a free-shipping code waives the delivery price and keeps the cash-on-delivery fee', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 5_000 });
    await insertPromotion(ctx.database.db, {
      code: 'SHIPFREE',
      kind: 'free_shipping',
      percentBasisPoints: null,
    });
    const res = await order([{ productId: product.id, quantity: 1 }], 'shipfree');
    expect(res.statusCode, res.body).toBe(201);
    const { order: row } = await orderByNumber(ctx.database.db, res.json().data.orderNumber);
    expect(row.shippingHalalas).toBe(0);
    expect(row.discountHalalas).toBe(0);
    expect(row.totalHalalas).toBe(5_000 + row.codFeeHalalas);
  });

  it('a refused code places no order and holds no stock', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 3 });
    const res = await order([{ productId: product.id, quantity: 1 }], 'MISSING', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'DISCOUNT_NOT_APPLICABLE',
      reason: { key: 'unknown' },
    });
    expect(await stockOf(ctx.database.db, product.id)).toBe(3);
  });

  it('two buyers for the last use at once: exactly one gets it', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 50 });
    const promo = await insertPromotion(ctx.database.db, { code: 'LASTONE', usageLimit: 1 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        order([{ productId: product.id, quantity: 1 }], 'lastone', {
          email: `buyer${i}@example.com`,
          phone: `05${String(50_000_000 + i).padStart(8, '0')}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(9);
    for (const res of answers.filter((r) => r.statusCode === 422)) {
      expect(res.json().reason.key).toBe('usedUp');
    }
    expect(await timesUsed(promo.id)).toBe(1);
    // The refused orders took no stock.
    expect(await stockOf(ctx.database.db, product.id)).toBe(49);
  });

  it('one customer, by email or by phone, gets a once-per-customer code once, even at once', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 50 });
    const promo = await insertPromotion(ctx.database.db, { code: 'ONCEEACH', perCustomerLimit: 1 });
    const same = { email: 'once@example.com', phone: '0551112222' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        order([{ productId: product.id, quantity: 1 }], 'onceeach', same),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    // The same phone typed otherwise, with another email: still the same customer.
    const byPhone = await order([{ productId: product.id, quantity: 1 }], 'onceeach', {
      email: 'other@example.com',
      phone: '+966 55 111 2222',
    });
    expect(byPhone.statusCode).toBe(422);
    expect(byPhone.json().reason.key).toBe('alreadyUsed');
    const byEmail = await order([{ productId: product.id, quantity: 1 }], 'onceeach', {
      email: 'ONCE@example.com',
      phone: '0559998888',
    });
    expect(byEmail.json().reason.key).toBe('alreadyUsed');
    // The cart's check says so too once it knows the customer.
    const checked = await check('onceeach', [{ productId: product.id, quantity: 1 }], {
      phone: '0551112222',
    });
    expect(checked.json().reason.key).toBe('alreadyUsed');
    expect(await timesUsed(promo.id)).toBe(1);
  });

  it('a first-order code refuses a customer who ordered before', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 10 });
    await insertPromotion(ctx.database.db, { code: 'FIRSTONLY', firstOrderOnly: true });
    const who = { email: 'first@example.com', phone: '0553334444' };
    const first = await order([{ productId: product.id, quantity: 1 }], 'firstonly', who);
    expect(first.statusCode).toBe(201);
    const second = await order([{ productId: product.id, quantity: 1 }], 'firstonly', who);
    expect(second.json().reason.key).toBe('firstOrderOnly');
  });

  it('an unpaid order cancelled gives its use back, once', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 10 });
    const promo = await insertPromotion(ctx.database.db, { code: 'GIVEBACK', usageLimit: 1 });
    const res = await order([{ productId: product.id, quantity: 1 }], 'giveback');
    const { order: placed } = await orderByNumber(ctx.database.db, res.json().data.orderNumber);
    expect(await timesUsed(promo.id)).toBe(1);
    await Promise.all(
      Array.from({ length: 3 }, () =>
        cancelUnpaidOrder(ctx.database.db, placed.id, { note: 'test', paymentStatus: 'pending' }),
      ),
    );
    expect(await timesUsed(promo.id)).toBe(0);
    const [use] = await ctx.database.db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.orderId, placed.id));
    expect(use!.releasedAt).toBeInstanceOf(Date);
    const again = await order([{ productId: product.id, quantity: 1 }], 'giveback', {
      email: 'next@example.com',
      phone: '0556667777',
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('GET /api/admin/reports/discounts', () => {
  it('gives sales before and after discounts, and revenue per code, of the orders that count', async () => {
    const { signInTestUsers } = await import('../../test/admin-session.ts');
    const users = await signInTestUsers(ctx.app, ctx.database.db);
    const report = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/reports/discounts',
        headers: users.admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const before = await report();
    const product = await insertProduct(ctx.database.db, { stock: 10, priceHalalas: 20_000 });
    await insertPromotion(ctx.database.db, { code: 'REPORT20', percentBasisPoints: 2000 });
    const placed = await order([{ productId: product.id, quantity: 2 }], 'report20', {
      email: 'report@example.com',
      phone: '0557778888',
    });
    expect(placed.statusCode).toBe(201);
    const plain = await order([{ productId: product.id, quantity: 1 }], undefined, {
      email: 'plain@example.com',
    });
    expect(plain.statusCode).toBe(201);
    const after = await report();
    // 2 × 200 = 400, 20 % off = 80; the plain order adds 200 to both columns.
    expect(after.orders - before.orders).toBe(2);
    expect(after.ordersWithCode - before.ordersWithCode).toBe(1);
    expect(Math.round((after.discounts - before.discounts) * 100)).toBe(8_000);
    expect(
      Math.round((after.salesBeforeDiscounts - after.salesAfterDiscounts) * 100) -
        Math.round((before.salesBeforeDiscounts - before.salesAfterDiscounts) * 100),
    ).toBe(8_000);
    const code = after.codes.find((c: { code: string }) => c.code === 'REPORT20');
    expect(code).toMatchObject({
      orders: 1,
      discounts: 80,
      revenue: 320 + placed.json().data.shippingCost,
    });
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reports/discounts?from=2026-03-10&to=2026-03-01',
      headers: users.admin,
    });
    expect(refused.statusCode).toBe(400);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateDiscount, type OrderDiscount } from './discounts.ts';
import { computeOrderTotals } from './order-totals.ts';
import { orderDiscountSchema } from './schemas/promotions.ts';

const line = fc.record({
  productId: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  unitPriceHalalas: fc.integer({ min: 0, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});
const rule = fc.oneof(
  fc.record({
    kind: fc.constant('percent' as const),
    percentBasisPoints: fc.integer({ min: 1, max: 10_000 }),
  }),
  fc.record({
    kind: fc.constant('fixed' as const),
    amountHalalas: fc.integer({ min: 1, max: 10_000_000 }),
  }),
  fc.constant({ kind: 'free_shipping' as const }),
);
const discount = fc.record({
  code: fc.constant('CODE'),
  rule,
  eligibleProductIds: fc.subarray(['a', 'b', 'c', 'd', 'e']),
});
const charges = fc.record({
  shippingHalalas: fc.integer({ min: 0, max: 100_000 }),
  codFeeHalalas: fc.integer({ min: 0, max: 5_000 }),
  giftWrapHalalas: fc.integer({ min: 0, max: 10_000 }),
});
const vat = fc.record({
  vatRate: fc.constantFrom(0, 5, 15, 15.5),
  pricesIncludeVat: fc.boolean(),
});

describe('a discount code’s money (property)', () => {
  it('spreads the order discount over the lines exactly, none negative, none above its line', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        discount,
        charges,
        vat,
        (lines, d, c, v) => {
          const totals = computeOrderTotals(lines, c, v, d);
          const shares = totals.lineDiscountsHalalas;
          expect(shares).toHaveLength(lines.length);
          expect(shares.reduce((sum, s) => sum + s, 0)).toBe(totals.discountHalalas);
          lines.forEach((l, i) => {
            expect(shares[i]).toBeGreaterThanOrEqual(0);
            expect(shares[i]).toBeLessThanOrEqual(l.unitPriceHalalas * l.quantity);
            if (!d.eligibleProductIds.includes(l.productId)) expect(shares[i]).toBe(0);
          });
          expect(totals.discountHalalas).toBeLessThanOrEqual(totals.subtotalHalalas);
          for (const amount of Object.values(totals)) {
            if (typeof amount === 'number') expect(Number.isInteger(amount)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('totals are the lines less the discount plus the charges (and VAT added on top)', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        discount,
        charges,
        vat,
        (lines, d, c, v) => {
          const t = computeOrderTotals(lines, c, v, d);
          const goods = lines.reduce((sum, l) => sum + l.unitPriceHalalas * l.quantity, 0);
          expect(t.subtotalHalalas).toBe(goods);
          expect(t.shippingHalalas + t.shippingDiscountHalalas).toBe(c.shippingHalalas);
          const charged =
            goods - t.discountHalalas + t.shippingHalalas + t.codFeeHalalas + t.giftWrapHalalas;
          expect(t.totalHalalas).toBe(t.taxIncluded ? charged : charged + t.taxHalalas);
          expect(t.totalHalalas).toBeGreaterThanOrEqual(0);
          // The VAT is on the discounted amount: never more than the undiscounted order's.
          const undiscounted = computeOrderTotals(lines, c, v);
          expect(t.taxHalalas).toBeLessThanOrEqual(undiscounted.taxHalalas);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the browser’s preview, from the check route’s answer, equals the server’s totals', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        discount,
        charges,
        vat,
        (lines, d, c, v) => {
          const server = computeOrderTotals(lines, c, v, d);
          // What the browser holds: the route's answer as JSON, read through the API's schema, and
          // its cart lines in SAR converted back.
          const answer: OrderDiscount = orderDiscountSchema.parse(JSON.parse(JSON.stringify(d)));
          const browserLines = lines.map((l) => ({
            productId: l.productId,
            unitPriceHalalas: Math.round((l.unitPriceHalalas / 100) * 100),
            quantity: l.quantity,
          }));
          expect(computeOrderTotals(browserLines, c, v, answer)).toEqual(server);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('allocateDiscount', () => {
  it('gives leftover halalas to the largest remainders, the earlier line on a tie', () => {
    expect(allocateDiscount([100, 100, 100], [true, true, true], 100)).toEqual([34, 33, 33]);
    expect(allocateDiscount([100, 200], [true, true], 100)).toEqual([33, 67]);
    expect(allocateDiscount([100, 200, 50], [true, false, true], 30)).toEqual([20, 0, 10]);
    // Never more than the covered goods.
    expect(allocateDiscount([100, 200], [false, true], 500)).toEqual([0, 200]);
  });

  it('computes a percent code on the covered goods and VAT on what is charged', () => {
    const t = computeOrderTotals(
      [
        { productId: 'a', unitPriceHalalas: 30_000, quantity: 1 },
        { productId: 'b', unitPriceHalalas: 10_000, quantity: 2 },
      ],
      { shippingHalalas: 2_500, codFeeHalalas: 1_000 },
      { vatRate: 15, pricesIncludeVat: false },
      {
        code: 'X',
        rule: { kind: 'percent', percentBasisPoints: 1_000 },
        eligibleProductIds: ['a'],
      },
    );
    expect(t).toMatchObject({
      subtotalHalalas: 50_000,
      discountHalalas: 3_000,
      lineDiscountsHalalas: [3_000, 0],
      // (50,000 − 3,000 + 2,500 + 1,000) × 15 % = 7,575
      taxHalalas: 7_575,
      totalHalalas: 58_075,
    });
  });

  it('waives the delivery price, not the cash-on-delivery fee, for a free-shipping code', () => {
    const t = computeOrderTotals(
      [{ productId: 'a', unitPriceHalalas: 10_000, quantity: 1 }],
      { shippingHalalas: 2_500, codFeeHalalas: 1_000 },
      { vatRate: 15, pricesIncludeVat: true },
      { code: 'SHIP', rule: { kind: 'free_shipping' }, eligibleProductIds: ['a'] },
    );
    expect(t).toMatchObject({
      shippingHalalas: 0,
      shippingDiscountHalalas: 2_500,
      codFeeHalalas: 1_000,
      discountHalalas: 0,
      totalHalalas: 11_000,
    });
  });
});

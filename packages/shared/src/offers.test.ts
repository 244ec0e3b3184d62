import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderDiscount } from './discounts.ts';
import { applyOffers, offerForProduct, type Offer } from './offers.ts';
import { computeOrderTotals } from './order-totals.ts';

const name = { en: 'Offer', ar: 'عرض' };
const buy2 = (productIds: string[] = []): Offer => ({
  id: 'buy2',
  name,
  rule: { kind: 'buy_n_percent', minQuantity: 2, percentBasisPoints: 1000 },
  productIds,
});
const set = (price: number): Offer => ({
  id: 'set',
  name,
  rule: { kind: 'bundle_price', bundlePriceHalalas: price },
  productIds: ['a', 'b'],
});
const included = { vatRate: 15, pricesIncludeVat: true };
const noCharges = { shippingHalalas: 0, codFeeHalalas: 0 };

describe('automatic offers', () => {
  it('buy 2, get 10 % off: nothing for one unit, 10 % of the covered lines from two', () => {
    expect(
      applyOffers([{ productId: 'a', unitPriceHalalas: 45_000, quantity: 1 }], [buy2()]),
    ).toMatchObject({ discountHalalas: 0, applied: [] });
    const two = applyOffers(
      [
        { productId: 'a', unitPriceHalalas: 45_000, quantity: 1 },
        { productId: 'b', unitPriceHalalas: 30_000, quantity: 1 },
      ],
      [buy2(['a', 'b'])],
    );
    expect(two).toMatchObject({
      discountHalalas: 7_500,
      lineDiscountsHalalas: [4_500, 3_000],
      applied: [{ offerId: 'buy2', discountHalalas: 7_500 }],
    });
    // Only the covered products count and are discounted.
    const other = applyOffers(
      [
        { productId: 'a', unitPriceHalalas: 45_000, quantity: 1 },
        { productId: 'c', unitPriceHalalas: 30_000, quantity: 3 },
      ],
      [buy2(['a', 'b'])],
    );
    expect(other.discountHalalas).toBe(0);
  });

  it('a bundle costs its price per complete set, and never more than the products alone', () => {
    const lines = [
      { productId: 'a', unitPriceHalalas: 40_000, quantity: 2 },
      { productId: 'b', unitPriceHalalas: 30_000, quantity: 1 },
    ];
    // One set (a + b = 700) for 600: 100 off, spread by price; the second "a" is full price.
    expect(applyOffers(lines, [set(60_000)])).toMatchObject({
      discountHalalas: 10_000,
      lineDiscountsHalalas: [5_714, 4_286],
    });
    expect(applyOffers(lines, [set(90_000)]).discountHalalas).toBe(0);
    expect(applyOffers([lines[0]!], [set(60_000)]).discountHalalas).toBe(0);
  });

  it('waives the wrapping fee and adds samples from a threshold on the goods', () => {
    const offers: Offer[] = [
      {
        id: 'wrap',
        name,
        rule: { kind: 'free_gift_wrap', minSubtotalHalalas: 50_000 },
        productIds: [],
      },
      {
        id: 'sample',
        name,
        rule: { kind: 'free_sample', minSubtotalHalalas: 30_000, samples: 1 },
        productIds: [],
      },
    ];
    const small = computeOrderTotals(
      [{ productId: 'a', unitPriceHalalas: 40_000, quantity: 1 }],
      { ...noCharges, giftWrapHalalas: 1_500 },
      included,
      null,
      offers,
    );
    expect(small).toMatchObject({ giftWrapHalalas: 1_500, extraSamples: 1, totalHalalas: 41_500 });
    const big = computeOrderTotals(
      [{ productId: 'a', unitPriceHalalas: 50_000, quantity: 1 }],
      { ...noCharges, giftWrapHalalas: 1_500 },
      included,
      null,
      offers,
    );
    expect(big).toMatchObject({
      giftWrapHalalas: 0,
      giftWrapDiscountHalalas: 1_500,
      extraSamples: 1,
      totalHalalas: 50_000,
    });
  });

  it('a code that does not combine: the better of the code and the offers, the offers on a tie', () => {
    const lines = [{ productId: 'a', unitPriceHalalas: 10_000, quantity: 2 }];
    const code = (percent: number, combinable = false): OrderDiscount => ({
      code: 'C',
      rule: { kind: 'percent', percentBasisPoints: percent * 100 },
      eligibleProductIds: ['a'],
      combinable,
    });
    const small = computeOrderTotals(lines, noCharges, included, code(5), [buy2()]);
    expect(small).toMatchObject({
      discountHalalas: 0,
      offerDiscountHalalas: 2_000,
      codeSetAside: true,
    });
    const tie = computeOrderTotals(lines, noCharges, included, code(10), [buy2()]);
    expect(tie).toMatchObject({
      discountHalalas: 0,
      offerDiscountHalalas: 2_000,
      codeSetAside: true,
    });
    const big = computeOrderTotals(lines, noCharges, included, code(20), [buy2()]);
    expect(big).toMatchObject({
      discountHalalas: 4_000,
      offerDiscountHalalas: 0,
      appliedOffers: [],
      codeSetAside: false,
    });
    // A combinable code applies to what the offer left: 20 % of 180.
    const both = computeOrderTotals(lines, noCharges, included, code(20, true), [buy2()]);
    expect(both).toMatchObject({
      offerDiscountHalalas: 2_000,
      discountHalalas: 3_600,
      codeSetAside: false,
    });
    expect(both.totalHalalas).toBe(20_000 - 2_000 - 3_600);
  });

  it('tells a product page what an offer says of it', () => {
    expect(offerForProduct(buy2(), 'x')).toEqual({
      kind: 'buy_n_percent',
      minQuantity: 2,
      percent: 10,
    });
    expect(offerForProduct(buy2(['a']), 'x')).toBeNull();
    expect(offerForProduct(set(60_000), 'b')).toEqual({
      kind: 'bundle_price',
      priceHalalas: 60_000,
    });
  });
});

const line = fc.record({
  productId: fc.constantFrom('a', 'b', 'c', 'd'),
  unitPriceHalalas: fc.integer({ min: 0, max: 2_000_000 }),
  quantity: fc.integer({ min: 1, max: 10 }),
});
const offer: fc.Arbitrary<Offer> = fc.oneof(
  fc.record({
    id: fc.constant('n'),
    name: fc.constant(name),
    rule: fc.record({
      kind: fc.constant('buy_n_percent' as const),
      minQuantity: fc.integer({ min: 1, max: 6 }),
      percentBasisPoints: fc.integer({ min: 1, max: 10_000 }),
    }),
    productIds: fc.subarray(['a', 'b', 'c', 'd']),
  }),
  fc.record({
    id: fc.constant('s'),
    name: fc.constant(name),
    rule: fc.record({
      kind: fc.constant('bundle_price' as const),
      bundlePriceHalalas: fc.integer({ min: 0, max: 3_000_000 }),
    }),
    productIds: fc.subarray(['a', 'b', 'c', 'd'], { minLength: 2 }),
  }),
  fc.record({
    id: fc.constant('w'),
    name: fc.constant(name),
    rule: fc.record({
      kind: fc.constant('free_gift_wrap' as const),
      minSubtotalHalalas: fc.integer({ min: 0, max: 5_000_000 }),
    }),
    productIds: fc.constant([]),
  }),
);
const code = fc.record({
  code: fc.constant('CODE'),
  rule: fc.oneof(
    fc.record({
      kind: fc.constant('percent' as const),
      percentBasisPoints: fc.integer({ min: 1, max: 10_000 }),
    }),
    fc.record({
      kind: fc.constant('fixed' as const),
      amountHalalas: fc.integer({ min: 1, max: 5_000_000 }),
    }),
    fc.constant({ kind: 'free_shipping' as const }),
  ),
  eligibleProductIds: fc.subarray(['a', 'b', 'c', 'd']),
  combinable: fc.boolean(),
});
const charges = fc.record({
  shippingHalalas: fc.integer({ min: 0, max: 50_000 }),
  codFeeHalalas: fc.integer({ min: 0, max: 5_000 }),
  giftWrapHalalas: fc.integer({ min: 0, max: 5_000 }),
});
const vat = fc.record({
  vatRate: fc.constantFrom(0, 15),
  pricesIncludeVat: fc.boolean(),
});

describe('automatic offers with a code (property)', () => {
  it('never takes a line below zero, and the totals add up', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.array(offer, { maxLength: 4 }),
        fc.option(code, { nil: null }),
        charges,
        vat,
        (lines, offers, d, c, v) => {
          const t = computeOrderTotals(lines, c, v, d, offers);
          lines.forEach((l, i) => {
            const taken = t.lineOfferDiscountsHalalas[i]! + t.lineDiscountsHalalas[i]!;
            expect(t.lineOfferDiscountsHalalas[i]).toBeGreaterThanOrEqual(0);
            expect(taken).toBeLessThanOrEqual(l.unitPriceHalalas * l.quantity);
          });
          const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
          expect(sum(t.lineOfferDiscountsHalalas)).toBe(t.offerDiscountHalalas);
          expect(sum(t.lineDiscountsHalalas)).toBe(t.discountHalalas);
          expect(sum(t.appliedOffers.map((o) => o.discountHalalas))).toBe(t.offerDiscountHalalas);
          // A code that does not combine never stacks on a goods offer.
          if (d && !d.combinable && t.offerDiscountHalalas > 0) {
            expect(t.discountHalalas + t.shippingDiscountHalalas).toBe(0);
          }
          // A code is set aside exactly when one was given, does not combine and the offers
          // took the goods saving; a set-aside code gives nothing (so the order need not claim it).
          expect(t.codeSetAside).toBe(d !== null && !d.combinable && t.offerDiscountHalalas > 0);
          if (t.codeSetAside) expect(t.discountHalalas + t.shippingDiscountHalalas).toBe(0);
          const charged =
            t.subtotalHalalas -
            t.offerDiscountHalalas -
            t.discountHalalas +
            t.shippingHalalas +
            t.codFeeHalalas +
            t.giftWrapHalalas;
          expect(t.totalHalalas).toBe(t.taxIncluded ? charged : charged + t.taxHalalas);
          expect(t.giftWrapHalalas + t.giftWrapDiscountHalalas).toBe(c.giftWrapHalalas);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the browser’s preview, from the offers and the code as JSON, equals the server’s totals', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.array(offer, { maxLength: 4 }),
        fc.option(code, { nil: null }),
        charges,
        vat,
        (lines, offers, d, c, v) => {
          const server = computeOrderTotals(lines, c, v, d, offers);
          const browserOffers = JSON.parse(JSON.stringify(offers)) as Offer[];
          const browserCode = JSON.parse(JSON.stringify(d)) as OrderDiscount | null;
          const browserLines = lines.map((l) => ({
            ...l,
            unitPriceHalalas: Math.round((l.unitPriceHalalas / 100) * 100),
          }));
          expect(computeOrderTotals(browserLines, c, v, browserCode, browserOffers)).toEqual(
            server,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from './order-totals.ts';

const included = { vatRate: 0, pricesIncludeVat: true };
const lines = [
  { unitPriceHalalas: 45000, quantity: 1 },
  { unitPriceHalalas: 8950, quantity: 2 },
];
const noCharges = { shippingHalalas: 0, codFeeHalalas: 0 };
const NO_OFFERS = {
  offerDiscountHalalas: 0,
  appliedOffers: [],
  giftWrapDiscountHalalas: 0,
  extraSamples: 0,
};

describe('computeOrderTotals', () => {
  it('sums the lines, with no charges and no VAT: the spec’s 0 and 0', () => {
    expect(computeOrderTotals(lines, noCharges, included)).toEqual({
      subtotalHalalas: 62900,
      discountHalalas: 0,
      lineDiscountsHalalas: [0, 0],
      lineOfferDiscountsHalalas: [0, 0],
      shippingDiscountHalalas: 0,
      codeSetAside: false,
      shippingHalalas: 0,
      codFeeHalalas: 0,
      giftWrapHalalas: 0,
      ...NO_OFFERS,
      taxHalalas: 0,
      taxIncluded: true,
      totalHalalas: 62900,
    });
  });

  it('adds the delivery price and the cash-on-delivery fee chosen', () => {
    const totals = computeOrderTotals(
      lines,
      { shippingHalalas: 2500, codFeeHalalas: 1000 },
      included,
    );
    expect(totals).toMatchObject({
      shippingHalalas: 2500,
      codFeeHalalas: 1000,
      totalHalalas: 66400,
    });
  });

  it('shows the VAT inside VAT-inclusive prices, delivery and fee without adding it', () => {
    const totals = computeOrderTotals(
      [{ unitPriceHalalas: 10000, quantity: 1 }],
      { shippingHalalas: 1150, codFeeHalalas: 350 },
      { vatRate: 15, pricesIncludeVat: true },
    );
    // 115.00 SAR in all, of which 15.00 is VAT.
    expect(totals).toMatchObject({ taxHalalas: 1500, taxIncluded: true, totalHalalas: 11500 });
  });

  it('adds VAT to goods, delivery and the fee alike when prices exclude it', () => {
    const totals = computeOrderTotals(
      [{ unitPriceHalalas: 10000, quantity: 1 }],
      { shippingHalalas: 2000, codFeeHalalas: 500 },
      { vatRate: 15, pricesIncludeVat: false },
    );
    expect(totals).toEqual({
      subtotalHalalas: 10000,
      discountHalalas: 0,
      lineDiscountsHalalas: [0],
      lineOfferDiscountsHalalas: [0],
      shippingDiscountHalalas: 0,
      codeSetAside: false,
      shippingHalalas: 2000,
      codFeeHalalas: 500,
      giftWrapHalalas: 0,
      ...NO_OFFERS,
      taxHalalas: 1875,
      taxIncluded: false,
      totalHalalas: 14375,
    });
  });

  it('taxes the gift-wrapping fee like the goods, and adds it to the total', () => {
    const included15 = computeOrderTotals(
      [{ unitPriceHalalas: 10000, quantity: 1 }],
      { shippingHalalas: 0, codFeeHalalas: 0, giftWrapHalalas: 1150 },
      { vatRate: 15, pricesIncludeVat: true },
    );
    // 111.50 SAR with VAT inside: net 96.96, VAT 14.54.
    expect(included15).toMatchObject({
      giftWrapHalalas: 1150,
      taxHalalas: 1454,
      totalHalalas: 11150,
    });
    const added = computeOrderTotals(
      [{ unitPriceHalalas: 10000, quantity: 1 }],
      { shippingHalalas: 0, codFeeHalalas: 0, giftWrapHalalas: 1000 },
      { vatRate: 15, pricesIncludeVat: false },
    );
    expect(added).toMatchObject({ taxHalalas: 1650, taxIncluded: false, totalHalalas: 12650 });
  });

  it('does not let a discount on the goods reach the gift-wrapping fee', () => {
    const totals = computeOrderTotals(
      [{ productId: 'a', unitPriceHalalas: 10000, quantity: 1 }],
      { shippingHalalas: 0, codFeeHalalas: 0, giftWrapHalalas: 1500 },
      { vatRate: 0, pricesIncludeVat: true },
      { code: 'ALL', rule: { kind: 'fixed', amountHalalas: 50000 }, eligibleProductIds: ['a'] },
    );
    expect(totals).toMatchObject({ discountHalalas: 10000, totalHalalas: 1500 });
  });
});

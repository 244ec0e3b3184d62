import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from './order-totals.ts';

const included = { vatRate: 0, pricesIncludeVat: true };
const lines = [
  { unitPriceHalalas: 45000, quantity: 1 },
  { unitPriceHalalas: 8950, quantity: 2 },
];
const noCharges = { shippingHalalas: 0, codFeeHalalas: 0 };

describe('computeOrderTotals', () => {
  it('sums the lines, with no charges and no VAT: the spec’s 0 and 0', () => {
    expect(computeOrderTotals(lines, noCharges, included)).toEqual({
      subtotalHalalas: 62900,
      discountHalalas: 0,
      lineDiscountsHalalas: [0, 0],
      shippingDiscountHalalas: 0,
      shippingHalalas: 0,
      codFeeHalalas: 0,
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
      shippingDiscountHalalas: 0,
      shippingHalalas: 2000,
      codFeeHalalas: 500,
      taxHalalas: 1875,
      taxIncluded: false,
      totalHalalas: 14375,
    });
  });
});

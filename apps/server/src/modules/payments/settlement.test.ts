import { describe, expect, it } from 'vitest';
import {
  formatMinor,
  parseMinor,
  settlementAmounts,
  toSettlementMinor,
  type Settlement,
} from './settlement.ts';

const usd: Settlement = { currency: 'USD', rate: '3.75' };

describe.skipIf(process.env.TEST_DB === 'postgres')('settlement currency', () => {
  it('converts halalas at the peg, rounding half up', () => {
    expect(toSettlementMinor(37500, usd)).toBe(10000); // 375 SAR = 100 USD
    expect(toSettlementMinor(10000, usd)).toBe(2667); // 100 SAR = 26.666… USD
    expect(toSettlementMinor(0, usd)).toBe(0);
    expect(toSettlementMinor(1, usd)).toBe(0); // 0.27 cents
    expect(toSettlementMinor(2, usd)).toBe(1); // 0.53 cents
    expect(toSettlementMinor(45000, { currency: 'EUR', rate: '4.081632' })).toBe(11025);
    expect(toSettlementMinor(100000, { currency: 'JPY', rate: '0.025' })).toBe(40000);
  });

  it('formats and reads PayPal amount texts', () => {
    expect(formatMinor(2667, 'USD')).toBe('26.67');
    expect(formatMinor(5, 'USD')).toBe('0.05');
    expect(formatMinor(0, 'USD')).toBe('0.00');
    expect(formatMinor(40000, 'JPY')).toBe('40000');
    expect(parseMinor('26.67', 'USD')).toBe(2667);
    expect(parseMinor('26.6', 'USD')).toBe(2660);
    expect(parseMinor('26', 'USD')).toBe(2600);
    expect(parseMinor('26.678', 'USD')).toBeNull();
    expect(parseMinor('-1.00', 'USD')).toBeNull();
    expect(parseMinor('40000', 'JPY')).toBe(40000);
  });

  it('converts each line before summing, so PayPal’s item total equals its lines', () => {
    const amounts = settlementAmounts(
      {
        lines: [
          { unitPriceHalalas: 10000, quantity: 3 },
          { unitPriceHalalas: 8950, quantity: 1 },
        ],
        shippingHalalas: 2500,
        addedTaxHalalas: 0,
      },
      usd,
    );
    expect(amounts.lines).toEqual([
      { unitMinor: 2667, quantity: 3 },
      { unitMinor: 2387, quantity: 1 },
    ]);
    expect(amounts.itemTotalMinor).toBe(2667 * 3 + 2387);
    expect(amounts.shippingMinor).toBe(667);
    expect(amounts.totalMinor).toBe(amounts.itemTotalMinor + 667);
  });

  it('takes a discount code’s saving off the items, as PayPal’s breakdown.discount', () => {
    const amounts = settlementAmounts(
      {
        lines: [{ unitPriceHalalas: 10000, quantity: 3 }],
        shippingHalalas: 0,
        addedTaxHalalas: 0,
        discountHalalas: 3000,
      },
      usd,
    );
    expect(amounts.discountMinor).toBe(800);
    expect(amounts.totalMinor).toBe(2667 * 3 - 800);
  });

  it('sends the gift-wrapping fee as an item of its own, inside the item total', () => {
    const amounts = settlementAmounts(
      {
        lines: [{ unitPriceHalalas: 10000, quantity: 2 }],
        shippingHalalas: 0,
        addedTaxHalalas: 0,
        giftWrapHalalas: 1500,
      },
      usd,
    );
    expect(amounts.giftWrapMinor).toBe(400);
    // PayPal checks that the items add up to item_total, and the breakdown to the value.
    const items = amounts.lines.reduce((sum, l) => sum + l.unitMinor * l.quantity, 0);
    expect(amounts.itemTotalMinor).toBe(items + amounts.giftWrapMinor);
    expect(amounts.totalMinor).toBe(2667 * 2 + 400);
  });
});

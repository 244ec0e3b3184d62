import { describe, expect, it } from 'vitest';
import type { CommerceSettings } from '@store/shared/schemas/settings';
import { computeOrderTotals } from './order-totals.ts';

const commerce: CommerceSettings = {
  currency: 'SAR',
  shippingFee: 25,
  freeShippingThreshold: 200,
  vatRate: 15,
  pricesIncludeVat: true,
};

describe('order totals', () => {
  it('charges the shipping fee below the free-shipping threshold', () => {
    expect(computeOrderTotals(150, commerce)).toEqual({
      subtotal: 150,
      shipping: 25,
      vat: 0,
      total: 175,
    });
  });

  it('ships free at or above the threshold', () => {
    expect(computeOrderTotals(200, commerce).shipping).toBe(0);
  });

  it('never ships free when the store has no threshold', () => {
    expect(computeOrderTotals(5000, { ...commerce, freeShippingThreshold: null }).shipping).toBe(
      25,
    );
  });

  it('adds VAT only when prices exclude it, in whole halalas', () => {
    const totals = computeOrderTotals(99.99, {
      ...commerce,
      pricesIncludeVat: false,
      shippingFee: 0,
    });
    expect(totals.vat).toBe(15);
    expect(totals.total).toBe(114.99);
  });
});

import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_ALPHABET } from '@store/shared/constants';
import type { CommerceSettings } from '@store/shared/schemas/settings';
import { newOrderNumber, normalizeOrderNumber } from './order-number.ts';
import { computeOrderTotals } from './order-totals.ts';

const defaults: CommerceSettings = {
  currency: 'SAR',
  shippingFee: 0,
  freeShippingThreshold: 200,
  vatRate: 0,
  pricesIncludeVat: true,
};
const lines = [
  { unitPriceHalalas: 45000, quantity: 1 },
  { unitPriceHalalas: 8950, quantity: 2 },
];

describe.skipIf(process.env.TEST_DB === 'postgres')('order totals', () => {
  it('with the default settings: no shipping, no tax (the spec’s 0 and 0)', () => {
    expect(computeOrderTotals(lines, defaults)).toEqual({
      subtotalHalalas: 62900,
      shippingHalalas: 0,
      taxHalalas: 0,
      taxIncluded: true,
      totalHalalas: 62900,
    });
  });

  it('charges the shipping fee below the free-shipping threshold only', () => {
    const commerce = { ...defaults, shippingFee: 25 };
    expect(computeOrderTotals([{ unitPriceHalalas: 19999, quantity: 1 }], commerce)).toMatchObject({
      shippingHalalas: 2500,
      totalHalalas: 22499,
    });
    expect(computeOrderTotals([{ unitPriceHalalas: 20000, quantity: 1 }], commerce)).toMatchObject({
      shippingHalalas: 0,
      totalHalalas: 20000,
    });
    const never = { ...commerce, freeShippingThreshold: null };
    expect(computeOrderTotals(lines, never).shippingHalalas).toBe(2500);
  });

  it('shows the VAT inside VAT-inclusive prices without adding it', () => {
    const totals = computeOrderTotals([{ unitPriceHalalas: 11500, quantity: 1 }], {
      ...defaults,
      vatRate: 15,
    });
    expect(totals).toMatchObject({ taxHalalas: 1500, taxIncluded: true, totalHalalas: 11500 });
  });

  it('adds VAT to goods and delivery when prices exclude it', () => {
    const totals = computeOrderTotals([{ unitPriceHalalas: 10000, quantity: 1 }], {
      ...defaults,
      shippingFee: 20,
      freeShippingThreshold: null,
      vatRate: 15,
      pricesIncludeVat: false,
    });
    expect(totals).toEqual({
      subtotalHalalas: 10000,
      shippingHalalas: 2000,
      taxHalalas: 1800,
      taxIncluded: false,
      totalHalalas: 13800,
    });
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('order numbers', () => {
  it('are MA- and 8 characters from the unambiguous alphabet, and differ', () => {
    const numbers = new Set(Array.from({ length: 500 }, newOrderNumber));
    expect(numbers.size).toBe(500);
    for (const number of numbers) {
      expect(number).toMatch(/^MA-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      for (const c of number.slice(3).replace('-', '')) expect(ORDER_NUMBER_ALPHABET).toContain(c);
    }
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('are read in any case with spaces around', () => {
    expect(normalizeOrderNumber('  ma-7k3m-q9xa ')).toBe('MA-7K3M-Q9XA');
  });
});

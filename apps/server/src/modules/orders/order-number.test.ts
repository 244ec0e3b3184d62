import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_ALPHABET } from '@store/shared/constants';
import { newOrderNumber, normalizeOrderNumber } from './order-number.ts';

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

import { describe, expect, it } from 'vitest';
import { offerTakes, splitInstalments } from './pay-later.ts';

describe('splitInstalments', () => {
  it('splits an even total in four equal payments', () => {
    expect(splitInstalments(45000)).toEqual([11250, 11250, 11250, 11250]);
  });

  it('puts the remainder on the first payments, so they add up to the total', () => {
    expect(splitInstalments(10001)).toEqual([2501, 2500, 2500, 2500]);
    expect(splitInstalments(10003)).toEqual([2501, 2501, 2501, 2500]);
    expect(splitInstalments(3)).toEqual([1, 1, 1, 0]);
    for (const total of [0, 1, 99, 10002, 123457, 999999]) {
      const parts = splitInstalments(total);
      expect(parts).toHaveLength(4);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
      expect(Math.max(...parts)).toBe(parts[0]);
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
    }
  });

  it('takes another number of parts', () => {
    expect(splitInstalments(1000, 3)).toEqual([334, 333, 333]);
  });

  it('refuses what is not a whole number of halalas', () => {
    expect(() => splitInstalments(100.5)).toThrow(RangeError);
    expect(() => splitInstalments(-1)).toThrow(RangeError);
    expect(() => splitInstalments(100, 0)).toThrow(RangeError);
  });
});

describe('offerTakes', () => {
  const tabby = { method: 'tabby', simulated: true, minHalalas: 1000, maxHalalas: 500000 } as const;

  it('takes totals within the limits, both bounds included', () => {
    expect(offerTakes(tabby, 1000)).toBe(true);
    expect(offerTakes(tabby, 500000)).toBe(true);
    expect(offerTakes(tabby, 999)).toBe(false);
    expect(offerTakes(tabby, 500001)).toBe(false);
  });

  it('has no limit where a bound is absent', () => {
    expect(offerTakes({ method: 'cod' }, 10_000_000)).toBe(true);
    expect(offerTakes({ method: 'cod', maxHalalas: 100 }, 0)).toBe(true);
    expect(offerTakes({ method: 'paypal', simulated: false, minHalalas: 100 }, 99)).toBe(false);
  });
});

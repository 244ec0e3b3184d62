import { describe, expect, it } from 'vitest';
import { formatSar, halalasToSar, sarToHalalas } from './money.ts';

describe('money', () => {
  it('converts SAR to integer halalas without floating-point drift', () => {
    expect(sarToHalalas(450)).toBe(45000);
    expect(sarToHalalas(0.1 + 0.2)).toBe(30);
    expect(sarToHalalas(19.99)).toBe(1999);
    expect(sarToHalalas(1.005)).toBe(100);
  });

  it('converts halalas back to SAR', () => {
    expect(halalasToSar(45000)).toBe(450);
    expect(halalasToSar(1999)).toBe(19.99);
  });

  it('refuses amounts that are not numbers or whole halalas', () => {
    expect(() => sarToHalalas(Number.NaN)).toThrow(RangeError);
    expect(() => sarToHalalas(Infinity)).toThrow(RangeError);
    expect(() => halalasToSar(10.5)).toThrow(RangeError);
  });

  it('formats SAR in English', () => {
    expect(formatSar(1250, 'en')).toBe('SAR\u00a01,250');
    expect(formatSar(89.5, 'en')).toBe('SAR\u00a089.50');
  });

  it('formats SAR in Arabic with Latin digits and the riyal sign', () => {
    const text = formatSar(1250, 'ar');
    expect(text).toContain('1,250');
    expect(text).toContain('ر.س');
    expect(formatSar(89.5, 'ar')).toContain('89.50');
  });

  it('keeps the minus of a discount on its digits in Arabic', () => {
    // Prices sit in a left-to-right span (<Price>), where this shows "-77 ر.س." (checked in
    // Chromium): the minus right before the digits, not parted from them by a direction mark.
    expect(formatSar(-77, 'ar')).toMatch(/^[\u200e\u200f]*-77\u00a0ر\.س\./);
    expect(formatSar(-45.5, 'ar')).toMatch(/^[\u200e\u200f]*-45\.50\u00a0ر\.س\./);
  });

  it('does not let a whole amount change the format of a fractional one', () => {
    formatSar(100, 'en');
    expect(formatSar(100.25, 'en')).toBe('SAR\u00a0100.25');
  });
});

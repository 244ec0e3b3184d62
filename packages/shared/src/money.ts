import { CURRENCY } from './constants.ts';
import { intlLocaleOf, type Language } from './locales.ts';

/** 1 SAR = 100 halalas. All stored amounts and all arithmetic use integer halalas. */
export const HALALAS_PER_SAR = 100;

export function sarToHalalas(sar: number): number {
  if (!Number.isFinite(sar)) throw new RangeError(`Not a finite amount: ${sar}`);
  return Math.round(sar * HALALAS_PER_SAR);
}

export function halalasToSar(halalas: number): number {
  if (!Number.isInteger(halalas)) throw new RangeError(`Halalas must be an integer: ${halalas}`);
  return halalas / HALALAS_PER_SAR;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in SAR for display in the page language: whole amounts without decimals
 * ("SAR 450"), others with two ("SAR 89.50").
 */
export function formatSar(sar: number, language: Language): string {
  const whole = Number.isInteger(sar);
  const key = `${language}:${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleOf(language), {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(sar);
}

/** Why an amount the admin typed (a refund, a note) cannot be sent. */
export type SarAmountError = 'required' | 'format' | 'positive' | 'tooMuch';

import { HALALAS_PER_SAR } from '@store/shared/money';

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** What the admin typed, with Arabic-Indic digits and separators read as Western ones. */
export function westernAmount(text: string): string {
  return text
    .trim()
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/[\u066B,]/g, '.')
    .replace(/\u066C/g, '');
}

/** An amount in halalas as the admin edits it in SAR: 15000 → "150", 15050 → "150.50"; null → "". */
export function sarText(halalas: number | null): string {
  if (halalas === null) return '';
  const sar = halalas / HALALAS_PER_SAR;
  return Number.isInteger(sar) ? String(sar) : sar.toFixed(2);
}

/**
 * The amount as the admin typed it, in SAR: Arabic-Indic digits and the Arabic decimal separator
 * are read as well, at most two decimals, more than 0 and no more than `maxSar`.
 */
export function parseSarAmount(
  text: string,
  maxSar: number,
): { ok: true; sar: number } | { ok: false; error: SarAmountError } {
  const latin = text
    .trim()
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace('\u066B', '.');
  if (latin === '') return { ok: false, error: 'required' };
  if (!/^\d+(\.\d{1,2})?$/.test(latin)) return { ok: false, error: 'format' };
  const halalas = Math.round(Number(latin) * 100);
  if (halalas <= 0) return { ok: false, error: 'positive' };
  if (halalas > Math.round(maxSar * 100)) return { ok: false, error: 'tooMuch' };
  return { ok: true, sar: halalas / 100 };
}

/** A key for one change the admin means to make: the same on a second click or a retry. */
export function newIdempotencyKey(prefix = 'refund'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

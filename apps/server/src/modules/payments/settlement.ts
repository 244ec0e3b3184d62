/**
 * Charging an order priced in SAR in a currency PayPal accepts (PayPal has no SAR): DESIGN.md
 * decision 8 and PAYMENTS.md "Currency". Integer arithmetic only, so every amount is exact.
 */

import { PAYPAL_CURRENCIES, type PaypalCurrency } from '@store/shared/schemas/payments';

export { PAYPAL_CURRENCIES, type PaypalCurrency };

/** PayPal takes these without decimals. */
const ZERO_DECIMAL_CURRENCIES = new Set<string>(['HUF', 'JPY', 'TWD']);

export interface Settlement {
  currency: PaypalCurrency;
  /** SAR per one unit of the currency, as decimal text with at most 6 decimals ("3.75"). */
  rate: string;
}

const RATE_SCALE = 1_000_000n;

function rateMicros(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

export function minorDigits(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
}

/** Halalas in the settlement currency's minor unit, rounded half up: 10000 halalas at 3.75 → 2667 cents. */
export function toSettlementMinor(halalas: number, settlement: Settlement): number {
  if (!Number.isInteger(halalas) || halalas < 0) {
    throw new RangeError(`Halalas must be a non-negative integer: ${halalas}`);
  }
  const numerator = BigInt(halalas) * 10n ** BigInt(minorDigits(settlement.currency)) * RATE_SCALE;
  const denominator = 100n * rateMicros(settlement.rate);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** 1234 → "12.34" (or "1234" for a currency without decimals), as PayPal's `value` fields. */
export function formatMinor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** "12.34" → 1234; null when the text is not an amount with the currency's decimals. */
export function parseMinor(value: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const pattern = digits === 0 ? /^(\d+)$/ : /^(\d+)(?:\.(\d{1,2}))?$/;
  const match = pattern.exec(value);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  return Number(match[1]) * 10 ** digits + Number(fraction || 0);
}

/** What an order costs in the settlement currency: each line converted first, then summed. */
export interface SettlementAmounts {
  currency: PaypalCurrency;
  lines: { unitMinor: number; quantity: number }[];
  /** The gift-wrapping fee, sent to PayPal as one more item; 0 without wrapping. */
  giftWrapMinor: number;
  /** The goods and the gift wrapping. */
  itemTotalMinor: number;
  shippingMinor: number;
  taxMinor: number;
  /** A discount code's saving on the goods (PayPal's `breakdown.discount`); 0 without one. */
  discountMinor: number;
  totalMinor: number;
}

export function settlementAmounts(
  order: {
    lines: { unitPriceHalalas: number; quantity: number }[];
    shippingHalalas: number;
    /** Only VAT added on top of the prices; VAT already inside the prices is not charged again. */
    addedTaxHalalas: number;
    /** Taken off the goods by a discount code (decision 031). */
    discountHalalas?: number;
    /** The gift-wrapping fee (decision 036): a service sold with the goods. */
    giftWrapHalalas?: number;
  },
  settlement: Settlement,
): SettlementAmounts {
  const lines = order.lines.map((line) => ({
    unitMinor: toSettlementMinor(line.unitPriceHalalas, settlement),
    quantity: line.quantity,
  }));
  const giftWrapMinor = toSettlementMinor(order.giftWrapHalalas ?? 0, settlement);
  const itemTotalMinor =
    lines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0) + giftWrapMinor;
  const shippingMinor = toSettlementMinor(order.shippingHalalas, settlement);
  const taxMinor = toSettlementMinor(order.addedTaxHalalas, settlement);
  // Converted once, as a whole: what PayPal subtracts from the item total.
  const discountMinor = toSettlementMinor(order.discountHalalas ?? 0, settlement);
  return {
    currency: settlement.currency,
    lines,
    giftWrapMinor,
    itemTotalMinor,
    shippingMinor,
    taxMinor,
    discountMinor,
    totalMinor: itemTotalMinor + shippingMinor + taxMinor - discountMinor,
  };
}

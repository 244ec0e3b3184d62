import type { PaymentMethodOffer } from '@store/shared/schemas/payments';

/** Tabby's "pay in 4": the order total in four payments, the first one due at checkout. */
export const PAY_LATER_INSTALMENTS = 4;

/**
 * Whether a payment method takes an order of this total (halalas): within the merchant's limits
 * for it, each bound included; an absent bound is no limit.
 */
export function offerTakes(offer: PaymentMethodOffer, totalHalalas: number): boolean {
  return (
    (offer.minHalalas === undefined || totalHalalas >= offer.minHalalas) &&
    (offer.maxHalalas === undefined || totalHalalas <= offer.maxHalalas)
  );
}

/**
 * A total (halalas) split into `parts` whole-halala payments that add up to it exactly, the
 * remainder carried by the first ones: 10001 → [2501, 2500, 2500, 2500]. The first is the largest.
 */
export function splitInstalments(totalHalalas: number, parts = PAY_LATER_INSTALMENTS): number[] {
  if (!Number.isInteger(totalHalalas) || totalHalalas < 0) {
    throw new RangeError(`Not an amount in halalas: ${totalHalalas}`);
  }
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`Not a count: ${parts}`);
  const base = Math.floor(totalHalalas / parts);
  const remainder = totalHalalas - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < remainder ? 1 : 0));
}

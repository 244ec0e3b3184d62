import { sarToHalalas } from '@store/shared/money';
import type { CommerceSettings } from '@store/shared/schemas/settings';

export interface OrderTotals {
  subtotalHalalas: number;
  shippingHalalas: number;
  /** The VAT in the order: inside the prices when `taxIncluded`, else added to the total. */
  taxHalalas: number;
  taxIncluded: boolean;
  totalHalalas: number;
}

/**
 * Totals from the server's own prices and the shipping and VAT settings (DESIGN.md decision 4 and
 * "Where we deliberately differ"). Shipping is free at or above the threshold; VAT applies to goods
 * and delivery alike, as in Saudi Arabia. With the defaults (fee 0, VAT 0) shipping and tax are 0.
 */
export function computeOrderTotals(
  lines: { unitPriceHalalas: number; quantity: number }[],
  commerce: CommerceSettings,
): OrderTotals {
  const subtotalHalalas = lines.reduce(
    (sum, line) => sum + line.unitPriceHalalas * line.quantity,
    0,
  );
  const freeShipping =
    commerce.freeShippingThreshold !== null &&
    subtotalHalalas >= sarToHalalas(commerce.freeShippingThreshold);
  const shippingHalalas = freeShipping ? 0 : sarToHalalas(commerce.shippingFee);
  const taxable = subtotalHalalas + shippingHalalas;
  // Rates have at most two decimals in practice; work in hundredths of a percent to stay integral.
  const rateBasisPoints = Math.round(commerce.vatRate * 100);
  if (commerce.pricesIncludeVat) {
    const net = Math.round((taxable * 10_000) / (10_000 + rateBasisPoints));
    return {
      subtotalHalalas,
      shippingHalalas,
      taxHalalas: taxable - net,
      taxIncluded: true,
      totalHalalas: taxable,
    };
  }
  const taxHalalas = Math.round((taxable * rateBasisPoints) / 10_000);
  return {
    subtotalHalalas,
    shippingHalalas,
    taxHalalas,
    taxIncluded: false,
    totalHalalas: taxable + taxHalalas,
  };
}

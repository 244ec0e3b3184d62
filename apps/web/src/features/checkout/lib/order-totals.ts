import type { CommerceSettings } from '@store/shared/schemas/settings';

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  /** VAT added on top; 0 when prices already include it. */
  vat: number;
  total: number;
}

const toHalalas = (sar: number) => Math.round(sar * 100);

/**
 * The totals the checkout shows, from the store's settings: shipping free at or above the
 * threshold, VAT added only when prices exclude it. Summed in halalas. The server recomputes
 * every amount from its own prices when the order is placed.
 */
export function computeOrderTotals(subtotal: number, commerce: CommerceSettings): OrderTotals {
  const subtotalHalalas = toHalalas(subtotal);
  const freeShipping =
    commerce.freeShippingThreshold !== null &&
    subtotalHalalas >= toHalalas(commerce.freeShippingThreshold);
  const shippingHalalas =
    subtotalHalalas === 0 || freeShipping ? 0 : toHalalas(commerce.shippingFee);
  const vatHalalas = commerce.pricesIncludeVat
    ? 0
    : Math.round((subtotalHalalas * commerce.vatRate) / 100);
  return {
    subtotal: subtotalHalalas / 100,
    shipping: shippingHalalas / 100,
    vat: vatHalalas / 100,
    total: (subtotalHalalas + shippingHalalas + vatHalalas) / 100,
  };
}

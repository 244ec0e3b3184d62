/** The part of the store's settings the totals depend on. */
export interface VatSettings {
  /** VAT in percent, e.g. 15. */
  vatRate: number;
  pricesIncludeVat: boolean;
}

/** What is charged besides the goods, as the server priced it (issue 19). */
export interface OrderCharges {
  shippingHalalas: number;
  /** The zone's cash-on-delivery fee, when the order is paid on delivery. */
  codFeeHalalas: number;
}

export interface OrderTotals extends OrderCharges {
  subtotalHalalas: number;
  /** The VAT in the order: inside the prices when `taxIncluded`, else added to the total. */
  taxHalalas: number;
  taxIncluded: boolean;
  totalHalalas: number;
}

/**
 * An order's totals in halalas, the same on the server (which decides) and in the browser (which
 * shows them). VAT applies to goods, delivery and the cash-on-delivery fee alike, as in Saudi
 * Arabia; the charges are entered as the prices are, with or without VAT.
 */
export function computeOrderTotals(
  lines: readonly { unitPriceHalalas: number; quantity: number }[],
  charges: OrderCharges,
  vat: VatSettings,
): OrderTotals {
  const subtotalHalalas = lines.reduce(
    (sum, line) => sum + line.unitPriceHalalas * line.quantity,
    0,
  );
  const { shippingHalalas, codFeeHalalas } = charges;
  const taxable = subtotalHalalas + shippingHalalas + codFeeHalalas;
  // Rates have at most two decimals in practice; work in hundredths of a percent to stay integral.
  const rateBasisPoints = Math.round(vat.vatRate * 100);
  const base = { subtotalHalalas, shippingHalalas, codFeeHalalas };
  if (vat.pricesIncludeVat) {
    const net = Math.round((taxable * 10_000) / (10_000 + rateBasisPoints));
    return { ...base, taxHalalas: taxable - net, taxIncluded: true, totalHalalas: taxable };
  }
  const taxHalalas = Math.round((taxable * rateBasisPoints) / 10_000);
  return { ...base, taxHalalas, taxIncluded: false, totalHalalas: taxable + taxHalalas };
}

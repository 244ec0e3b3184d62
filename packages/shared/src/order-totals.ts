import { applyDiscount, type DiscountedLine, type OrderDiscount } from './discounts.ts';

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
  /** The gift-wrapping fee (a setting), when the shopper asked for wrapping (issue 21). */
  giftWrapHalalas?: number;
}

export interface OrderTotals extends OrderCharges {
  giftWrapHalalas: number;
  /** The goods at their prices, before any discount. */
  subtotalHalalas: number;
  /** Taken off the goods by a discount code (issue 21); 0 without one. */
  discountHalalas: number;
  /** The discount's share of each line, in the lines' order; they add up to `discountHalalas`. */
  lineDiscountsHalalas: number[];
  /** The delivery price a free-shipping code waived; `shippingHalalas` is then 0. */
  shippingDiscountHalalas: number;
  /** The VAT in the order: inside the prices when `taxIncluded`, else added to the total. */
  taxHalalas: number;
  taxIncluded: boolean;
  totalHalalas: number;
}

/**
 * An order's totals in halalas, the same on the server (which decides) and in the browser (which
 * shows them). VAT applies to goods, delivery and the cash-on-delivery fee alike, as in Saudi
 * Arabia; the charges are entered as the prices are, with or without VAT. A discount lowers the
 * taxable amount (Saudi VAT is due on the price actually charged): the goods after their discount,
 * the delivery after a free-shipping waiver, the cash-on-delivery fee and the gift-wrapping fee as
 * they are (decisions 031, 036): wrapping is a service sold with the goods, taxed like them.
 */
export function computeOrderTotals(
  lines: readonly DiscountedLine[],
  charges: OrderCharges,
  vat: VatSettings,
  discount?: OrderDiscount | null,
): OrderTotals {
  const subtotalHalalas = lines.reduce(
    (sum, line) => sum + line.unitPriceHalalas * line.quantity,
    0,
  );
  const applied = applyDiscount(lines, charges.shippingHalalas, discount);
  const shippingHalalas = charges.shippingHalalas - applied.shippingDiscountHalalas;
  const { codFeeHalalas } = charges;
  const giftWrapHalalas = charges.giftWrapHalalas ?? 0;
  const taxable =
    subtotalHalalas - applied.discountHalalas + shippingHalalas + codFeeHalalas + giftWrapHalalas;
  // Rates have at most two decimals in practice; work in hundredths of a percent to stay integral.
  const rateBasisPoints = Math.round(vat.vatRate * 100);
  const base = { subtotalHalalas, shippingHalalas, codFeeHalalas, giftWrapHalalas, ...applied };
  if (vat.pricesIncludeVat) {
    const net = Math.round((taxable * 10_000) / (10_000 + rateBasisPoints));
    return { ...base, taxHalalas: taxable - net, taxIncluded: true, totalHalalas: taxable };
  }
  const taxHalalas = Math.round((taxable * rateBasisPoints) / 10_000);
  return { ...base, taxHalalas, taxIncluded: false, totalHalalas: taxable + taxHalalas };
}

import { applyDiscount, type DiscountedLine, type OrderDiscount } from './discounts.ts';
import { applyOffers, type AppliedOffer, type Offer } from './offers.ts';

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
  /**
   * A code that does not combine with offers, beaten by the offers in the cart: it gives nothing,
   * and the order does not claim it (no use taken, no code on the order; decision 037).
   */
  codeSetAside: boolean;
  /** Taken off the goods by automatic offers (decision 037), in total and per line. */
  offerDiscountHalalas: number;
  lineOfferDiscountsHalalas: number[];
  /** The offers the cart makes true, with what each takes off the goods. */
  appliedOffers: AppliedOffer[];
  /** The wrapping fee an offer waived; `giftWrapHalalas` is then 0. */
  giftWrapDiscountHalalas: number;
  /** Free samples the offers add to the store's allowance. */
  extraSamples: number;
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
  offers?: readonly Offer[] | null,
): OrderTotals {
  const subtotalHalalas = lines.reduce(
    (sum, line) => sum + line.unitPriceHalalas * line.quantity,
    0,
  );
  const offered = applyOffers(lines, offers);
  // A code that does not combine with offers and the goods offers: the shopper gets whichever
  // saves more, the offers on a tie (decision 037).
  const alone = applyDiscount(lines, charges.shippingHalalas, discount);
  const stacked = applyDiscount(
    lines,
    charges.shippingHalalas,
    discount,
    offered.lineDiscountsHalalas,
  );
  const combine = discount?.combinable === true || offered.discountHalalas === 0;
  const codeWins =
    !combine && alone.discountHalalas + alone.shippingDiscountHalalas > offered.discountHalalas;
  const codeSetAside = discount != null && !combine && !codeWins;
  const applied = combine ? stacked : codeWins ? alone : applyDiscount(lines, 0, null);
  const goodsOffers = codeWins
    ? { ...offered, discountHalalas: 0, lineDiscountsHalalas: lines.map(() => 0) }
    : offered;
  const appliedOffers = codeWins
    ? offered.applied.filter((offer) => offer.discountHalalas === 0)
    : offered.applied;
  const shippingHalalas = charges.shippingHalalas - applied.shippingDiscountHalalas;
  const { codFeeHalalas } = charges;
  const wrapFee = charges.giftWrapHalalas ?? 0;
  const giftWrapDiscountHalalas = offered.freeGiftWrap ? wrapFee : 0;
  const giftWrapHalalas = wrapFee - giftWrapDiscountHalalas;
  const taxable =
    subtotalHalalas -
    goodsOffers.discountHalalas -
    applied.discountHalalas +
    shippingHalalas +
    codFeeHalalas +
    giftWrapHalalas;
  // Rates have at most two decimals in practice; work in hundredths of a percent to stay integral.
  const rateBasisPoints = Math.round(vat.vatRate * 100);
  const base = {
    subtotalHalalas,
    shippingHalalas,
    codFeeHalalas,
    giftWrapHalalas,
    ...applied,
    codeSetAside,
    offerDiscountHalalas: goodsOffers.discountHalalas,
    lineOfferDiscountsHalalas: goodsOffers.lineDiscountsHalalas,
    appliedOffers,
    giftWrapDiscountHalalas,
    extraSamples: offered.extraSamples,
  };
  if (vat.pricesIncludeVat) {
    const net = Math.round((taxable * 10_000) / (10_000 + rateBasisPoints));
    return { ...base, taxHalalas: taxable - net, taxIncluded: true, totalHalalas: taxable };
  }
  const taxHalalas = Math.round((taxable * rateBasisPoints) / 10_000);
  return { ...base, taxHalalas, taxIncluded: false, totalHalalas: taxable + taxHalalas };
}

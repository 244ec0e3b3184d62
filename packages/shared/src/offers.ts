import { allocateDiscount, type DiscountedLine } from './discounts.ts';

/**
 * Automatic offers (issue 21 point 2, decision 037): savings that apply without a code as soon as
 * the cart makes them true, the same in the browser's preview and on the server. Amounts are
 * integer halalas; percentages basis points (1 % = 100).
 */

export const OFFER_KINDS = [
  'buy_n_percent',
  'bundle_price',
  'free_gift_wrap',
  'free_sample',
] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export type OfferRule =
  /** "Buy 2, get 10 % off": once the cart holds `minQuantity` units of the covered products. */
  | { kind: 'buy_n_percent'; minQuantity: number; percentBasisPoints: number }
  /** A set of products for one price: each complete set in the cart costs `bundlePriceHalalas`. */
  | { kind: 'bundle_price'; bundlePriceHalalas: number }
  /** Gift wrapping free once the goods reach `minSubtotalHalalas`. */
  | { kind: 'free_gift_wrap'; minSubtotalHalalas: number }
  /** `samples` more free samples once the goods reach `minSubtotalHalalas`. */
  | { kind: 'free_sample'; minSubtotalHalalas: number; samples: number };

/** An offer as it applies to carts: its rule and the products it covers. */
export interface Offer {
  id: string;
  name: { en: string; ar: string };
  rule: OfferRule;
  /**
   * The products it covers: for buy-N, the products counted and discounted (empty: every
   * product); for a bundle, the set (two or more, each once).
   */
  productIds: readonly string[];
}

export interface AppliedOffer {
  offerId: string;
  name: { en: string; ar: string };
  /** Taken off the goods by this offer; 0 for wrapping and samples. */
  discountHalalas: number;
}

export interface OffersOutcome {
  /** What the offers take off the goods, in total and per line (the lines' order). */
  discountHalalas: number;
  lineDiscountsHalalas: number[];
  /** Every offer the cart makes true, goods savings first, in the offers' order. */
  applied: AppliedOffer[];
  freeGiftWrap: boolean;
  /** Samples the offers add to the store's allowance. */
  extraSamples: number;
}

const subtotalOf = (line: DiscountedLine) => line.unitPriceHalalas * line.quantity;

/**
 * What one goods offer takes off each line, given what earlier offers already took (`taken`): a
 * line is never discounted below zero, whatever offers overlap.
 */
function goodsSaving(
  offer: Offer,
  lines: readonly DiscountedLine[],
  taken: readonly number[],
): number[] {
  const left = lines.map((line, i) => subtotalOf(line) - taken[i]!);
  const zero = lines.map(() => 0);
  const { rule } = offer;
  if (rule.kind === 'buy_n_percent') {
    const all = offer.productIds.length === 0;
    const covered = lines.map(
      (line) => all || (line.productId !== undefined && offer.productIds.includes(line.productId)),
    );
    const units = lines.reduce((sum, line, i) => (covered[i] ? sum + line.quantity : sum), 0);
    if (units < rule.minQuantity) return zero;
    const base = left.reduce((sum, s, i) => (covered[i] ? sum + s : sum), 0);
    const wanted = Math.floor((base * rule.percentBasisPoints + 5_000) / 10_000);
    return allocateDiscount(left, covered, Math.min(wanted, base));
  }
  if (rule.kind === 'bundle_price') {
    const members = [...new Set(offer.productIds)];
    if (members.length < 2) return zero;
    const at = members.map((id) => lines.findIndex((line) => line.productId === id));
    if (at.some((i) => i < 0)) return zero;
    const sets = Math.min(...at.map((i) => lines[i]!.quantity));
    const setPrice = at.reduce((sum, i) => sum + lines[i]!.unitPriceHalalas, 0);
    const covered = lines.map((_, i) => at.includes(i));
    // The sets' own value, as far as earlier offers left it: the bundle never costs more.
    const setsValue = at.reduce(
      (sum, i) => sum + Math.floor((left[i]! * sets) / lines[i]!.quantity),
      0,
    );
    const wanted = Math.min(setPrice * sets, setsValue) - rule.bundlePriceHalalas * sets;
    if (wanted <= 0) return zero;
    const weights = lines.map((line, i) => (covered[i] ? line.unitPriceHalalas * sets : 0));
    const shares = allocateDiscount(weights, covered, wanted);
    return shares.map((share, i) => Math.min(share, left[i]!));
  }
  return zero;
}

/**
 * The offers a cart makes true and what they give. Goods offers apply one after the other in the
 * offers' order, each on what the earlier ones left; the thresholds of wrapping and samples are
 * judged on the goods before any saving, as a discount code's minimum order is (decision 031).
 */
export function applyOffers(
  lines: readonly DiscountedLine[],
  offers: readonly Offer[] | null | undefined,
): OffersOutcome {
  const taken = lines.map(() => 0);
  const applied: AppliedOffer[] = [];
  const subtotal = lines.reduce((sum, line) => sum + subtotalOf(line), 0);
  let freeGiftWrap = false;
  let extraSamples = 0;
  for (const offer of offers ?? []) {
    const { rule } = offer;
    if (rule.kind === 'free_gift_wrap' || rule.kind === 'free_sample') {
      if (subtotal <= 0 || subtotal < rule.minSubtotalHalalas) continue;
      if (rule.kind === 'free_gift_wrap') freeGiftWrap = true;
      else extraSamples += rule.samples;
      applied.push({ offerId: offer.id, name: offer.name, discountHalalas: 0 });
      continue;
    }
    const shares = goodsSaving(offer, lines, taken);
    const saving = shares.reduce((sum, s) => sum + s, 0);
    if (saving <= 0) continue;
    shares.forEach((share, i) => (taken[i]! += share));
    applied.push({ offerId: offer.id, name: offer.name, discountHalalas: saving });
  }
  return {
    discountHalalas: taken.reduce((sum, s) => sum + s, 0),
    lineDiscountsHalalas: taken,
    applied: [
      ...applied.filter((offer) => offer.discountHalalas > 0),
      ...applied.filter((offer) => offer.discountHalalas === 0),
    ],
    freeGiftWrap,
    extraSamples,
  };
}

/**
 * What a product page says of an offer covering it, as data for its words: "Buy 2, get 10 % off",
 * or "In a set for SAR 600". Null when the offer does not name this product.
 */
export function offerForProduct(
  offer: Offer,
  productId: string,
):
  | { kind: 'buy_n_percent'; minQuantity: number; percent: number }
  | { kind: 'bundle_price'; priceHalalas: number }
  | null {
  const { rule } = offer;
  if (rule.kind === 'buy_n_percent') {
    if (offer.productIds.length > 0 && !offer.productIds.includes(productId)) return null;
    return {
      kind: rule.kind,
      minQuantity: rule.minQuantity,
      percent: rule.percentBasisPoints / 100,
    };
  }
  if (rule.kind === 'bundle_price' && offer.productIds.includes(productId)) {
    return { kind: rule.kind, priceHalalas: rule.bundlePriceHalalas };
  }
  return null;
}

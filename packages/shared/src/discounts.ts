/**
 * What a discount code takes off an order (issue 21), the same in the browser's preview and on the
 * server, which decides. Amounts are integer halalas (decision 002); percentages are basis points
 * (1 % = 100) so 12.5 % stays integral.
 */

export const DISCOUNT_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export type DiscountRule =
  | { kind: 'percent'; percentBasisPoints: number }
  | { kind: 'fixed'; amountHalalas: number }
  | { kind: 'free_shipping' };

/** A code as it applies to one cart: its rule, and which of the cart's products it covers. */
export interface OrderDiscount {
  code: string;
  rule: DiscountRule;
  /** The cart's products the code covers (a code restricted to products, categories or families). */
  eligibleProductIds: readonly string[];
  /** Whether it adds to automatic offers (decision 037); absent: it does not, as stored by default. */
  combinable?: boolean;
}

export interface DiscountedLine {
  productId?: string;
  unitPriceHalalas: number;
  quantity: number;
}

/**
 * The order's discount on goods spread over its lines (docs/decisions/031): each covered line gets
 * its share in proportion to its subtotal, rounded down, and the halalas left over go one each to
 * the lines with the largest remainders (the earlier line first on a tie). The shares add up
 * exactly to the discount, and none exceeds its line, because the discount never exceeds the
 * covered subtotal.
 */
export function allocateDiscount(
  subtotals: readonly number[],
  covered: readonly boolean[],
  discountHalalas: number,
): number[] {
  const base = subtotals.reduce((sum, s, i) => (covered[i] ? sum + s : sum), 0);
  if (base <= 0 || discountHalalas <= 0) return subtotals.map(() => 0);
  const amount = Math.min(discountHalalas, base);
  const shares = subtotals.map((s, i) => (covered[i] ? Math.floor((amount * s) / base) : 0));
  const remainders = subtotals.map((s, i) => (covered[i] ? (amount * s) % base : 0));
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const order = subtotals
    .map((_, i) => i)
    .filter((i) => remainders[i]! > 0)
    .sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (const i of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

export interface AppliedDiscount {
  /** Taken off the goods, in total and per line (same order as the lines). */
  discountHalalas: number;
  lineDiscountsHalalas: number[];
  /** The delivery price waived by a free-shipping code. */
  shippingDiscountHalalas: number;
}

/**
 * What a discount takes off these lines and this delivery price; none without a discount.
 * `takenHalalas`: what automatic offers already took off each line (decision 037); the code
 * applies to what they left.
 */
export function applyDiscount(
  lines: readonly DiscountedLine[],
  shippingHalalas: number,
  discount: OrderDiscount | null | undefined,
  takenHalalas?: readonly number[],
): AppliedDiscount {
  const subtotals = lines.map(
    (line, i) => line.unitPriceHalalas * line.quantity - (takenHalalas?.[i] ?? 0),
  );
  const none = { discountHalalas: 0, lineDiscountsHalalas: subtotals.map(() => 0) };
  if (!discount) return { ...none, shippingDiscountHalalas: 0 };
  const { rule } = discount;
  if (rule.kind === 'free_shipping') return { ...none, shippingDiscountHalalas: shippingHalalas };
  const eligible = new Set(discount.eligibleProductIds);
  const covered = lines.map((line) => line.productId !== undefined && eligible.has(line.productId));
  const base = subtotals.reduce((sum, s, i) => (covered[i] ? sum + s : sum), 0);
  const wanted =
    rule.kind === 'percent'
      ? Math.floor((base * rule.percentBasisPoints + 5_000) / 10_000)
      : rule.amountHalalas;
  const discountHalalas = Math.max(0, Math.min(wanted, base));
  return {
    discountHalalas,
    lineDiscountsHalalas: allocateDiscount(subtotals, covered, discountHalalas),
    shippingDiscountHalalas: 0,
  };
}

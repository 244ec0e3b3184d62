import type { OrderDiscount } from '@store/shared/discounts';
import type { Language } from '@store/shared/locales';
import {
  computeOrderTotals,
  type OrderCharges,
  type OrderTotals,
  type VatSettings,
} from '@store/shared/order-totals';
import type { Db } from '../../db/client.ts';
import {
  activeOffers,
  checkCode,
  claimCode,
  type CodeCustomer,
  type PromotionRow,
} from '../../modules/promotions/index.ts';
import type { ReservedLine } from './stock.ts';

export interface OrderSavings {
  totals: OrderTotals;
  /** The code whose use this order took; null without a code, or with one set aside. */
  claimed: { promotion: PromotionRow; discount: OrderDiscount } | null;
}

/**
 * The order's totals with its discount code and the automatic offers running now (decision 037),
 * inside the order's transaction. The code is judged first without taking a use: a code that does
 * not combine and is beaten by the offers gives nothing, so the order does not claim it (no use
 * taken, no code on the order). Otherwise one use is taken, which locks the code's row (a refusal,
 * or the last use gone to another buyer, rolls the order back), and the totals are computed again
 * with the code as locked.
 */
export async function orderSavings(
  tx: Db,
  input: {
    code: string | undefined;
    lines: readonly ReservedLine[];
    customer: CodeCustomer;
    charges: OrderCharges;
    vat: VatSettings;
    language: Language;
  },
): Promise<OrderSavings> {
  const { code, lines, customer, charges, vat, language } = input;
  const now = new Date();
  // The browser's preview passed the same offers to the same function, so an online total agrees.
  const offers = await activeOffers(tx, now);
  if (!code)
    return { totals: computeOrderTotals(lines, charges, vat, null, offers), claimed: null };
  const judged = await checkCode(tx, { code, lines, customer, now }, language);
  const preview = computeOrderTotals(lines, charges, vat, judged, offers);
  if (preview.codeSetAside) return { totals: preview, claimed: null };
  const claimed = await claimCode(tx, { code, lines, customer, now }, language);
  return {
    totals: computeOrderTotals(lines, charges, vat, claimed.discount, offers),
    claimed,
  };
}

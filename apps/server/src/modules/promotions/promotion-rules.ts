import type { DiscountRule, OrderDiscount } from '@store/shared/discounts';
import type { DiscountRefusal, PromotionState } from '@store/shared/schemas/promotions';
import type { promotions } from './promotions.table.ts';

export type PromotionRow = typeof promotions.$inferSelect;

/** A cart line as a code judges it: its price, and what a code may be restricted to. */
export interface CodeLine {
  productId: string;
  quantity: number;
  unitPriceHalalas: number;
  categoryId: string | null;
  family: string;
}

/** Why a code does not apply, with what the message names (a date, an amount in halalas). */
export interface Refusal {
  reason: DiscountRefusal;
  params: Record<string, string | number>;
}

/** What a code is now: the admin's list filters by it. */
export function promotionState(promotion: PromotionRow, now: Date): PromotionState {
  if (!promotion.active) return 'inactive';
  if (promotion.endsAt && promotion.endsAt <= now) return 'expired';
  if (promotion.startsAt && promotion.startsAt > now) return 'scheduled';
  if (promotion.usageLimit !== null && promotion.timesUsed >= promotion.usageLimit) {
    return 'used_up';
  }
  return 'active';
}

export function ruleOf(promotion: PromotionRow): DiscountRule {
  if (promotion.kind === 'percent') {
    return { kind: 'percent', percentBasisPoints: promotion.percentBasisPoints ?? 0 };
  }
  if (promotion.kind === 'fixed')
    return { kind: 'fixed', amountHalalas: promotion.amountHalalas ?? 0 };
  return { kind: 'free_shipping' };
}

/** Whether a code restricted to (or excluding) products, categories or families covers a line. */
export function covers(promotion: PromotionRow, line: CodeLine): boolean {
  if (promotion.scope === 'all') return true;
  const named =
    promotion.productIds.includes(line.productId) ||
    (line.categoryId !== null && promotion.categoryIds.includes(line.categoryId)) ||
    promotion.families.includes(line.family);
  return promotion.scope === 'only' ? named : !named;
}

/**
 * Whether a code applies to this cart now, judged in the order a shopper would want to hear it:
 * whether it exists and runs at all, then whether it fits this cart, then this customer. The
 * customer's own counts (`usesByCustomer`, `hasPreviousOrder`) are judged when known.
 */
export function judge(
  promotion: PromotionRow | null,
  lines: readonly CodeLine[],
  now: Date,
  customer?: { usesByCustomer: number; hasPreviousOrder: boolean } | null,
): { ok: true; discount: OrderDiscount } | { ok: false; refusal: Refusal } {
  const refuse = (reason: DiscountRefusal, params: Refusal['params'] = {}) => ({
    ok: false as const,
    refusal: { reason, params },
  });
  if (!promotion) return refuse('unknown');
  if (!promotion.active) return refuse('inactive');
  if (promotion.startsAt && promotion.startsAt > now) {
    return refuse('notStarted', { at: promotion.startsAt.toISOString() });
  }
  if (promotion.endsAt && promotion.endsAt <= now) {
    return refuse('ended', { at: promotion.endsAt.toISOString() });
  }
  if (promotion.usageLimit !== null && promotion.timesUsed >= promotion.usageLimit) {
    return refuse('usedUp');
  }
  const covered = lines.filter((line) => covers(promotion, line));
  if (covered.length === 0) return refuse('notForTheseProducts');
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceHalalas * line.quantity, 0);
  if (subtotal < promotion.minOrderHalalas) {
    return refuse('minimumOrder', { amountHalalas: promotion.minOrderHalalas });
  }
  if (customer) {
    if (promotion.firstOrderOnly && customer.hasPreviousOrder) return refuse('firstOrderOnly');
    if (
      promotion.perCustomerLimit !== null &&
      customer.usesByCustomer >= promotion.perCustomerLimit
    ) {
      return refuse('alreadyUsed');
    }
  }
  return {
    ok: true,
    discount: {
      code: promotion.code,
      rule: ruleOf(promotion),
      eligibleProductIds: [...new Set(covered.map((line) => line.productId))],
    },
  };
}

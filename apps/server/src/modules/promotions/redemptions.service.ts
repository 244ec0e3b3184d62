import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { OrderDiscount } from '@store/shared/discounts';
import type { Language } from '@store/shared/locales';
import { normalizeDiscountCode } from '@store/shared/schemas/promotions';
import type { Db } from '../../db/client.ts';
import { DiscountRefused } from './promotion-messages.ts';
import { judge, type CodeLine, type PromotionRow } from './promotion-rules.ts';
import { promotionRedemptions, promotions } from './promotions.table.ts';

/** The customer a per-customer limit counts: the email lower-cased, the phone in E.164. */
export interface CodeCustomer {
  email: string;
  phone: string;
  /** Whether they ordered before (first-order codes); the checkout flow reads the orders. */
  hasPreviousOrder: () => Promise<boolean>;
}

export async function findPromotionByCode(db: Db, code: string): Promise<PromotionRow | null> {
  const normalized = normalizeDiscountCode(code);
  if (!normalized) return null;
  const [row] = await db.select().from(promotions).where(eq(promotions.code, normalized));
  return row ?? null;
}

async function usesByCustomer(db: Db, promotionId: string, customer: CodeCustomer) {
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(promotionRedemptions)
    .where(
      and(
        eq(promotionRedemptions.promotionId, promotionId),
        isNull(promotionRedemptions.releasedAt),
        or(
          eq(promotionRedemptions.email, customer.email.trim().toLowerCase()),
          eq(promotionRedemptions.phone, customer.phone),
        ),
      ),
    );
  return row?.uses ?? 0;
}

async function customerFacts(db: Db, promotion: PromotionRow, customer: CodeCustomer) {
  return {
    usesByCustomer:
      promotion.perCustomerLimit === null ? 0 : await usesByCustomer(db, promotion.id, customer),
    hasPreviousOrder: promotion.firstOrderOnly ? await customer.hasPreviousOrder() : false,
  };
}

/**
 * The cart's "does this code apply?": nothing is written. With the customer (at checkout) their
 * own limits are judged too; the order judges everything again in its transaction.
 */
export async function checkCode(
  db: Db,
  input: { code: string; lines: readonly CodeLine[]; customer: CodeCustomer | null; now: Date },
  language: Language,
): Promise<OrderDiscount> {
  const promotion = await findPromotionByCode(db, input.code);
  let verdict = judge(promotion, input.lines, input.now);
  if (verdict.ok && promotion && input.customer) {
    const facts = await customerFacts(db, promotion, input.customer);
    verdict = judge(promotion, input.lines, input.now, facts);
  }
  if (!verdict.ok) throw new DiscountRefused(verdict.refusal, language);
  return verdict.discount;
}

/**
 * Inside the order's transaction: judges the code and takes one use by a conditional update,
 * which also locks the code's row until the order commits, so a second order for the last use
 * (or the same customer's second use) waits, then sees the first and is refused. A refusal throws,
 * rolling the whole order back.
 */
export async function claimCode(
  tx: Db,
  input: { code: string; lines: readonly CodeLine[]; customer: CodeCustomer; now: Date },
  language: Language,
): Promise<{ promotion: PromotionRow; discount: OrderDiscount }> {
  const found = await findPromotionByCode(tx, input.code);
  const first = judge(found, input.lines, input.now);
  if (!first.ok) throw new DiscountRefused(first.refusal, language);
  const [promotion] = await tx
    .update(promotions)
    .set({ timesUsed: sql`${promotions.timesUsed} + 1` })
    .where(
      and(
        eq(promotions.id, found!.id),
        eq(promotions.active, true),
        or(isNull(promotions.usageLimit), sql`${promotions.timesUsed} < ${promotions.usageLimit}`),
      ),
    )
    .returning();
  if (!promotion) throw new DiscountRefused({ reason: 'usedUp', params: {} }, language);
  // Judged again on the row as locked (the use just taken not counted against the limit).
  const locked = { ...promotion, timesUsed: promotion.timesUsed - 1 };
  const verdict = judge(
    locked,
    input.lines,
    input.now,
    await customerFacts(tx, locked, input.customer),
  );
  if (!verdict.ok) throw new DiscountRefused(verdict.refusal, language);
  return { promotion, discount: verdict.discount };
}

/** Writes the order's use of the code, in the order's transaction, once the order exists. */
export async function recordRedemption(
  tx: Db,
  use: {
    promotionId: string;
    orderId: string;
    orderNumber: string;
    orderTotalHalalas: number;
    email: string;
    phone: string;
    discountHalalas: number;
    shippingDiscountHalalas: number;
  },
): Promise<void> {
  await tx.insert(promotionRedemptions).values({ ...use, email: use.email.trim().toLowerCase() });
}

/**
 * Gives an order's use back (an unpaid order cancelled or expired, decision 031). Call only in
 * the transaction that releases the order's stock, which happens once; the `released_at` guard
 * keeps it once here too.
 */
export async function releaseRedemption(tx: Db, orderId: string, at: Date): Promise<boolean> {
  const [released] = await tx
    .update(promotionRedemptions)
    .set({ releasedAt: at })
    .where(and(eq(promotionRedemptions.orderId, orderId), isNull(promotionRedemptions.releasedAt)))
    .returning({ promotionId: promotionRedemptions.promotionId });
  if (!released) return false;
  await tx
    .update(promotions)
    .set({ timesUsed: sql`greatest(${promotions.timesUsed} - 1, 0)` })
    .where(eq(promotions.id, released.promotionId));
  return true;
}

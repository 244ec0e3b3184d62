import { and, desc, eq, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { halalasToSar } from '@store/shared/money';
import type {
  AbandonedCart,
  AbandonedCartTotals,
  CartRecoveryState,
} from '@store/shared/schemas/cart-recovery';
import { paginationOf, type Pagination } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { savedCarts, type SavedCartLine } from './cart-recovery.table.ts';

export type SavedCartRow = typeof savedCarts.$inferSelect;

/** Who a cart is kept for: a signed-in account, or a guest's email or phone (or both). */
export interface CartHolder {
  accountId: string | null;
  email: string | null;
  phone: string | null;
}

/** The one key of a holder's open cart: the account first, then the email, then the phone. */
export function holderKey(holder: CartHolder): string | null {
  if (holder.accountId) return `account:${holder.accountId}`;
  if (holder.email) return `email:${holder.email}`;
  if (holder.phone) return `phone:${holder.phone}`;
  return null;
}

/**
 * Keeps the holder's cart as it is now (its lines and value replace the last save), or forgets it
 * when it is empty. A reminder already sent for it stays sent: one reminder per cart.
 */
export async function saveCart(
  db: Db,
  holder: CartHolder,
  cart: { lines: SavedCartLine[]; valueHalalas: number; language: 'en' | 'ar' },
  now: Date,
): Promise<void> {
  const key = holderKey(holder);
  if (!key) return;
  const open = and(eq(savedCarts.holder, key), isNull(savedCarts.recoveredAt));
  if (cart.lines.length === 0) {
    await db.delete(savedCarts).where(and(open, isNull(savedCarts.remindedAt)));
    return;
  }
  await db
    .insert(savedCarts)
    .values({
      holder: key,
      accountId: holder.accountId,
      email: holder.email,
      phone: holder.phone,
      language: cart.language,
      lines: cart.lines,
      valueHalalas: cart.valueHalalas,
      activeAt: now,
    })
    .onConflictDoUpdate({
      target: savedCarts.holder,
      targetWhere: sql`${savedCarts.recoveredAt} is null`,
      set: {
        // A signed-in shopper's contact may be learnt later, at checkout.
        email: sql`coalesce(excluded.email, ${savedCarts.email})`,
        phone: sql`coalesce(excluded.phone, ${savedCarts.phone})`,
        language: cart.language,
        lines: cart.lines,
        valueHalalas: cart.valueHalalas,
        activeAt: now,
        updatedAt: now,
      },
    });
}

/** Carts left alone since `cutoff`, never reminded: the reminder job's work, oldest first. */
export async function cartsDue(db: Db, cutoff: Date, limit: number): Promise<SavedCartRow[]> {
  return db
    .select()
    .from(savedCarts)
    .where(
      and(
        isNull(savedCarts.remindedAt),
        isNull(savedCarts.recoveredAt),
        lte(savedCarts.activeAt, cutoff),
      ),
    )
    .orderBy(savedCarts.activeAt)
    .limit(limit);
}

/**
 * Claims the cart's one reminder: true for exactly one caller, however many instances run the job
 * at once (a conditional update).
 */
export async function claimReminder(
  db: Db,
  id: string,
  claim: { tokenHash: string; channel: 'email' | 'sms' },
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(savedCarts)
    .set({ remindedAt: now, remindedBy: claim.channel, tokenHash: claim.tokenHash, updatedAt: now })
    .where(and(eq(savedCarts.id, id), isNull(savedCarts.remindedAt)))
    .returning({ id: savedCarts.id });
  return claimed.length === 1;
}

/** A reminder that could not be sent is given back, to be tried at the next run. */
export async function releaseReminder(db: Db, id: string): Promise<void> {
  await db
    .update(savedCarts)
    .set({ remindedAt: null, remindedBy: null, tokenHash: null })
    .where(eq(savedCarts.id, id));
}

/** A cart whose holder will not be reminded (no consent, no way to reach them): forgotten. */
export async function forgetCart(db: Db, id: string): Promise<void> {
  await db.delete(savedCarts).where(and(eq(savedCarts.id, id), isNull(savedCarts.remindedAt)));
}

/**
 * An order was placed by this holder: their open cart is recovered when it had been reminded
 * (the admin counts it), and forgotten when it had not (it was never abandoned).
 */
export async function settleCartsOnOrder(
  db: Db,
  holder: CartHolder,
  orderNumber: string,
  now: Date,
): Promise<void> {
  const matches: SQL[] = [];
  if (holder.accountId) matches.push(eq(savedCarts.accountId, holder.accountId));
  if (holder.email) matches.push(eq(savedCarts.email, holder.email));
  if (holder.phone) matches.push(eq(savedCarts.phone, holder.phone));
  if (matches.length === 0) return;
  const open = and(isNull(savedCarts.recoveredAt), or(...matches));
  await db
    .update(savedCarts)
    .set({ recoveredAt: now, orderNumber, updatedAt: now })
    .where(and(open, isNotNull(savedCarts.remindedAt)));
  await db.delete(savedCarts).where(and(open, isNull(savedCarts.remindedAt)));
}

export async function findCartByToken(db: Db, tokenHash: string): Promise<SavedCartRow | null> {
  const [row] = await db.select().from(savedCarts).where(eq(savedCarts.tokenHash, tokenHash));
  return row ?? null;
}

/** Every cart of these holders, whatever its state (data rights: erasure). */
export async function forgetCartsOf(db: Db, holder: CartHolder): Promise<void> {
  const matches: SQL[] = [];
  if (holder.accountId) matches.push(eq(savedCarts.accountId, holder.accountId));
  if (holder.email) matches.push(eq(savedCarts.email, holder.email));
  if (holder.phone) matches.push(eq(savedCarts.phone, holder.phone));
  if (matches.length > 0) await db.delete(savedCarts).where(or(...matches));
}

function stateOf(row: SavedCartRow): CartRecoveryState {
  if (row.recoveredAt) return 'recovered';
  return row.remindedAt ? 'reminded' : 'waiting';
}

const STATE_CONDITIONS: Record<CartRecoveryState, SQL | undefined> = {
  waiting: and(isNull(savedCarts.remindedAt), isNull(savedCarts.recoveredAt)),
  reminded: and(isNotNull(savedCarts.remindedAt), isNull(savedCarts.recoveredAt)),
  recovered: isNotNull(savedCarts.recoveredAt),
};

export const ABANDONED_CARTS_PAGE_SIZE = 25;

/** The admin's list: newest activity first, by state. */
export async function listAbandonedCarts(
  db: Db,
  query: { state?: CartRecoveryState; page: number },
): Promise<{ items: AbandonedCart[]; pagination: Pagination; totals: AbandonedCartTotals }> {
  const where = query.state ? STATE_CONDITIONS[query.state] : undefined;
  const [rows, [counted], [totals]] = await Promise.all([
    db
      .select()
      .from(savedCarts)
      .where(where)
      .orderBy(desc(savedCarts.activeAt), desc(savedCarts.id))
      .limit(ABANDONED_CARTS_PAGE_SIZE)
      .offset((query.page - 1) * ABANDONED_CARTS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(savedCarts)
      .where(where),
    db
      .select({
        reminded: sql<number>`count(*) filter (where ${savedCarts.remindedAt} is not null)::int`,
        recovered: sql<number>`count(*) filter (where ${savedCarts.recoveredAt} is not null)::int`,
        recoveredValue: sql<number>`coalesce(sum(${savedCarts.valueHalalas}) filter (where ${savedCarts.recoveredAt} is not null), 0)::int`,
      })
      .from(savedCarts),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      contact: row.email ?? row.phone ?? '',
      signedIn: row.accountId !== null,
      itemCount: row.lines.reduce((sum, line) => sum + line.quantity, 0),
      value: halalasToSar(row.valueHalalas),
      state: stateOf(row),
      updatedAt: row.activeAt.toISOString(),
      remindedAt: row.remindedAt?.toISOString() ?? null,
      remindedBy: (row.remindedBy as 'email' | 'sms' | null) ?? null,
      recoveredAt: row.recoveredAt?.toISOString() ?? null,
      orderNumber: row.orderNumber,
    })),
    pagination: paginationOf(query.page, ABANDONED_CARTS_PAGE_SIZE, Number(counted?.total ?? 0)),
    totals: {
      reminded: Number(totals?.reminded ?? 0),
      recovered: Number(totals?.recovered ?? 0),
      recoveredValue: halalasToSar(Number(totals?.recoveredValue ?? 0)),
    },
  };
}

import { and, eq, isNull, ne } from 'drizzle-orm';
import type { MarketingPreferences, ShopperProfile } from '@store/shared/schemas/accounts';
import type { Db } from '../../db/client.ts';
import { shopperAccounts } from './accounts.table.ts';
import type { Destination } from './sign-in-codes.service.ts';

export type ShopperAccountRow = typeof shopperAccounts.$inferSelect;

export function toShopperProfile(account: ShopperAccountRow): ShopperProfile {
  return {
    id: account.id,
    name: account.name,
    phone: account.phone,
    phoneVerifiedAt: account.phoneVerifiedAt?.toISOString() ?? null,
    email: account.email,
    emailVerifiedAt: account.emailVerifiedAt?.toISOString() ?? null,
    createdAt: account.createdAt.toISOString(),
    marketing: {
      email: account.marketingEmailSince?.toISOString() ?? null,
      sms: account.marketingSmsSince?.toISOString() ?? null,
      whatsapp: account.marketingWhatsappSince?.toISOString() ?? null,
    },
  };
}

function byDestination(destination: Destination) {
  const column = destination.kind === 'phone' ? shopperAccounts.phone : shopperAccounts.email;
  return and(eq(column, destination.value), isNull(shopperAccounts.deletedAt));
}

/**
 * The live account whose phone or email is the destination just verified by a code, or a new one
 * with it. `created` tells which.
 */
export async function findOrCreateAccount(
  tx: Db,
  destination: Destination,
  now: Date,
): Promise<{ account: ShopperAccountRow; created: boolean }> {
  const [found] = await tx.select().from(shopperAccounts).where(byDestination(destination));
  if (found) {
    const verifiedAt = destination.kind === 'phone' ? found.phoneVerifiedAt : found.emailVerifiedAt;
    if (verifiedAt) return { account: found, created: false };
    const [updated] = await tx
      .update(shopperAccounts)
      .set(
        destination.kind === 'phone'
          ? { phoneVerifiedAt: now, updatedAt: now }
          : { emailVerifiedAt: now, updatedAt: now },
      )
      .where(eq(shopperAccounts.id, found.id))
      .returning();
    return { account: updated!, created: false };
  }
  const [created] = await tx
    .insert(shopperAccounts)
    .values({
      ...(destination.kind === 'phone'
        ? { phone: destination.value, phoneVerifiedAt: now }
        : { email: destination.value, emailVerifiedAt: now }),
      createdAt: now,
      updatedAt: now,
    })
    // Another sign-in of the same destination created it a moment ago: use that one.
    .onConflictDoNothing()
    .returning();
  if (created) return { account: created, created: true };
  const [existing] = await tx.select().from(shopperAccounts).where(byDestination(destination));
  return { account: existing!, created: false };
}

export async function findLiveAccount(db: Db, id: string): Promise<ShopperAccountRow | null> {
  const [account] = await db
    .select()
    .from(shopperAccounts)
    .where(and(eq(shopperAccounts.id, id), isNull(shopperAccounts.deletedAt)));
  return account ?? null;
}

export async function renameAccount(
  db: Db,
  id: string,
  name: string,
  now: Date,
): Promise<ShopperAccountRow> {
  const [updated] = await db
    .update(shopperAccounts)
    .set({ name: name || null, updatedAt: now })
    .where(eq(shopperAccounts.id, id))
    .returning();
  return updated!;
}

/** Whether another live account has this phone or email (each belongs to one account). */
export async function contactTakenByAnother(
  db: Db,
  accountId: string,
  destination: Destination,
): Promise<boolean> {
  const [other] = await db
    .select({ id: shopperAccounts.id })
    .from(shopperAccounts)
    .where(and(byDestination(destination), ne(shopperAccounts.id, accountId)));
  return other !== undefined;
}

/**
 * Puts the verified phone or email on the account in place of the one it had (the orders of the
 * old one are no longer the account's; those of the new one are). Null when another account took
 * it meanwhile (the unique index decides).
 */
export async function changeContact(
  tx: Db,
  accountId: string,
  destination: Destination,
  now: Date,
): Promise<ShopperAccountRow | null> {
  if (await contactTakenByAnother(tx, accountId, destination)) return null;
  const [updated] = await tx
    .update(shopperAccounts)
    .set(
      destination.kind === 'phone'
        ? { phone: destination.value, phoneVerifiedAt: now, updatedAt: now }
        : { email: destination.value, emailVerifiedAt: now, updatedAt: now },
    )
    .where(eq(shopperAccounts.id, accountId))
    .returning();
  return updated ?? null;
}

/**
 * Each marketing channel on or off. A channel turned on keeps the time it was first turned on
 * (turning it on again changes nothing); one turned off forgets it.
 */
export async function setMarketingPreferences(
  db: Db,
  account: ShopperAccountRow,
  wanted: Pick<MarketingPreferences, 'email' | 'sms' | 'whatsapp'>,
  now: Date,
): Promise<ShopperAccountRow> {
  const since = (on: boolean, current: Date | null) => (on ? (current ?? now) : null);
  const [updated] = await db
    .update(shopperAccounts)
    .set({
      marketingEmailSince: since(wanted.email, account.marketingEmailSince),
      marketingSmsSince: since(wanted.sms, account.marketingSmsSince),
      marketingWhatsappSince: since(wanted.whatsapp, account.marketingWhatsappSince),
      marketingChangedAt: now,
      updatedAt: now,
    })
    .where(eq(shopperAccounts.id, account.id))
    .returning();
  return updated!;
}

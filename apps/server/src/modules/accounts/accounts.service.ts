import { and, eq, isNull } from 'drizzle-orm';
import type { ShopperProfile } from '@store/shared/schemas/accounts';
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

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shopperWishlistItems } from './accounts.table.ts';

/** The account's wishlist: product ids, oldest first (the order they were saved in). */
export async function wishlistOf(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: shopperWishlistItems.productId })
    .from(shopperWishlistItems)
    .where(eq(shopperWishlistItems.accountId, accountId))
    .orderBy(asc(shopperWishlistItems.addedAt), asc(shopperWishlistItems.productId));
  return rows.map((row) => row.productId);
}

/** Adds products (ids of existing products: the caller checks) that are not there yet. */
export async function addToWishlist(
  db: Db,
  accountId: string,
  productIds: readonly string[],
  now: Date,
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(shopperWishlistItems)
    .values(productIds.map((productId) => ({ accountId, productId, addedAt: now })))
    .onConflictDoNothing();
}

export async function removeFromWishlist(
  db: Db,
  accountId: string,
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .delete(shopperWishlistItems)
    .where(
      and(
        eq(shopperWishlistItems.accountId, accountId),
        inArray(shopperWishlistItems.productId, [...productIds]),
      ),
    );
}

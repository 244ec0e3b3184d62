import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './catalog.table.ts';

/** A product's approved reviews as the catalogue keeps them beside the product. */
export interface ProductReviewTotals {
  productId: string;
  count: number;
  starsTotal: number;
}

/**
 * Keeps a product's review figures (approved count, sum of their stars) on its row, in the
 * caller's transaction; the listing and the product read them with the product, no join. Its
 * `updated_at` stays (a review is not an edit of the product). The caller invalidates `catalog`.
 */
export async function setProductReviewTotals(tx: Db, totals: ProductReviewTotals): Promise<void> {
  await tx
    .update(products)
    .set({
      reviewCount: totals.count,
      reviewStarsTotal: totals.starsTotal,
    })
    .where(eq(products.id, totals.productId));
}

/** Which of these products still exist (a review needs its product). */
export async function existingProductIds(
  db: Db,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Set(rows.map((row) => row.id));
}

import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { idSchema } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { products } from './catalog.table.ts';

/** A product a shopper may choose as a free sample (decision 036). */
export interface SampleOffer {
  productId: string;
  name: { en: string; ar: string };
  image: string | null;
}

/** The sample-able products with vials left, by name: what the checkout offers. */
export async function listSampleOffers(db: Db): Promise<SampleOffer[]> {
  const rows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      images: products.images,
    })
    .from(products)
    .where(
      and(eq(products.sampleable, true), eq(products.isActive, true), gt(products.sampleStock, 0)),
    )
    .orderBy(asc(products.nameEn))
    .limit(100);
  return rows.map((row) => ({
    productId: row.id,
    name: { en: row.nameEn, ar: row.nameAr },
    image: row.images[0]?.url ?? null,
  }));
}

/** A chosen sample that cannot be had (not sample-able, switched off, or no vials left). */
export class SampleShortage extends Error {
  constructor(readonly productName: { en: string; ar: string } | null) {
    super('Sample unavailable');
  }
}

/**
 * Takes one vial of each chosen sample inside the caller's transaction, by a conditional update
 * (`sample_stock > 0`) as the lines' stock is taken (DESIGN.md decision 9), in id order so two
 * orders cannot deadlock. Answers the samples named as they are now, in the order chosen.
 */
export async function reserveSamples(
  tx: Db,
  productIds: readonly string[],
): Promise<SampleOffer[]> {
  const taken = new Map<string, SampleOffer>();
  for (const productId of [...productIds].sort()) {
    if (!idSchema.safeParse(productId).success) throw new SampleShortage(null);
    const [row] = await tx
      .update(products)
      .set({ sampleStock: sql`${products.sampleStock} - 1`, updatedAt: new Date() })
      .where(
        and(
          eq(products.id, productId),
          eq(products.sampleable, true),
          eq(products.isActive, true),
          gt(products.sampleStock, 0),
        ),
      )
      .returning({ nameEn: products.nameEn, nameAr: products.nameAr, images: products.images });
    if (!row) {
      const [known] = await tx
        .select({ nameEn: products.nameEn, nameAr: products.nameAr })
        .from(products)
        .where(eq(products.id, productId));
      throw new SampleShortage(known ? { en: known.nameEn, ar: known.nameAr } : null);
    }
    taken.set(productId, {
      productId,
      name: { en: row.nameEn, ar: row.nameAr },
      image: row.images[0]?.url ?? null,
    });
  }
  return productIds.map((id) => taken.get(id)!);
}

/**
 * Gives an order's sample vials back. Call only inside the transaction that marks the order
 * released (`stock_released_at`), which is what makes it happen once.
 */
export async function returnSamples(tx: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  for (const productId of [...productIds].sort()) {
    // A product deleted since simply has nothing to return to.
    await tx
      .update(products)
      .set({ sampleStock: sql`${products.sampleStock} + 1`, updatedAt: new Date() })
      .where(eq(products.id, productId));
  }
}

import { and, asc, count, eq, gt, gte } from 'drizzle-orm';
import type { Language } from '@store/shared/locales';
import type { ProductImage } from '@store/shared/schemas/catalog';
import type { Db } from '../../db/client.ts';
import { categories, products } from './catalog.table.ts';

/** What a sitemap or a product feed says of an active product, in both languages. */
export interface ListedProduct {
  id: string;
  slugs: Record<Language, string>;
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
  longDescriptions: Record<Language, string>;
  brand: string;
  gtin: string | null;
  sku: string | null;
  priceHalalas: number;
  inStock: boolean;
  images: ProductImage[];
  updatedAt: Date;
}

export interface ListedCategory {
  id: string;
  slugs: Record<Language, string>;
  updatedAt: Date;
}

/** Rows per statement: small enough that other requests get turns between batches. */
const DEFAULT_BATCH = 1000;

export async function countActiveProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.isActive, true));
  return row?.n ?? 0;
}

const listedColumns = {
  id: products.id,
  slugEn: products.slugEn,
  slugAr: products.slugAr,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  descriptionEn: products.descriptionEn,
  descriptionAr: products.descriptionAr,
  longDescriptionEn: products.longDescriptionEn,
  longDescriptionAr: products.longDescriptionAr,
  brand: products.brand,
  gtin: products.gtin,
  sku: products.sku,
  priceHalalas: products.priceHalalas,
  inStock: products.inStock,
  images: products.images,
  updatedAt: products.updatedAt,
};

/**
 * The active products in id order, a batch at a time (keyset paging on the primary key), never
 * the whole catalogue in memory: from the `skip`-th active product, at most `limit` of them
 * (a sitemap file's share), or all of them (a feed).
 */
export async function* streamActiveProducts(
  db: Db,
  { skip = 0, limit = Infinity, batchSize = DEFAULT_BATCH } = {},
): AsyncGenerator<ListedProduct[]> {
  let after: string | undefined;
  if (skip > 0) {
    const [first] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id))
      .offset(skip)
      .limit(1);
    if (!first) return;
    after = first.id;
  }
  let left = limit;
  let inclusive = after !== undefined;
  while (left > 0) {
    const take = Math.min(batchSize, left);
    const keyset = after === undefined ? undefined : (inclusive ? gte : gt)(products.id, after);
    const rows = await db
      .select(listedColumns)
      .from(products)
      .where(and(eq(products.isActive, true), keyset))
      .orderBy(asc(products.id))
      .limit(take);
    if (rows.length > 0) {
      yield rows.map((row) => ({
        id: row.id,
        slugs: { en: row.slugEn, ar: row.slugAr },
        names: { en: row.nameEn, ar: row.nameAr },
        descriptions: { en: row.descriptionEn, ar: row.descriptionAr },
        longDescriptions: { en: row.longDescriptionEn, ar: row.longDescriptionAr },
        brand: row.brand,
        gtin: row.gtin,
        sku: row.sku,
        priceHalalas: row.priceHalalas,
        inStock: row.inStock ?? false,
        images: row.images,
        updatedAt: row.updatedAt,
      }));
    }
    if (rows.length < take) return;
    left -= rows.length;
    after = rows[rows.length - 1]!.id;
    inclusive = false;
  }
}

/** The active categories (a store has tens of them, not thousands), in the menu's order. */
export async function listActiveCategories(db: Db): Promise<ListedCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      en: categories.slug,
      ar: categories.slugAr,
      updatedAt: categories.updatedAt,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((row) => ({
    id: row.id,
    slugs: { en: row.en, ar: row.ar },
    updatedAt: row.updatedAt,
  }));
}

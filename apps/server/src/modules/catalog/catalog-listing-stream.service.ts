import { and, asc, count, eq, gt, gte, type SQL } from 'drizzle-orm';
import type { Language } from '@store/shared/locales';
import type { ProductImage } from '@store/shared/schemas/catalog';
import type { Db } from '../../db/client.ts';
import { categories, products } from './catalog.table.ts';

/** What a sitemap says of an active product: its address in each language, when it changed. */
export interface ListedProductAddress {
  id: string;
  slugs: Record<Language, string>;
  updatedAt: Date;
}

/** What a product feed says of an active product, in both languages. */
export interface ListedProduct extends ListedProductAddress {
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
  longDescriptions: Record<Language, string>;
  brand: string;
  gtin: string | null;
  sku: string | null;
  priceHalalas: number;
  inStock: boolean;
  images: ProductImage[];
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

export interface StreamOptions {
  /** Active products to pass over first (a sitemap file's start). */
  skip?: number;
  /** Active products to yield at most (a sitemap file's share); all by default (a feed). */
  limit?: number;
  batchSize?: number;
}

/**
 * Rows of active products in id order, a batch at a time (keyset paging on the primary key),
 * never the whole catalogue in memory.
 */
async function* activeProductRows<R extends { id: string }>(
  db: Db,
  selectBatch: (where: SQL | undefined, take: number) => Promise<R[]>,
  { skip = 0, limit = Infinity, batchSize = DEFAULT_BATCH }: StreamOptions,
): AsyncGenerator<R[]> {
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
    const rows = await selectBatch(and(eq(products.isActive, true), keyset), take);
    if (rows.length > 0) yield rows;
    if (rows.length < take) return;
    left -= rows.length;
    after = rows[rows.length - 1]!.id;
    inclusive = false;
  }
}

/** Where each active product lives and when it changed: what a sitemap needs, nothing more. */
export async function* streamActiveProductAddresses(
  db: Db,
  options: StreamOptions = {},
): AsyncGenerator<ListedProductAddress[]> {
  const columns = {
    id: products.id,
    slugEn: products.slugEn,
    slugAr: products.slugAr,
    updatedAt: products.updatedAt,
  };
  const selectBatch = (where: SQL | undefined, take: number) =>
    db.select(columns).from(products).where(where).orderBy(asc(products.id)).limit(take);
  for await (const rows of activeProductRows(db, selectBatch, options)) {
    yield rows.map((row) => ({
      id: row.id,
      slugs: { en: row.slugEn, ar: row.slugAr },
      updatedAt: row.updatedAt,
    }));
  }
}

/** Everything a product feed says of each active product. */
export async function* streamActiveProducts(
  db: Db,
  options: StreamOptions = {},
): AsyncGenerator<ListedProduct[]> {
  const selectBatch = (where: SQL | undefined, take: number) =>
    db.select(listedColumns).from(products).where(where).orderBy(asc(products.id)).limit(take);
  for await (const rows of activeProductRows(db, selectBatch, options)) {
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

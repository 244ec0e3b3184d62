import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { SCENT_FAMILIES } from '@store/shared/constants';
import { foldForSearch } from '@store/shared/locales';
import { halalasToSar, sarToHalalas } from '@store/shared/money';
import type {
  AdminProduct,
  AdminProductListQuery,
  BulkStockResult,
  BulkStockUpdate,
  InventoryItem,
  InventoryReport,
  ProductInput,
  StockUpdate,
} from '@store/shared/schemas/catalog-admin';
import { paginationOf, type Pagination } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { FieldError, notFound } from '../../plugins/app-error.ts';
import { assertSkuFree, assertSlugsFree } from './address-conflicts.service.ts';
import { categories, nameSortKey, products } from './catalog.table.ts';
import { toProduct } from './product-mapper.ts';
import { isUuid } from './products.service.ts';
import { stockChanged } from './stock.service.ts';

type ProductRow = typeof products.$inferSelect;

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...toProduct(row),
    isActive: row.isActive,
    inStockOverride: row.inStockOverride,
    weightGrams: row.weightGrams,
    sampleable: row.sampleable,
    sampleStock: row.sampleStock,
  };
}

/** What the audit log keeps of a product: enough to see what changed, not the long texts. */
export function productSummary(product: AdminProduct) {
  return {
    name: product.name,
    price: product.price,
    size: product.size,
    family: product.category,
    categoryId: product.categoryId,
    stock: product.stock,
    inStock: product.inStock,
    featured: product.featured,
    isActive: product.isActive,
    weightGrams: product.weightGrams,
    sampleable: product.sampleable,
    sampleStock: product.sampleStock,
    images: product.images.length,
    slugs: product.slugs,
    brand: product.brand,
    gtin: product.gtin,
    sku: product.sku,
    seo: product.seo,
  };
}

async function findRow(db: Db, id: string): Promise<ProductRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** Any product, published or not; 404 for a malformed or unknown id. */
export async function getAdminProduct(db: Db, id: string): Promise<AdminProduct> {
  const row = await findRow(db, id);
  if (!row) throw notFound('Product not found');
  return toAdminProduct(row);
}

function stockCondition(state: AdminProductListQuery['stock'], threshold: number): SQL | undefined {
  if (state === 'in') return eq(products.inStock, true);
  if (state === 'out') return eq(products.inStock, false);
  if (state === 'low') return and(gt(products.stock, 0), lte(products.stock, threshold));
  return undefined;
}

function searchCondition(search: string): SQL | undefined {
  const folded = foldForSearch(search);
  if (!folded) return undefined;
  const pattern = containsPattern(folded);
  return sql`(${products.searchEn} like ${pattern} or ${products.searchAr} like ${pattern})`;
}

function orderOf(query: AdminProductListQuery): SQL[] {
  const direction = query.sortOrder ?? (query.sortBy === 'createdAt' ? 'desc' : 'asc');
  const by = direction === 'desc' ? desc : asc;
  const column =
    query.sortBy === 'price'
      ? products.priceHalalas
      : query.sortBy === 'stock'
        ? products.stock
        : query.sortBy === 'name'
          ? nameSortKey(query.lang === 'ar' ? products.nameAr : products.nameEn)
          : products.createdAt;
  return [by(column), by(products.id)];
}

/** The admin's product table: every product, with family, category and stock-state filters. */
export async function listAdminProducts(
  db: Db,
  query: AdminProductListQuery,
  lowStockThreshold: number,
): Promise<{ items: AdminProduct[]; pagination: Pagination }> {
  const where = and(
    query.search ? searchCondition(query.search) : undefined,
    query.family ? eq(products.family, query.family) : undefined,
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    stockCondition(query.stock, lowStockThreshold),
    query.isActive === undefined ? undefined : eq(products.isActive, query.isActive),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map(toAdminProduct),
    pagination: paginationOf(query.page, query.limit, totalRow?.total ?? 0),
  };
}

async function assertCategoryExists(db: Db, categoryId: string | null): Promise<void> {
  if (categoryId === null) return;
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row) throw new FieldError('categoryId', 'No category has this id; choose one from the list');
}

function columnsOf(input: ProductInput) {
  return {
    nameEn: input.name.en.trim(),
    nameAr: input.name.ar.trim(),
    descriptionEn: input.description.en.trim(),
    descriptionAr: input.description.ar.trim(),
    longDescriptionEn: input.longDescription.en.trim(),
    longDescriptionAr: input.longDescription.ar.trim(),
    concentrationEn: input.concentration.en.trim(),
    concentrationAr: input.concentration.ar.trim(),
    notes: input.notes,
    priceHalalas: sarToHalalas(input.price),
    size: input.size.trim(),
    family: input.category,
    categoryId: input.categoryId,
    images: input.images.map((image) =>
      image.mediaId ? { url: image.url, mediaId: image.mediaId } : { url: image.url },
    ),
    featured: input.featured,
    stock: input.stock,
    inStockOverride: input.inStock ?? null,
    isActive: input.isActive ?? true,
    // Absent keeps the stored weight (an update from a form that does not know it); null clears.
    ...(input.weightGrams === undefined ? {} : { weightGrams: input.weightGrams }),
    ...(input.sampleable === undefined ? {} : { sampleable: input.sampleable }),
    ...(input.sampleStock === undefined ? {} : { sampleStock: input.sampleStock }),
    ...addressColumnsOf(input),
  };
}

/**
 * Slugs, brand, codes and search texts: each absent keeps what is stored (a caller that does not
 * know them), an empty slug is made again by the database from the name, an empty code clears it.
 */
function addressColumnsOf(input: ProductInput) {
  return {
    ...(input.slugs ? { slugEn: input.slugs.en, slugAr: input.slugs.ar } : {}),
    ...(input.brand === undefined ? {} : { brand: input.brand }),
    ...(input.gtin === undefined ? {} : { gtin: input.gtin || null }),
    ...(input.sku === undefined ? {} : { sku: input.sku || null }),
    ...(input.seo
      ? {
          seoTitleEn: input.seo.title.en,
          seoTitleAr: input.seo.title.ar,
          seoDescriptionEn: input.seo.description.en,
          seoDescriptionAr: input.seo.description.ar,
        }
      : {}),
  };
}

async function assertAddressesFree(db: Db, input: ProductInput, own?: string): Promise<void> {
  if (input.slugs) {
    await assertSlugsFree(db, 'product', input.slugs, (language) => `slugs.${language}`, own);
  }
  if (input.sku) await assertSkuFree(db, input.sku, own);
}

export async function createProduct(db: Db, input: ProductInput): Promise<AdminProduct> {
  await assertCategoryExists(db, input.categoryId);
  await assertAddressesFree(db, input);
  const [row] = await db.insert(products).values(columnsOf(input)).returning();
  return toAdminProduct(row!);
}

/** Replaces every field of a product; returns it before and after, for the audit log. */
export async function updateProduct(
  db: Db,
  id: string,
  input: ProductInput,
): Promise<{ before: AdminProduct; after: AdminProduct }> {
  const before = await getAdminProduct(db, id);
  await assertCategoryExists(db, input.categoryId);
  await assertAddressesFree(db, input, before._id);
  const [row] = await db
    .update(products)
    .set({ ...columnsOf(input), updatedAt: sql`now()` })
    .where(eq(products.id, before._id))
    .returning();
  if (row!.stock !== before.stock) await stockChanged(db, [{ productId: row!.id }], 'set');
  return { before, after: toAdminProduct(row!) };
}

export async function deleteProduct(db: Db, id: string): Promise<AdminProduct> {
  const before = await getAdminProduct(db, id);
  await db.delete(products).where(eq(products.id, before._id));
  return before;
}

/** Sets the stock; `inStock` given overrides what stock implies, absent lets stock decide. */
export async function updateStock(
  db: Db,
  id: string,
  update: StockUpdate,
): Promise<{ before: AdminProduct; after: AdminProduct }> {
  const before = await getAdminProduct(db, id);
  const [row] = await db
    .update(products)
    .set({ stock: update.stock, inStockOverride: update.inStock ?? null, updatedAt: sql`now()` })
    .where(eq(products.id, before._id))
    .returning();
  await stockChanged(db, [{ productId: row!.id }], 'set');
  return { before, after: toAdminProduct(row!) };
}

function bulkRowError(row: { id: string; stock: number }, known: Set<string>): string | null {
  if (!isUuid(row.id) || !known.has(row.id.toLowerCase())) return 'Product not found';
  if (!Number.isInteger(row.stock) || row.stock < 0)
    return 'Stock must be a whole number of 0 or more';
  if (row.stock > 1_000_000) return 'Stock must be at most 1,000,000';
  return null;
}

/**
 * Applies each row on its own: a row with an unknown id or a bad stock is reported failed and the
 * others still apply. Stock set this way lets stock decide availability (the override is cleared).
 */
export async function bulkUpdateStock(
  db: Db,
  body: BulkStockUpdate,
): Promise<BulkStockResult & { changes: { id: string; from: number; to: number }[] }> {
  const ids = [...new Set(body.updates.map((u) => u.id.toLowerCase()).filter(isUuid))];
  const existing = ids.length
    ? await db
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const stockBefore = new Map(existing.map((row) => [row.id, row.stock]));
  const known = new Set(stockBefore.keys());
  const results: BulkStockResult['results'] = [];
  const changes: { id: string; from: number; to: number }[] = [];
  for (const update of body.updates) {
    const error = bulkRowError(update, known);
    if (error) {
      results.push({ id: update.id, success: false, error });
      continue;
    }
    const id = update.id.toLowerCase();
    const [row] = await db
      .update(products)
      .set({ stock: update.stock, inStockOverride: null, updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning({ stock: products.stock, inStock: products.inStock });
    results.push({ id, success: true, stock: row!.stock, inStock: row!.inStock ?? row!.stock > 0 });
    changes.push({ id, from: stockBefore.get(id) ?? 0, to: update.stock });
  }
  await stockChanged(
    db,
    changes.map((change) => ({ productId: change.id })),
    'set',
  );
  const updated = results.filter((r) => r.success).length;
  return { updated, failed: results.length - updated, results, changes };
}

type Totals = InventoryReport['totals'];

function emptyTotals(): Totals {
  return { products: 0, units: 0, stockValue: 0, inStock: 0, lowStock: 0, outOfStock: 0 };
}

/** Stock of every product (published or not), with what needs restocking. */
export async function inventoryReport(
  db: Db,
  lowStockThreshold: number,
  now: Date,
): Promise<InventoryReport> {
  const rows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      family: products.family,
      categoryId: products.categoryId,
      priceHalalas: products.priceHalalas,
      stock: products.stock,
      inStock: products.inStock,
      isActive: products.isActive,
      images: products.images,
    })
    .from(products)
    .orderBy(asc(products.stock), asc(nameSortKey(products.nameEn)), asc(products.id));

  const totals = emptyTotals();
  const byFamily = new Map(SCENT_FAMILIES.map((family) => [family, emptyTotals()]));
  const lowStock: InventoryItem[] = [];
  const outOfStock: InventoryItem[] = [];
  // Summed in halalas, so the total is exact.
  let valueHalalas = 0;
  const familyValueHalalas = new Map<string, number>();

  for (const row of rows) {
    const inStock = row.inStock ?? row.stock > 0;
    const isLow = row.stock > 0 && row.stock <= lowStockThreshold;
    const isOut = row.stock === 0;
    const rowValue = row.stock * row.priceHalalas;
    valueHalalas += rowValue;
    familyValueHalalas.set(row.family, (familyValueHalalas.get(row.family) ?? 0) + rowValue);
    for (const bucket of [totals, byFamily.get(row.family as (typeof SCENT_FAMILIES)[number])]) {
      if (!bucket) continue;
      bucket.products += 1;
      bucket.units += row.stock;
      if (inStock) bucket.inStock += 1;
      if (isLow) bucket.lowStock += 1;
      if (isOut) bucket.outOfStock += 1;
    }
    if (!isLow && !isOut) continue;
    const item: InventoryItem = {
      _id: row.id,
      name: { en: row.nameEn, ar: row.nameAr },
      category: row.family as InventoryItem['category'],
      categoryId: row.categoryId,
      price: halalasToSar(row.priceHalalas),
      stock: row.stock,
      inStock,
      isActive: row.isActive,
      image: row.images[0]?.url ?? null,
    };
    (isOut ? outOfStock : lowStock).push(item);
  }
  totals.stockValue = halalasToSar(valueHalalas);
  return {
    lowStockThreshold,
    generatedAt: now.toISOString(),
    totals,
    byFamily: SCENT_FAMILIES.map((family) => ({
      family,
      ...byFamily.get(family)!,
      stockValue: halalasToSar(familyValueHalalas.get(family) ?? 0),
    })),
    lowStock,
    outOfStock,
  };
}

import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  LISTING_EXACT_TOTAL_UP_TO,
  SCENT_FAMILIES,
  type ScentFamily,
} from '@store/shared/constants';
import { foldForSearch } from '@store/shared/locales';
import { sarToHalalas } from '@store/shared/money';
import type { CategoryStats, Product, ProductListQuery } from '@store/shared/schemas/catalog';
import { boundedPaginationOf, idSchema, type Pagination } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { categories, nameSortKey, products } from './catalog.table.ts';

import type { ListingTotals } from './listing-totals.ts';
import { listFromIndex, listSearchMatches, type MatchFilter } from './search-listing.ts';
import type { SearchMatchCache } from './search-matches.ts';
import type { SearchIndexSlot } from './search-index.ts';
import { toProduct } from './product-mapper.ts';

export function isUuid(value: string): boolean {
  return idSchema.safeParse(value).success;
}

function isScentFamily(value: string): value is ScentFamily {
  return (SCENT_FAMILIES as readonly string[]).includes(value);
}

/** The ids of the categories with this slug in either language. */
function categoriesBySlug(db: Db, slug: string) {
  return db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.slug, slug), eq(categories.slugAr, slug)));
}

/** `category` may name a scent family, a category id or a category's slug in either language. */
function categoryCondition(db: Db, category: string): SQL {
  if (isScentFamily(category)) return eq(products.family, category);
  if (isUuid(category)) return eq(products.categoryId, category);
  return inArray(products.categoryId, categoriesBySlug(db, category));
}

/** A listing's filters besides the text, for a search's matches in memory. */
async function matchFilterOf(
  db: Db,
  query: ProductListQuery,
  scope: ProductListScope,
): Promise<MatchFilter> {
  const categoryIn: string[][] = scope.categoryId ? [[scope.categoryId]] : [];
  const { category } = query;
  if (category && !isScentFamily(category)) {
    if (isUuid(category)) categoryIn.push([category]);
    else categoryIn.push((await categoriesBySlug(db, category)).map((row) => row.id));
  }
  return {
    ...(category && isScentFamily(category) ? { family: category } : {}),
    categoryIn,
    ...(query.minPrice !== undefined ? { minPrice: sarToHalalas(query.minPrice) } : {}),
    ...(query.maxPrice !== undefined ? { maxPrice: sarToHalalas(query.maxPrice) } : {}),
    ...(query.inStock !== undefined ? { inStock: query.inStock } : {}),
    ...(query.featured !== undefined ? { featured: query.featured } : {}),
  };
}

/** The shopper's sort of a listing without a search: relevance, there, is newest first. */
function orderOf(query: ProductListQuery): SQL[] {
  const sortBy = query.sortBy ?? 'createdAt';
  const direction = query.sortOrder ?? (sortBy === 'price' || sortBy === 'name' ? 'asc' : 'desc');
  const by = direction === 'desc' ? desc : asc;
  const column =
    sortBy === 'price'
      ? products.priceHalalas
      : sortBy === 'name'
        ? nameSortKey(query.lang === 'ar' ? products.nameAr : products.nameEn)
        : products.createdAt;
  // The id breaks ties, so pages never repeat or skip a product.
  return [by(column), by(products.id)];
}

export interface ProductListScope {
  /** Restricts the listing to one merchandising category (category page). */
  categoryId?: string;
  /** Known totals by filter; without it every page counts its filter's products. */
  totals?: ListingTotals;
  /** Searches' matches by text; without it every search reads its matches again. */
  searches?: SearchMatchCache;
  /** The catalogue's columns and words: listings and one-word searches page them (decision 057). */
  index?: SearchIndexSlot;
}

export async function listProducts(
  db: Db,
  query: ProductListQuery,
  scope: ProductListScope = {},
): Promise<{ items: Product[]; pagination: Pagination }> {
  // A search filters and orders its matches in memory (decision 053).
  const folded = query.search ? foldForSearch(query.search) : '';
  if (folded) {
    const filter = await matchFilterOf(db, query, scope);
    return listSearchMatches(db, query, folded, filter, scope);
  }

  // Counting stops one past the bound (decision 040): a filter matching 100,000 products costs
  // what one matching 1,001 does. The bound reaches the end of the page asked, so a deep page
  // still knows it exists.
  const bound = Math.max(LISTING_EXACT_TOTAL_UP_TO, query.page * query.limit);
  // From the catalogue's columns in memory (decision 057); from the database while they cannot
  // be read.
  const index = await scope.index?.get().catch(() => undefined);
  if (index) return listFromIndex(db, query, await matchFilterOf(db, query, scope), index, bound);

  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (scope.categoryId) conditions.push(eq(products.categoryId, scope.categoryId));
  if (query.category) conditions.push(categoryCondition(db, query.category));
  if (query.minPrice !== undefined) {
    conditions.push(gte(products.priceHalalas, sarToHalalas(query.minPrice)));
  }
  if (query.maxPrice !== undefined) {
    conditions.push(lte(products.priceHalalas, sarToHalalas(query.maxPrice)));
  }
  if (query.inStock !== undefined) conditions.push(eq(products.inStock, query.inStock));
  if (query.featured !== undefined) conditions.push(eq(products.featured, query.featured));
  const where = and(...conditions);
  const matching = db
    .select({ one: sql<number>`1`.as('one') })
    .from(products)
    .where(where)
    .limit(bound + 1)
    .as('matching');
  const countQuery = db.select({ total: count() }).from(matching);
  const countTotal = async () => (await countQuery)[0]?.total ?? 0;
  // The statement and its parameters are the filter and the bound: every page of the first
  // thousand results, in any sort order, shares one count.
  const { sql: statement, params } = countQuery.toSQL();
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    scope.totals
      ? scope.totals.get(`${statement}\u0000${JSON.stringify(params)}`, countTotal)
      : countTotal(),
  ]);
  const more = counted > bound;
  return {
    items: rows.map(toProduct),
    pagination: boundedPaginationOf(query.page, query.limit, more ? bound : counted, more),
  };
}

/** A published product by id; a malformed or unknown id is "not found", never a server error. */
export async function getProduct(db: Db, id: string): Promise<Product> {
  const row = isUuid(id)
    ? (
        await db
          .select()
          .from(products)
          .where(and(eq(products.id, id), eq(products.isActive, true)))
      )[0]
    : undefined;
  if (!row) throw notFound('Product not found');
  return toProduct(row);
}

/** The published products among these ids, as the shop shows them (unknown ids left out). */
export async function findLiveProducts(db: Db, ids: readonly string[]): Promise<Product[]> {
  const valid = [...new Set(ids)].filter((id) => idSchema.safeParse(id).success);
  if (valid.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, valid), eq(products.isActive, true)));
  return rows.map(toProduct);
}

/** Published products per scent family, every family present (zero when empty). */
export async function productFamilyStats(db: Db): Promise<CategoryStats> {
  const rows = await db
    .select({
      family: products.family,
      count: count(),
      inStock: sql<number>`count(*) filter (where ${products.inStock})`.mapWith(Number),
    })
    .from(products)
    .where(eq(products.isActive, true))
    .groupBy(products.family);
  const byFamily = new Map(rows.map((row) => [row.family, row]));
  const categoryStats = SCENT_FAMILIES.map((family) => ({
    category: family,
    count: byFamily.get(family)?.count ?? 0,
    inStock: byFamily.get(family)?.inStock ?? 0,
  }));
  return { categoryStats, total: categoryStats.reduce((sum, row) => sum + row.count, 0) };
}

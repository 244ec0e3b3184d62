import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@store/shared/schemas/catalog';
import { paginationOf, type Pagination } from '@store/shared/schemas/common';
import type { Language } from '@store/shared/locales';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { notFound } from '../../plugins/app-error.ts';
import { categories, products } from './catalog.table.ts';
import { isUuid } from './products.service.ts';
import { searchAppearanceOf } from './product-mapper.ts';

type CategoryRow = typeof categories.$inferSelect;

// Written out in SQL: in a select list Drizzle leaves columns unqualified, and this subquery
// must compare each product's category with the outer category row's id.
const productCount = sql<number>`(
  select count(*) from products p where p.category_id = "categories"."id" and p.is_active
)`.mapWith(Number);

function toCategory(row: CategoryRow & { productCount: number }): Category {
  return {
    _id: row.id,
    name: { en: row.nameEn, ar: row.nameAr },
    description: { en: row.descriptionEn, ar: row.descriptionAr },
    slug: row.slug,
    slugs: { en: row.slug, ar: row.slugAr },
    seo: searchAppearanceOf(row),
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    image: row.image,
    productCount: row.productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      slugAr: categories.slugAr,
      seoTitleEn: categories.seoTitleEn,
      seoTitleAr: categories.seoTitleAr,
      seoDescriptionEn: categories.seoDescriptionEn,
      seoDescriptionAr: categories.seoDescriptionAr,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      descriptionEn: categories.descriptionEn,
      descriptionAr: categories.descriptionAr,
      image: categories.image,
      isActive: categories.isActive,
      sortOrder: categories.sortOrder,
      createdAt: categories.createdAt,
      updatedAt: categories.updatedAt,
      productCount,
    })
    .from(categories);
}

function nameOrDescriptionMatches(text: string, lang?: Language): SQL | undefined {
  const pattern = containsPattern(text);
  const en = or(ilike(categories.nameEn, pattern), ilike(categories.descriptionEn, pattern));
  const ar = or(ilike(categories.nameAr, pattern), ilike(categories.descriptionAr, pattern));
  if (lang === 'en') return en;
  if (lang === 'ar') return ar;
  return or(en, ar);
}

export interface CategoryListQuery {
  isActive?: boolean;
  search?: string;
  page: number;
  limit: number;
}

export async function listCategories(
  db: Db,
  query: CategoryListQuery,
): Promise<{ categories: Category[]; pagination: Pagination }> {
  const where = and(
    query.isActive === undefined ? undefined : eq(categories.isActive, query.isActive),
    query.search ? nameOrDescriptionMatches(query.search) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    selectCategories(db)
      .where(where)
      .orderBy(asc(categories.sortOrder), asc(categories.nameEn))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return {
    categories: rows.map(toCategory),
    pagination: paginationOf(query.page, query.limit, totalRow?.total ?? 0),
  };
}

/** Active categories in display order, for the storefront's menus and filters. */
export async function listActiveCategories(db: Db): Promise<Category[]> {
  const rows = await selectCategories(db)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.nameEn));
  return rows.map(toCategory);
}

export async function getCategory(db: Db, id: string): Promise<Category> {
  const row = isUuid(id) ? (await selectCategories(db).where(eq(categories.id, id)))[0] : undefined;
  if (!row) throw notFound('Category not found');
  return toCategory(row);
}

export async function searchCategories(
  db: Db,
  query: { q: string; lang?: Language; limit: number },
): Promise<Category[]> {
  const rows = await selectCategories(db)
    .where(nameOrDescriptionMatches(query.q, query.lang))
    .orderBy(asc(categories.sortOrder), asc(categories.nameEn))
    .limit(query.limit);
  return rows.map(toCategory);
}

export async function categoryStats(db: Db) {
  const rows = await db
    .select({
      id: categories.id,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      slug: categories.slug,
      isActive: categories.isActive,
      productCount: sql<number>`count(${products.id})`.mapWith(Number),
      inStockCount: sql<number>`count(${products.id}) filter (where ${products.inStock})`.mapWith(
        Number,
      ),
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.isActive, true)))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.nameEn));
  const active = rows.filter((row) => row.isActive).length;
  return {
    categoryStats: rows.map((row) => ({
      _id: row.id,
      name: { en: row.nameEn, ar: row.nameAr },
      slug: row.slug,
      isActive: row.isActive,
      productCount: row.productCount,
      inStockCount: row.inStockCount,
    })),
    totals: { categories: rows.length, active, inactive: rows.length - active },
  };
}

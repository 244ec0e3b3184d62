import { count, eq, inArray, max, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@store/shared/errors';
import type { Category } from '@store/shared/schemas/catalog';
import type { CategoryInput, CategoryReorder } from '@store/shared/schemas/catalog-admin';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { assertSlugsFree } from './address-conflicts.service.ts';
import { categories, products } from './catalog.table.ts';
import { getCategory, listCategories } from './categories.service.ts';
import { isUuid } from './products.service.ts';

/** What the audit log keeps of a category. */
export function categorySummary(category: Category) {
  return {
    name: category.name,
    slug: category.slug,
    slugs: category.slugs,
    seo: category.seo,
    isActive: category.isActive,
    sortOrder: category.sortOrder,
    image: category.image,
  };
}

/**
 * The English slug as given (the spec's `slug`), else '' for the database to make from the English
 * name; the Arabic one likewise when given, absent keeps what is stored.
 */
function slugsOf(input: CategoryInput): { en: string; ar?: string } {
  return { en: input.slug?.trim().toLowerCase() ?? '', ar: input.slugs?.ar };
}

async function assertCategorySlugsFree(db: Db, input: CategoryInput, own?: string) {
  await assertSlugsFree(
    db,
    'category',
    slugsOf(input),
    (l) => (l === 'en' ? 'slug' : 'slugs.ar'),
    own,
  );
}

function columnsOf(input: CategoryInput) {
  const slugs = slugsOf(input);
  return {
    slug: slugs.en,
    ...(slugs.ar === undefined ? {} : { slugAr: slugs.ar }),
    nameEn: input.name.en.trim(),
    nameAr: input.name.ar.trim(),
    descriptionEn: input.description.en.trim(),
    descriptionAr: input.description.ar.trim(),
    image: input.image ? input.image.trim() : null,
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

export async function createCategory(db: Db, input: CategoryInput): Promise<Category> {
  await assertCategorySlugsFree(db, input);
  const [last] = await db.select({ value: max(categories.sortOrder) }).from(categories);
  const [row] = await db
    .insert(categories)
    .values({
      ...columnsOf(input),
      isActive: input.isActive ?? true,
      sortOrder: (last?.value ?? 0) + 1,
    })
    .returning({ id: categories.id });
  return getCategory(db, row!.id);
}

export async function updateCategory(
  db: Db,
  id: string,
  input: CategoryInput,
): Promise<{ before: Category; after: Category }> {
  const before = await getCategory(db, id);
  await assertCategorySlugsFree(db, input, before._id);
  await db
    .update(categories)
    .set({
      ...columnsOf(input),
      ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      updatedAt: sql`now()`,
    })
    .where(eq(categories.id, before._id));
  return { before, after: await getCategory(db, before._id) };
}

/**
 * A category that still holds products (published or not) is not deleted: the products would
 * silently leave the storefront's category page. The admin moves them first.
 */
export async function deleteCategory(db: Db, id: string): Promise<Category> {
  const before = await getCategory(db, id);
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(eq(products.categoryId, before._id));
  const total = row?.total ?? 0;
  if (total > 0) {
    throw new AppError(
      409,
      ERROR_CODES.CONFLICT,
      `This category still has ${total} product${total === 1 ? '' : 's'}; move ${
        total === 1 ? 'it' : 'them'
      } to another category before deleting it`,
    );
  }
  await db.delete(categories).where(eq(categories.id, before._id));
  return before;
}

/** Sets the display order; all or nothing: one unknown id refuses the whole request. */
export async function reorderCategories(
  db: Db,
  body: CategoryReorder,
): Promise<{ before: { id: string; sortOrder: number }[]; categories: Category[] }> {
  const ids = body.categoryOrders.map((row) => row.id.toLowerCase());
  const unknownFormat = ids.find((id) => !isUuid(id));
  if (unknownFormat !== undefined) throw notFound(`Category not found: ${unknownFormat}`);
  const existing = await db
    .select({ id: categories.id, sortOrder: categories.sortOrder })
    .from(categories)
    .where(inArray(categories.id, ids));
  const known = new Set(existing.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw notFound(`Category not found: ${missing}`);
  for (const row of body.categoryOrders) {
    await db
      .update(categories)
      .set({ sortOrder: row.sortOrder, updatedAt: sql`now()` })
      .where(eq(categories.id, row.id.toLowerCase()));
  }
  const { categories: list } = await listCategories(db, { page: 1, limit: 1_000 });
  return { before: existing, categories: list };
}

export async function toggleCategoryStatus(
  db: Db,
  id: string,
): Promise<{ before: Category; after: Category }> {
  const before = await getCategory(db, id);
  await db
    .update(categories)
    .set({ isActive: !before.isActive, updatedAt: sql`now()` })
    .where(eq(categories.id, before._id));
  return { before, after: await getCategory(db, before._id) };
}

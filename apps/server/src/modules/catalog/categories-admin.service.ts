import { count, eq, inArray, max, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@store/shared/errors';
import type { Category } from '@store/shared/schemas/catalog';
import {
  slugify,
  type CategoryInput,
  type CategoryReorder,
} from '@store/shared/schemas/catalog-admin';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { categories, products } from './catalog.table.ts';
import { getCategory, listCategories } from './categories.service.ts';
import { isUuid } from './products.service.ts';

/** What the audit log keeps of a category. */
export function categorySummary(category: Category) {
  return {
    name: category.name,
    slug: category.slug,
    isActive: category.isActive,
    sortOrder: category.sortOrder,
    image: category.image,
  };
}

/** The slug as given, or made from the English name; never empty. */
function slugOf(input: CategoryInput): string {
  const given = input.slug?.trim().toLowerCase();
  if (given) return given;
  return slugify(input.name.en) || 'category';
}

async function assertSlugFree(db: Db, slug: string, exceptId?: string): Promise<void> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (row && row.id !== exceptId) {
    throw new AppError(
      409,
      ERROR_CODES.CONFLICT,
      `The slug "${slug}" is already used by another category; choose another slug`,
    );
  }
}

function columnsOf(input: CategoryInput, slug: string) {
  return {
    slug,
    nameEn: input.name.en.trim(),
    nameAr: input.name.ar.trim(),
    descriptionEn: input.description.en.trim(),
    descriptionAr: input.description.ar.trim(),
    image: input.image ? input.image.trim() : null,
  };
}

export async function createCategory(db: Db, input: CategoryInput): Promise<Category> {
  const slug = slugOf(input);
  await assertSlugFree(db, slug);
  const [last] = await db.select({ value: max(categories.sortOrder) }).from(categories);
  const [row] = await db
    .insert(categories)
    .values({
      ...columnsOf(input, slug),
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
  const slug = slugOf(input);
  await assertSlugFree(db, slug, before._id);
  await db
    .update(categories)
    .set({
      ...columnsOf(input, slug),
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

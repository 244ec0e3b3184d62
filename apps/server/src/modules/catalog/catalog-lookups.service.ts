import { eq } from 'drizzle-orm';
import type { Category, Product } from '@store/shared/schemas/catalog';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { findCatalogAddress } from './catalog-addresses.service.ts';
import { categories } from './catalog.table.ts';
import { getCategory } from './categories.service.ts';
import { getProduct, isUuid } from './products.service.ts';

/**
 * The public reads that take one product or category by any of its addresses: the id, the slug
 * in either language, or an old slug. The answer carries the current `slugs`, so the caller sees
 * whether the address it used is still current.
 */

/** A published product; 404 for anything else. */
export async function getProductAt(db: Db, segment: string): Promise<Product> {
  const address = await findCatalogAddress(db, 'product', segment);
  if (!address) throw notFound('Product not found');
  return getProduct(db, address.id);
}

/** An active category by a slug (current or old, either language) or its id. */
export async function getActiveCategoryAt(db: Db, segment: string): Promise<Category> {
  const address = await findCatalogAddress(db, 'category', segment);
  if (!address) throw notFound('Category not found');
  return getCategory(db, address.id);
}

/**
 * The spec's GET /categories/{id}: by id any category, as before slugs existed (the admin reads
 * inactive ones); by a slug only an active one, as the storefront's page.
 */
export async function getCategoryAt(db: Db, segment: string): Promise<Category> {
  return isUuid(segment) ? getCategory(db, segment) : getActiveCategoryAt(db, segment);
}

/**
 * The id of the category `getCategoryAt` answers with, without counting its products: a
 * category's listing asks on every page, and that count reads every product of the category.
 */
export async function getCategoryIdAt(db: Db, segment: string): Promise<string> {
  if (!isUuid(segment)) {
    const address = await findCatalogAddress(db, 'category', segment);
    if (!address) throw notFound('Category not found');
    return address.id;
  }
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, segment));
  if (!row) throw notFound('Category not found');
  return row.id;
}

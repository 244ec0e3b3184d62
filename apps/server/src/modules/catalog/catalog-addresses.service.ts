import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Language } from '@store/shared/locales';
import type { Db } from '../../db/client.ts';
import { categories, products, slugHistory } from './catalog.table.ts';
import { isUuid } from './products.service.ts';

/** Where a product or category is now: its id and its slug in each language. */
export interface CatalogAddress {
  id: string;
  slugs: Record<Language, string>;
}

type Kind = 'product' | 'category';

/** The active product or category an address segment names (decoded), or null. */
async function currentOf(db: Db, kind: Kind, match: (t: 'slug' | 'id') => SQL | undefined) {
  if (kind === 'product') {
    const [row] = await db
      .select({ id: products.id, en: products.slugEn, ar: products.slugAr })
      .from(products)
      .where(and(eq(products.isActive, true), match('id')))
      .limit(1);
    return row;
  }
  const [row] = await db
    .select({ id: categories.id, en: categories.slug, ar: categories.slugAr })
    .from(categories)
    .where(and(eq(categories.isActive, true), match('id')))
    .limit(1);
  return row;
}

/**
 * The active product or category an address names: by its id, by its slug in either language,
 * or by a slug it had before (slug_history). The caller compares the answer's slugs with the
 * address to send an old one on (301). Null when nothing active answers to it.
 */
export async function findCatalogAddress(
  db: Db,
  kind: Kind,
  segment: string,
): Promise<CatalogAddress | null> {
  const table = kind === 'product' ? products : categories;
  const [en, ar] =
    kind === 'product' ? [products.slugEn, products.slugAr] : [categories.slug, categories.slugAr];
  const byIdOrSlug = () =>
    or(isUuid(segment) ? eq(table.id, segment) : undefined, eq(en, segment), eq(ar, segment));
  let row = await currentOf(db, kind, byIdOrSlug);
  if (!row) {
    const [old] = await db
      .select({ id: slugHistory.entityId })
      .from(slugHistory)
      .where(and(eq(slugHistory.kind, kind), eq(slugHistory.slug, segment)))
      .limit(1);
    if (old) row = await currentOf(db, kind, () => eq(table.id, old.id));
  }
  return row ? { id: row.id, slugs: { en: row.en, ar: row.ar } } : null;
}

import { and, eq, ne, or } from 'drizzle-orm';
import { ERROR_CODES } from '@store/shared/errors';
import type { Language } from '@store/shared/locales';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { categories, products, slugHistory } from './catalog.table.ts';

type Kind = 'product' | 'category';

/**
 * A 409 about one field; `reason` names the field and the value, so the admin's form shows it
 * under that field in its own language (the message is the same in English).
 */
function taken(field: string, value: string, message: string): AppError {
  return new AppError(409, ERROR_CODES.CONFLICT, message, {
    key: field === 'sku' ? 'skuTaken' : 'slugTaken',
    params: { field, value },
  });
}

/**
 * Another product's (or category's) address, now or before: in either language, since an address
 * segment is looked up in both (findCatalogAddress), and in slug_history, whose old addresses
 * still lead to their owner.
 */
async function slugOwner(db: Db, kind: Kind, slug: string, own: string | undefined) {
  const table = kind === 'product' ? products : categories;
  const [en, ar] =
    kind === 'product' ? [products.slugEn, products.slugAr] : [categories.slug, categories.slugAr];
  const [current] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(or(eq(en, slug), eq(ar, slug)), own ? ne(table.id, own) : undefined))
    .limit(1);
  if (current) return 'current' as const;
  const [old] = await db
    .select({ id: slugHistory.entityId })
    .from(slugHistory)
    .where(
      and(
        eq(slugHistory.kind, kind),
        eq(slugHistory.slug, slug),
        own ? ne(slugHistory.entityId, own) : undefined,
      ),
    )
    .limit(1);
  return old ? ('old' as const) : null;
}

/** Refuses typed slugs (empty ones are made by the database) that lead to another entity. */
export async function assertSlugsFree(
  db: Db,
  kind: Kind,
  slugs: Partial<Record<Language, string>>,
  fieldOf: (language: Language) => string,
  own?: string,
): Promise<void> {
  for (const language of ['en', 'ar'] as const) {
    const slug = slugs[language];
    if (!slug) continue;
    const owner = await slugOwner(db, kind, slug, own);
    if (!owner) continue;
    const what = kind === 'product' ? 'product' : 'category';
    throw taken(
      fieldOf(language),
      slug,
      owner === 'current'
        ? `The slug "${slug}" is already used by another ${what}; choose another slug`
        : `The slug "${slug}" was an address of another ${what} and still leads to it; choose another slug`,
    );
  }
}

export async function assertSkuFree(db: Db, sku: string | null, own?: string): Promise<void> {
  if (!sku) return;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, sku), own ? ne(products.id, own) : undefined))
    .limit(1);
  if (row) {
    throw taken('sku', sku, `The SKU "${sku}" is already used by another product; choose another`);
  }
}

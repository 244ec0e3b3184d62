import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify, SLUG_PATTERN } from '@store/shared/slug';
import { categories, products, slugHistory } from './schema.ts';
import type { Database } from './client.ts';
import { openTestDatabase } from '../test/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const notes = { top: { en: [], ar: [] }, middle: { en: [], ar: [] }, base: { en: [], ar: [] } };

async function insertProduct(
  nameEn: string,
  nameAr: string,
  extra: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(products)
    .values({ nameEn, nameAr, notes, priceHalalas: 10_000, family: 'woody', ...extra })
    .returning();
  return row!;
}

/** The database fills an empty slug, the admin form previews it: both must agree. */
describe('slugs', () => {
  it.each([
    'Oud Royale',
    '  Rose de Taïf — Édition 2024 ',
    'عُودٌ ملكيّ',
    'مسك الطهارة ١٢٣',
    'Amber & Musk / 100ml',
    '!!!',
    'x'.repeat(120),
    'عـــود',
  ])('makes %s into the same slug in SQL and in TypeScript', async (name) => {
    const rows = await database.db.execute(sql`select store_slug(${name}) as slug`);
    const slug = (rows as unknown as { rows: { slug: string }[] }).rows[0]!.slug;
    expect(slug).toBe(slugify(name));
    if (slug) expect(slug).toMatch(SLUG_PATTERN);
  });

  it('keeps Arabic letters and folds accents', () => {
    expect(slugify('عُودٌ ملكيّ')).toBe('عود-ملكي');
    expect(slugify('Rose de Taïf')).toBe('rose-de-taif');
  });

  it('fills both slugs of a new product from its names, unique per language', async () => {
    const first = await insertProduct('Slug Test Oud', 'عود تجريبي');
    const second = await insertProduct('Slug Test Oud', 'عود تجريبي');
    expect([first.slugEn, first.slugAr]).toEqual(['slug-test-oud', 'عود-تجريبي']);
    expect([second.slugEn, second.slugAr]).toEqual(['slug-test-oud-2', 'عود-تجريبي-2']);
  });

  it('keeps a replaced slug so its old address can be sent to the new one', async () => {
    const product = await insertProduct('Renamed Musk', 'مسك قديم');
    await database.db
      .update(products)
      .set({ slugEn: 'white-musk' })
      .where(eq(products.id, product.id));
    const history = await database.db
      .select()
      .from(slugHistory)
      .where(eq(slugHistory.entityId, product.id));
    expect(history.map(({ kind, language, slug }) => ({ kind, language, slug }))).toEqual([
      { kind: 'product', language: 'en', slug: 'renamed-musk' },
    ]);
    // Nobody else may take the old address while it still leads to this product.
    const other = await insertProduct('Renamed Musk', 'مسك آخر');
    expect(other.slugEn).toBe('renamed-musk-2');
  });

  it('fills a category slug left empty and the Arabic one from the Arabic name', async () => {
    const [row] = await database.db
      .insert(categories)
      .values({ nameEn: 'Gift Sets', nameAr: 'مجموعات الهدايا' })
      .returning();
    expect([row!.slug, row!.slugAr]).toEqual(['gift-sets', 'مجموعات-الهدايا']);
  });

  it('gives thousands of products of one name distinct slugs', async () => {
    const rows = await database.db
      .insert(products)
      .values(
        Array.from({ length: 40 }, () => ({
          nameEn: 'Bulk Name',
          nameAr: 'اسم مكرر',
          notes,
          priceHalalas: 100,
          family: 'fresh',
        })),
      )
      .returning({ slugEn: products.slugEn, slugAr: products.slugAr });
    expect(new Set(rows.map((r) => r.slugEn)).size).toBe(40);
    expect(new Set(rows.map((r) => r.slugAr)).size).toBe(40);
  });
});

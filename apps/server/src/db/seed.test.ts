import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCENT_FAMILIES, TRANSLATION_SECTIONS } from '@store/shared/constants';
import type { Database } from './client.ts';
import { categories, contentSections, products, settings } from './schema.ts';
import { seedDemoContent } from './seed.ts';
import { demoCategories } from './seed/demo-categories.ts';
import { demoProducts } from './seed/demo-products.ts';
import { openTestDatabase } from '../test/test-database.ts';

let database: Database;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

async function countOf(table: typeof products | typeof categories) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('the demo content', () => {
  it('is rich enough to look like a real store', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(24);
    for (const family of SCENT_FAMILIES) {
      expect(
        demoProducts.some((p) => p.family === family),
        family,
      ).toBe(true);
    }
    expect(demoProducts.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(demoProducts.filter((p) => p.stock > 0 && p.stock <= 5).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(demoProducts.some((p) => p.featured)).toBe(true);
    expect(new Set(demoProducts.map((p) => p.createdDaysAgo)).size).toBe(demoProducts.length);
    expect(demoCategories.map((c) => c.family).sort()).toEqual([...SCENT_FAMILIES].sort());
    for (const p of demoProducts) {
      expect(Number.isInteger(p.priceHalalas), p.name.en).toBe(true);
      expect(
        p.name.ar && p.description.ar && p.longDescription.ar && p.concentration.ar,
      ).toBeTruthy();
      expect(p.notes.top.ar.length).toBe(p.notes.top.en.length);
    }
  });
});

describe('seedDemoContent', () => {
  it('fills an empty database', async () => {
    const result = await seedDemoContent(database.db);
    expect(result.catalogue).toBe(true);
    expect(await countOf(products)).toBe(demoProducts.length);
    expect(await countOf(categories)).toBe(demoCategories.length);
    const sections = await database.db.select({ key: contentSections.key }).from(contentSections);
    expect(sections.map((s) => s.key).sort()).toEqual(['homepage', ...TRANSLATION_SECTIONS].sort());
    const [linked] = await database.db
      .select({ n: count() })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id));
    expect(linked!.n).toBe(demoProducts.length);
  });

  it('runs again without duplicating anything', async () => {
    await seedDemoContent(database.db);
    const again = await seedDemoContent(database.db);
    expect(again).toEqual({ catalogue: false, defaults: 0 });
    expect(await countOf(products)).toBe(demoProducts.length);
  });

  it('never brings the demo catalogue back once the merchant removed it', async () => {
    await seedDemoContent(database.db);
    await database.db.delete(products);
    await database.db.delete(categories);
    await seedDemoContent(database.db);
    expect(await countOf(products)).toBe(0);
  });

  it('never seeds over existing data, but adds missing defaults', async () => {
    await database.db
      .insert(categories)
      .values({ slug: 'house', nameEn: 'House', nameAr: 'الدار' });
    await database.db.insert(settings).values({ key: 'site', value: { custom: true } });
    const result = await seedDemoContent(database.db);
    expect(result.catalogue).toBe(false);
    expect(await countOf(products)).toBe(0);
    expect(await countOf(categories)).toBe(1);
    const [site] = await database.db.select().from(settings).where(eq(settings.key, 'site'));
    expect(site!.value).toEqual({ custom: true });
    expect(await database.db.select().from(contentSections)).toHaveLength(
      1 + TRANSLATION_SECTIONS.length,
    );
  });
});

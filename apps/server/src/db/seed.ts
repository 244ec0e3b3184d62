import { count, sql } from 'drizzle-orm';
import { TRANSLATION_SECTIONS } from '@store/shared/constants';
import { DEFAULT_TRANSLATIONS } from '@store/shared/default-translations';
import type { Db } from './client.ts';
import { categories, contentSections, products, settings } from './schema.ts';
import { demoCategories } from './seed/demo-categories.ts';
import { demoHomepage } from './seed/demo-homepage.ts';
import { demoProducts } from './seed/demo-products.ts';
import { demoSettings } from './seed/demo-settings.ts';

/** Written once the first seeding ran, so a merchant who deletes the demo catalogue never sees it return. */
const SEED_MARKER_KEY = 'seed';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedResult {
  catalogue: boolean;
  defaults: number;
}

/**
 * Fills an empty database with the demo catalogue and the default content and settings, in one
 * transaction. Never overwrites: defaults are inserted only where their key is missing, and the
 * catalogue only on a database that was never seeded and holds no products or categories.
 */
export async function seedDemoContent(db: Db, now = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // One seeder at a time, when several instances start together on one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);

    const defaults = [
      { key: 'homepage', data: demoHomepage },
      ...TRANSLATION_SECTIONS.map((section) => ({
        key: section,
        data: DEFAULT_TRANSLATIONS[section],
      })),
    ];
    const insertedContent = await tx
      .insert(contentSections)
      .values(defaults)
      .onConflictDoNothing()
      .returning({ key: contentSections.key });
    const insertedSettings = await tx
      .insert(settings)
      .values({ key: 'site', value: demoSettings })
      .onConflictDoNothing()
      .returning({ key: settings.key });

    const marker = await tx
      .insert(settings)
      .values({ key: SEED_MARKER_KEY, value: { seededAt: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    const [productCount] = await tx.select({ n: count() }).from(products);
    const [categoryCount] = await tx.select({ n: count() }).from(categories);
    const seedCatalogue = marker.length > 0 && productCount?.n === 0 && categoryCount?.n === 0;

    if (seedCatalogue) {
      const insertedCategories = await tx
        .insert(categories)
        .values(
          demoCategories.map((c) => ({
            slug: c.slug,
            nameEn: c.name.en,
            nameAr: c.name.ar,
            descriptionEn: c.description.en,
            descriptionAr: c.description.ar,
            image: c.image,
            sortOrder: c.sortOrder,
          })),
        )
        .returning({ id: categories.id, slug: categories.slug });
      const categoryIdBySlug = new Map(insertedCategories.map((c) => [c.slug, c.id]));
      const categoryOfFamily = new Map(demoCategories.map((c) => [c.family, c.slug]));

      await tx.insert(products).values(
        demoProducts.map((p) => {
          const createdAt = new Date(now.getTime() - p.createdDaysAgo * DAY_MS);
          return {
            nameEn: p.name.en,
            nameAr: p.name.ar,
            descriptionEn: p.description.en,
            descriptionAr: p.description.ar,
            longDescriptionEn: p.longDescription.en,
            longDescriptionAr: p.longDescription.ar,
            concentrationEn: p.concentration.en,
            concentrationAr: p.concentration.ar,
            notes: p.notes,
            priceHalalas: p.priceHalalas,
            size: p.size,
            family: p.family,
            categoryId: categoryIdBySlug.get(categoryOfFamily.get(p.family) ?? '') ?? null,
            images: p.images.map((url) => ({ url })),
            featured: p.featured,
            stock: p.stock,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      );
    }
    return {
      catalogue: seedCatalogue,
      defaults: insertedContent.length + insertedSettings.length,
    };
  });
}

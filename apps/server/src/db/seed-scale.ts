import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { categories, products } from './schema.ts';
import { demoProducts } from './seed/demo-products.ts';

const BATCH_SIZE = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const EDITIONS = [
  { en: 'Reserve', ar: 'ريزيرف' },
  { en: 'Intense', ar: 'إنتنس' },
  { en: 'Nuit', ar: 'الليل' },
  { en: 'Absolu', ar: 'المطلق' },
  { en: 'Privé', ar: 'الخاص' },
  { en: 'Elixir', ar: 'إكسير' },
];

/**
 * Adds generated products until the catalogue holds `target` of them, for benchmarks at scale
 * (`npm run seed -- --products 100000`). Each is a variation of a demo perfume (edition, number,
 * price, stock, date), so filters, sorts and search behave as on real data.
 */
export async function seedProductsToScale(
  db: Db,
  target: number,
  now = new Date(),
): Promise<{ added: number; total: number }> {
  const [{ n: existing } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products);
  const familyCategories = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories);
  const categoryOf = new Map(familyCategories.map((c) => [c.slug, c.id]));
  let added = 0;
  for (let start = existing; start < target; start += BATCH_SIZE) {
    const rows = [];
    for (let i = start; i < Math.min(start + BATCH_SIZE, target); i++) {
      const base = demoProducts[i % demoProducts.length]!;
      const edition = EDITIONS[i % EDITIONS.length]!;
      rows.push({
        nameEn: `${base.name.en} ${edition.en} No. ${i}`,
        nameAr: `${base.name.ar} ${edition.ar} رقم ${i}`,
        descriptionEn: base.description.en,
        descriptionAr: base.description.ar,
        longDescriptionEn: base.longDescription.en,
        longDescriptionAr: base.longDescription.ar,
        concentrationEn: base.concentration.en,
        concentrationAr: base.concentration.ar,
        notes: base.notes,
        priceHalalas: 5_000 + ((i * 7_919) % 150_000),
        size: base.size,
        family: base.family,
        categoryId: categoryOf.get(base.family) ?? null,
        images: base.images.map((url) => ({ url })),
        featured: i % 17 === 0,
        stock: i % 11 === 0 ? 0 : (i * 13) % 60,
        createdAt: new Date(now.getTime() - ((i * 37) % (3 * 365)) * DAY_MS - i * 1000),
      });
    }
    await db.insert(products).values(rows);
    added += rows.length;
  }
  // A bulk load: the planner's statistics and the pages marked all-visible (for index-only walks)
  // now, not when autovacuum (PostgreSQL) gets to it, or never (PGlite has none).
  if (added > 0) await db.execute(sql`vacuum analyze products`);
  return { added, total: Math.max(existing, target) };
}

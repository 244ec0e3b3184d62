import { ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from './catalog.table.ts';

/** Products whose stored images' JSON contains any of the LIKE patterns (the media library's usage). */
export async function productsWithImagesLike(db: Db, patterns: string[]) {
  return db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      images: products.images,
    })
    .from(products)
    .where(or(...patterns.map((pattern) => sql`${products.images}::text like ${pattern}`)));
}

/** Categories whose image matches any of the ILIKE patterns (the media library's usage). */
export async function categoriesWithImageLike(db: Db, patterns: string[]) {
  return db
    .select({
      id: categories.id,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      image: categories.image,
    })
    .from(categories)
    .where(or(...patterns.map((pattern) => ilike(categories.image, pattern))));
}

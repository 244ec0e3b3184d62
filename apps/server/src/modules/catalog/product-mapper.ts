import { halalasToSar } from '@store/shared/money';
import type { Product } from '@store/shared/schemas/catalog';
import type { ScentFamily } from '@store/shared/constants';
import type { products } from './catalog.table.ts';

type ProductRow = typeof products.$inferSelect;

/** A products row as the API shows it (spec section 3): SAR prices, bilingual texts as `{ en, ar }`. */
export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: { en: row.nameEn, ar: row.nameAr },
    description: { en: row.descriptionEn, ar: row.descriptionAr },
    longDescription: { en: row.longDescriptionEn, ar: row.longDescriptionAr },
    concentration: { en: row.concentrationEn, ar: row.concentrationAr },
    notes: row.notes,
    price: halalasToSar(row.priceHalalas),
    size: row.size,
    category: row.family as ScentFamily,
    categoryId: row.categoryId,
    images: row.images,
    featured: row.featured,
    inStock: row.inStock ?? row.stock > 0,
    stock: row.stock,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

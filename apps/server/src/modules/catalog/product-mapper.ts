import { halalasToSar } from '@store/shared/money';
import type { Product, SearchAppearance } from '@store/shared/schemas/catalog';
import { ratingOf } from '@store/shared/schemas/reviews';
import type { ScentFamily } from '@store/shared/constants';
import type { products } from './catalog.table.ts';

type ProductRow = typeof products.$inferSelect;

type SeoColumns = Pick<
  ProductRow,
  'seoTitleEn' | 'seoTitleAr' | 'seoDescriptionEn' | 'seoDescriptionAr'
>;

/** A product's or category's search-result texts as the API shows them. */
export function searchAppearanceOf(row: SeoColumns): SearchAppearance {
  return {
    title: { en: row.seoTitleEn, ar: row.seoTitleAr },
    description: { en: row.seoDescriptionEn, ar: row.seoDescriptionAr },
  };
}

/** A products row as the API shows it (spec section 3): SAR prices, bilingual texts as `{ en, ar }`. */
export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: { en: row.nameEn, ar: row.nameAr },
    slugs: { en: row.slugEn, ar: row.slugAr },
    brand: row.brand,
    gtin: row.gtin,
    sku: row.sku,
    seo: searchAppearanceOf(row),
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
    rating: ratingOf(row.reviewCount, row.reviewStarsTotal),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FragranceNotes, ProductImage } from '@store/shared/schemas/catalog';
import { timestampColumns } from '../../db/columns.ts';

/**
 * The search folding of `foldForSearch` in packages/shared/src/locales.ts, in SQL: lower case,
 * Arabic diacritics and tatweel removed, alef forms unified, alef maqsura to ya, ta marbuta to ha,
 * runs of white space collapsed.
 * Both must change together; a test compares them.
 */
export function foldForSearchSql(expression: string) {
  const stripped = `regexp_replace(lower(${expression}), '[\\u064B-\\u0652\\u0670\\u0640]', '', 'g')`;
  return `btrim(regexp_replace(translate(${stripped}, 'أإآىة', 'ااايه'), '\\s+', ' ', 'g'))`;
}

/**
 * Names sort case-insensitively by code point, the same on every server whatever its locale
 * (in Arabic, code point order is alphabetical order).
 */
export function nameSortKey(column: AnyPgColumn): SQL {
  return sql`lower(${column}) collate "C"`;
}

/**
 * What a search engine shows for the page, per language; empty: made from the name and the
 * description.
 */
function seoColumns() {
  return {
    seoTitleEn: text('seo_title_en').notNull().default(''),
    seoTitleAr: text('seo_title_ar').notNull().default(''),
    seoDescriptionEn: text('seo_description_en').notNull().default(''),
    seoDescriptionAr: text('seo_description_ar').notNull().default(''),
  };
}

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The English address (`/en/category/{slug}`); the spec's `slug`. */
    slug: text('slug').notNull().default(''),
    /** The Arabic address; filled from the Arabic name when left empty (store_fill_slugs). */
    slugAr: text('slug_ar').notNull().default(''),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...seoColumns(),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    uniqueIndex('categories_slug_ar_unique').on(t.slugAr),
    index('categories_sort_idx').on(t.sortOrder),
    index('categories_search_en_trgm').using('gin', sql`lower(${t.nameEn}) gin_trgm_ops`),
    index('categories_search_ar_trgm').using('gin', sql`${t.nameAr} gin_trgm_ops`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /**
     * The product's address in each language (`/en/product/{slug}`). Filled from the name by the
     * database when left empty on a write (store_fill_slugs in migration 0011); a replaced slug is
     * kept in slug_history so its old address answers 301.
     */
    slugEn: text('slug_en').notNull().default(''),
    slugAr: text('slug_ar').notNull().default(''),
    /** The maker's brand, for feeds and structured data; empty when not given. */
    brand: text('brand').notNull().default(''),
    /** GTIN-8/12/13/14 (barcode), when the product has one. */
    gtin: text('gtin'),
    /** The merchant's stock-keeping unit, unique when given. */
    sku: text('sku'),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    longDescriptionEn: text('long_description_en').notNull().default(''),
    longDescriptionAr: text('long_description_ar').notNull().default(''),
    concentrationEn: text('concentration_en').notNull().default(''),
    concentrationAr: text('concentration_ar').notNull().default(''),
    notes: jsonb('notes').$type<FragranceNotes>().notNull(),
    priceHalalas: integer('price_halalas').notNull(),
    size: text('size').notNull().default(''),
    /** Scent family: floral, oriental, fresh, woody, citrus, spicy, aquatic, gourmand. */
    family: text('family').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    stock: integer('stock').notNull().default(0),
    /** Offered as a free sample at checkout (decision 036), from its own stock of sample vials. */
    sampleable: boolean('sampleable').notNull().default(false),
    sampleStock: integer('sample_stock').notNull().default(0),
    /** Shipping weight of one unit, bottle and box; null: the shipping settings' default weight. */
    weightGrams: integer('weight_grams'),
    /** Set by an administrator to override what stock implies (spec: "unless given"). */
    inStockOverride: boolean('in_stock_override'),
    inStock: boolean('in_stock').generatedAlwaysAs(sql`coalesce(in_stock_override, stock > 0)`),
    /** Unpublished products stay in the admin only. */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Its approved verified reviews, counted and their stars summed by the reviews module
     * whenever a moderation changes them (setProductReviewTotals), so listings need no join.
     */
    reviewCount: integer('review_count').notNull().default(0),
    reviewStarsTotal: integer('review_stars_total').notNull().default(0),
    ...seoColumns(),
    /** The folded names alone, so a search ranks a match in the name first (decision 041). */
    nameSearchEn: text('name_search_en').generatedAlwaysAs(sql.raw(foldForSearchSql('name_en'))),
    nameSearchAr: text('name_search_ar').generatedAlwaysAs(sql.raw(foldForSearchSql('name_ar'))),
    searchEn: text('search_en').generatedAlwaysAs(
      sql.raw(foldForSearchSql(`name_en || ' ' || description_en`)),
    ),
    searchAr: text('search_ar').generatedAlwaysAs(
      sql.raw(foldForSearchSql(`name_ar || ' ' || description_ar`)),
    ),
    ...timestampColumns(),
  },
  (t) => [
    check('products_price_non_negative', sql`${t.priceHalalas} >= 0`),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_sample_stock_non_negative', sql`${t.sampleStock} >= 0`),
    check('products_weight_positive', sql`${t.weightGrams} > 0`),
    check(
      'products_review_totals',
      sql`${t.reviewCount} >= 0 and ${t.reviewStarsTotal} between ${t.reviewCount} and 5 * ${t.reviewCount}`,
    ),
    check(
      'products_family_known',
      sql`${t.family} in ('floral','oriental','fresh','woody','citrus','spicy','aquatic','gourmand')`,
    ),
    uniqueIndex('products_slug_en_unique').on(t.slugEn),
    uniqueIndex('products_slug_ar_unique').on(t.slugAr),
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_updated_idx').on(t.updatedAt),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_price_idx').on(t.priceHalalas, t.id),
    index('products_name_en_idx').on(nameSortKey(t.nameEn), t.id),
    index('products_name_ar_idx').on(nameSortKey(t.nameAr), t.id),
    // A family's or a category's page, in each sort order, is a walk of one index that stops
    // after the page (decision 040), not a sort of every product of the family.
    index('products_family_created_idx').on(t.family, t.createdAt, t.id),
    index('products_family_price_idx').on(t.family, t.priceHalalas, t.id),
    index('products_family_name_en_idx').on(t.family, nameSortKey(t.nameEn), t.id),
    index('products_family_name_ar_idx').on(t.family, nameSortKey(t.nameAr), t.id),
    index('products_category_created_idx').on(t.categoryId, t.createdAt, t.id),
    index('products_category_price_idx').on(t.categoryId, t.priceHalalas, t.id),
    index('products_category_name_en_idx').on(t.categoryId, nameSortKey(t.nameEn), t.id),
    index('products_category_name_ar_idx').on(t.categoryId, nameSortKey(t.nameAr), t.id),
    // A listing's bounded count (decision 040) of a category or a family, in stock or not, reads
    // only these: 0.2 ms for 1,001 matches at 100,000 products, where the rows took 10 ms.
    index('products_category_stock_idx')
      .on(t.categoryId, t.inStock)
      .where(sql`${t.isActive}`),
    index('products_family_stock_idx')
      .on(t.family, t.inStock)
      .where(sql`${t.isActive}`),
    // A price range's: 1,001 matches at 100,000 products counted in 0.9 ms on the embedded
    // database, where a sequential scan of the rows took 5 to 18.
    index('products_price_stock_idx')
      .on(t.priceHalalas, t.inStock)
      .where(sql`${t.isActive}`),
    index('products_featured_idx').on(t.featured, t.createdAt),
    index('products_in_stock_idx').on(t.inStock, t.createdAt),
    index('products_search_en_trgm').using('gin', sql`${t.searchEn} gin_trgm_ops`),
    index('products_search_ar_trgm').using('gin', sql`${t.searchAr} gin_trgm_ops`),
    index('products_name_search_en_trgm').using('gin', sql`${t.nameSearchEn} gin_trgm_ops`),
    index('products_name_search_ar_trgm').using('gin', sql`${t.nameSearchAr} gin_trgm_ops`),
  ],
);

/**
 * Slugs a product or category no longer has, and whose they were: their old addresses answer 301
 * to the current one. Written by the database when a slug changes (store_keep_old_slug).
 */
export const slugHistory = pgTable(
  'slug_history',
  {
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    entityId: uuid('entity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.language, t.slug] }),
    check('slug_history_kind_known', sql`${t.kind} in ('product','category')`),
    check('slug_history_language_known', sql`${t.language} in ('en','ar')`),
  ],
);

/**
 * The one row (`id` is always 1) counting the times a product's `in_stock` flipped: sold out, back
 * in stock, its override set or lifted. Counted by the database (trigger store_count_availability,
 * migration 0025), whatever wrote the row. The listings' search sets and totals outlive a sale
 * unless this moved (decision 055).
 */
export const catalogAvailability = pgTable(
  'catalog_availability',
  {
    id: integer('id').primaryKey().default(1),
    changes: integer('changes').notNull().default(0),
  },
  (t) => [check('catalog_availability_one_row', sql`${t.id} = 1`)],
);

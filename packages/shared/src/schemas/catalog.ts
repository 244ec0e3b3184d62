import { z } from 'zod';
import { SCENT_FAMILIES } from '../constants.ts';
import {
  idSchema,
  isoDateSchema,
  languageSchema,
  limitQuerySchema,
  localizedListSchema,
  localizedTextSchema,
  pageQuerySchema,
  queryBooleanSchema,
} from './common.ts';
import { productRatingSchema } from './reviews.ts';

export const scentFamilySchema = z.enum(SCENT_FAMILIES);

export const productImageSchema = z.object({
  url: z.string(),
  /** Set when the image comes from the media library, so it can be resized and tracked. */
  mediaId: z.string().optional(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const fragranceNotesSchema = z.object({
  top: localizedListSchema,
  middle: localizedListSchema,
  base: localizedListSchema,
});
export type FragranceNotes = z.infer<typeof fragranceNotesSchema>;

/** What a search engine shows for a page, per language; empty: made from the name and description. */
export const searchAppearanceSchema = z.object({
  title: localizedTextSchema,
  description: localizedTextSchema,
});
export type SearchAppearance = z.infer<typeof searchAppearanceSchema>;

/** A product as the API returns it (spec section 3). `price` is in SAR. */
export const productSchema = z.object({
  _id: z.string(),
  name: localizedTextSchema,
  /** Its address in each language: `/en/product/{slugs.en}`, `/ar/product/{slugs.ar}`. */
  slugs: localizedTextSchema,
  /** The maker's brand; empty when not given. */
  brand: z.string(),
  /** GTIN-8/12/13/14, when the product has a barcode. */
  gtin: z.string().nullable(),
  sku: z.string().nullable(),
  seo: searchAppearanceSchema,
  description: localizedTextSchema,
  longDescription: localizedTextSchema,
  concentration: localizedTextSchema,
  notes: fragranceNotesSchema,
  price: z.number(),
  size: z.string(),
  /** The scent family (one of the eight of the listing). */
  category: scentFamilySchema,
  /** The merchandising category (category page), when the product belongs to one. */
  categoryId: z.string().nullable(),
  images: z.array(productImageSchema),
  featured: z.boolean(),
  inStock: z.boolean(),
  stock: z.number().int(),
  /** Its approved verified reviews (issue 21 point 5); null until one is approved. */
  rating: productRatingSchema.nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Product = z.infer<typeof productSchema>;

/** `relevance` orders a search's matches best first (decision 041); without a search, newest first. */
export const PRODUCT_SORT_FIELDS = ['createdAt', 'price', 'name', 'relevance'] as const;
export const productSortFieldSchema = z.enum(PRODUCT_SORT_FIELDS, {
  error: `sortBy must be one of ${PRODUCT_SORT_FIELDS.join(', ')}`,
});
export const sortOrderSchema = z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' });

const priceQuerySchema = (name: string) =>
  z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, { error: `${name} must be an amount in SAR, e.g. 150 or 99.50` })
    .transform(Number);

/** Query of the product listing (GET /api/products and /api/categories/{id}/products). */
export const productListQuerySchema = z
  .object({
    /** A scent family, a category id or a category slug. */
    category: z.string().trim().max(100).optional(),
    search: z.string().trim().max(200).optional(),
    /** Limits the search to one language; both are searched when absent. */
    lang: languageSchema.optional(),
    minPrice: priceQuerySchema('minPrice').optional(),
    maxPrice: priceQuerySchema('maxPrice').optional(),
    inStock: queryBooleanSchema.optional(),
    featured: queryBooleanSchema.optional(),
    /** Defaults to relevance with a search, else createdAt. */
    sortBy: productSortFieldSchema.optional(),
    /** Defaults to descending for createdAt and ascending otherwise (spec's sort mapping). */
    sortOrder: sortOrderSchema.optional(),
    page: pageQuerySchema,
    limit: limitQuerySchema,
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const productIdParamsSchema = z.object({ id: z.string() });

export const categoryStatsSchema = z.object({
  categoryStats: z.array(
    z.object({
      category: scentFamilySchema,
      count: z.number().int(),
      inStock: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type CategoryStats = z.infer<typeof categoryStatsSchema>;

/** A merchandising category (spec section 3). */
export const categorySchema = z.object({
  _id: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  /** The spec's slug: the English address (`/en/category/{slug}`), the same as `slugs.en`. */
  slug: z.string(),
  slugs: localizedTextSchema,
  seo: searchAppearanceSchema,
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  image: z.string().nullable(),
  productCount: z.number().int(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListQuerySchema = z.object({
  isActive: queryBooleanSchema.optional(),
  search: z.string().trim().max(200).optional(),
  page: pageQuerySchema,
  limit: limitQuerySchema,
});

export const categorySearchQuerySchema = z.object({
  q: z.string().trim().min(1, { error: 'q is required' }).max(200),
  lang: languageSchema.optional(),
  limit: limitQuerySchema,
});

export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export const categoryOneSchema = z.object({ category: categorySchema });

export const categoryStatsListSchema = z.object({
  categoryStats: z.array(
    z.object({
      _id: z.string(),
      name: localizedTextSchema,
      slug: z.string(),
      isActive: z.boolean(),
      productCount: z.number().int(),
      inStockCount: z.number().int(),
    }),
  ),
  totals: z.object({
    categories: z.number().int(),
    active: z.number().int(),
    inactive: z.number().int(),
  }),
});

export { idSchema };

/** GET /api/public/samples: a product offered as a free sample at checkout (decision 036). */
export const sampleOfferSchema = z.object({
  productId: z.string(),
  name: localizedTextSchema,
  image: z.string().nullable(),
});
export type SampleOfferView = z.infer<typeof sampleOfferSchema>;

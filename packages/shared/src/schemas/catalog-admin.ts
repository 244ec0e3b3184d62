import { z } from 'zod';
import { LOW_STOCK_THRESHOLD, SCENT_FAMILIES } from '../constants.ts';
import { isValidGtin } from '../gtin.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slug.ts';
import { categorySchema, productSchema, scentFamilySchema, sortOrderSchema } from './catalog.ts';
import {
  idSchema,
  isoDateSchema,
  languageSchema,
  limitQuerySchema,
  localizedTextSchema,
  pageQuerySchema,
  queryBooleanSchema,
} from './common.ts';

/**
 * The admin side of the catalogue (issue 6 points 3-4): product and category writes, stock,
 * inventory report. Request schemas are built from a set of messages, so the server answers in
 * English and the admin forms validate with the very same rules in the page's language.
 */

export const PRODUCT_LIMITS = {
  name: 200,
  description: 2_000,
  longDescription: 10_000,
  concentration: 100,
  size: 50,
  note: 60,
  notesPerLayer: 20,
  images: 12,
  /** In SAR. */
  maxPrice: 1_000_000,
  maxStock: 1_000_000,
  /** In grams: 1,000 kg. */
  maxWeightGrams: 1_000_000,
  brand: 70,
  sku: 64,
} as const;

/** What a search engine shows; Google cuts titles and descriptions at about `shown` characters. */
export const SEARCH_TEXT_LIMITS = {
  title: { max: 120, shown: 60 },
  description: { max: 320, shown: 155 },
} as const;

export const CATEGORY_LIMITS = { name: 100, description: 1_000, slug: SLUG_MAX_LENGTH } as const;

export interface CatalogMessages {
  required: string;
  tooLong: (max: number) => string;
  price: string;
  stock: string;
  weight: string;
  family: string;
  categoryId: string;
  imageUrl: string;
  tooManyImages: (max: number) => string;
  tooManyNotes: (max: number) => string;
  slug: string;
  /** A slug in either language (Arabic letters allowed). */
  localizedSlug: string;
  gtin: string;
}

export const catalogMessagesEn: CatalogMessages = {
  required: 'This field is required',
  tooLong: (max) => `Use at most ${max} characters`,
  price: 'Enter a price in SAR from 0 to 1,000,000 with at most two decimals',
  stock: 'Enter a whole number from 0 to 1,000,000',
  weight: 'Enter a whole number of grams from 1 to 1,000,000, or leave it empty',
  family: `Choose a scent family (${SCENT_FAMILIES.join(', ')})`,
  categoryId: 'Choose a category from the list',
  imageUrl: 'Enter an image address starting with https:// or /',
  tooManyImages: (max) => `Add at most ${max} images`,
  tooManyNotes: (max) => `Add at most ${max} notes per layer`,
  slug: 'Use only lower-case letters, digits and single hyphens, e.g. oud-blends',
  localizedSlug:
    'Use only lower-case letters (Latin or Arabic), digits and single hyphens, e.g. oud-royal or عود-ملكي',
  gtin: 'Enter the barcode number: 8, 12, 13 or 14 digits with a valid check digit',
};

function requiredText(m: CatalogMessages, max: number) {
  return z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .max(max, { error: m.tooLong(max) });
}

function optionalText(m: CatalogMessages, max: number) {
  return z
    .string({ error: m.tooLong(max) })
    .trim()
    .max(max, { error: m.tooLong(max) });
}

function notesLayer(m: CatalogMessages) {
  const list = z
    .array(requiredText(m, PRODUCT_LIMITS.note))
    .max(PRODUCT_LIMITS.notesPerLayer, { error: m.tooManyNotes(PRODUCT_LIMITS.notesPerLayer) });
  return z.object({ en: list, ar: list });
}

/** A slug as typed; empty: the database makes it from that language's name. */
function slugText(m: CatalogMessages, message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(SLUG_MAX_LENGTH, { error: m.tooLong(SLUG_MAX_LENGTH) })
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), { error: message });
}

/** Search-result title and description per language; empty: made from the name and description. */
function searchTextsInput(m: CatalogMessages) {
  const title = optionalText(m, SEARCH_TEXT_LIMITS.title.max);
  const description = optionalText(m, SEARCH_TEXT_LIMITS.description.max);
  return z.object({
    title: z.object({ en: title, ar: title }),
    description: z.object({ en: description, ar: description }),
  });
}

/** Absolute http(s) addresses or paths on this host (media library files). */
const imageUrlPattern = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;

export function productInputSchemaWith(m: CatalogMessages) {
  return z.object({
    name: z.object({
      en: requiredText(m, PRODUCT_LIMITS.name),
      ar: requiredText(m, PRODUCT_LIMITS.name),
    }),
    description: z.object({
      en: optionalText(m, PRODUCT_LIMITS.description),
      ar: optionalText(m, PRODUCT_LIMITS.description),
    }),
    longDescription: z.object({
      en: optionalText(m, PRODUCT_LIMITS.longDescription),
      ar: optionalText(m, PRODUCT_LIMITS.longDescription),
    }),
    concentration: z.object({
      en: optionalText(m, PRODUCT_LIMITS.concentration),
      ar: optionalText(m, PRODUCT_LIMITS.concentration),
    }),
    notes: z.object({ top: notesLayer(m), middle: notesLayer(m), base: notesLayer(m) }),
    /** In SAR; stored in halalas. */
    price: z
      .number({ error: m.price })
      .min(0, { error: m.price })
      .max(PRODUCT_LIMITS.maxPrice, { error: m.price })
      .refine((sar) => Math.abs(sar * 100 - Math.round(sar * 100)) < 1e-6, { error: m.price }),
    size: optionalText(m, PRODUCT_LIMITS.size),
    /** The scent family (named `category` as in the product entity). */
    category: z.enum(SCENT_FAMILIES, { error: m.family }),
    categoryId: z.uuid({ error: m.categoryId }).nullable(),
    images: z
      .array(
        z.object({
          url: z
            .string({ error: m.imageUrl })
            .trim()
            .max(2_000, { error: m.imageUrl })
            .regex(imageUrlPattern, { error: m.imageUrl }),
          mediaId: z.uuid({ error: m.imageUrl }).optional(),
        }),
      )
      .max(PRODUCT_LIMITS.images, { error: m.tooManyImages(PRODUCT_LIMITS.images) }),
    featured: z.boolean(),
    stock: z
      .number({ error: m.stock })
      .int({ error: m.stock })
      .min(0, { error: m.stock })
      .max(PRODUCT_LIMITS.maxStock, { error: m.stock }),
    /**
     * Shipping weight of one unit, bottle and box, in whole grams; null clears it (the shipping
     * options' default weight applies), absent keeps what is stored.
     */
    weightGrams: z
      .number({ error: m.weight })
      .int({ error: m.weight })
      .min(1, { error: m.weight })
      .max(PRODUCT_LIMITS.maxWeightGrams, { error: m.weight })
      .nullable()
      .optional(),
    /** Offered as a free sample at checkout (decision 036); absent keeps what is stored. */
    sampleable: z.boolean().optional(),
    /** Sample vials on hand, counted apart from the bottles; absent keeps what is stored. */
    sampleStock: z
      .number({ error: m.stock })
      .int({ error: m.stock })
      .min(0, { error: m.stock })
      .max(PRODUCT_LIMITS.maxStock, { error: m.stock })
      .optional(),
    /** Overrides what stock implies; null (or absent) lets stock decide. */
    inStock: z.boolean().nullable().optional(),
    /** Unpublished products stay in the admin only. */
    isActive: z.boolean().optional(),
    /**
     * Its address per language. Absent keeps the stored slugs (a new product gets them from its
     * names); empty: made again from that language's name. A replaced slug keeps answering (301).
     */
    slugs: z
      .object({ en: slugText(m, m.localizedSlug), ar: slugText(m, m.localizedSlug) })
      .optional(),
    /** Absent keeps what is stored, as for the fields below. */
    brand: optionalText(m, PRODUCT_LIMITS.brand).optional(),
    /** Empty clears it. */
    gtin: z
      .string({ error: m.gtin })
      .trim()
      .refine((gtin) => gtin === '' || isValidGtin(gtin), { error: m.gtin })
      .optional(),
    /** The store's own stock code, unique; empty clears it. */
    sku: optionalText(m, PRODUCT_LIMITS.sku).optional(),
    seo: searchTextsInput(m).optional(),
  });
}

/** Body of POST /api/products and PUT /api/products/{id} (the whole product). */
export const productInputSchema = productInputSchemaWith(catalogMessagesEn);
export type ProductInput = z.input<typeof productInputSchema>;

/** A product as the admin sees it: the storefront's shape plus what only the admin sets. */
export const adminProductSchema = productSchema.extend({
  isActive: z.boolean(),
  /** The administrator's availability override; null when stock decides. */
  inStockOverride: z.boolean().nullable(),
  /** Shipping weight of one unit in grams; null: the shipping options' default applies. */
  weightGrams: z.number().int().nullable(),
  sampleable: z.boolean(),
  sampleStock: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductOneSchema = z.object({ product: adminProductSchema });

export const stockUpdateSchema = z.object({
  stock: z
    .number({ error: catalogMessagesEn.stock })
    .int({ error: catalogMessagesEn.stock })
    .min(0, { error: catalogMessagesEn.stock })
    .max(PRODUCT_LIMITS.maxStock, { error: catalogMessagesEn.stock }),
  inStock: z.boolean().nullable().optional(),
});
export type StockUpdate = z.infer<typeof stockUpdateSchema>;

export const BULK_STOCK_MAX = 500;
/** Rows are checked one by one: a bad id or stock fails its row, not the batch. */
export const bulkStockUpdateSchema = z.object({
  updates: z
    .array(z.object({ id: z.string().max(100), stock: z.number() }))
    .min(1, { error: 'updates must list at least one product' })
    .max(BULK_STOCK_MAX, { error: `at most ${BULK_STOCK_MAX} updates at once` }),
});
export type BulkStockUpdate = z.infer<typeof bulkStockUpdateSchema>;

export const bulkStockResultSchema = z.object({
  updated: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      id: z.string(),
      success: z.boolean(),
      stock: z.number().optional(),
      inStock: z.boolean().optional(),
      error: z.string().optional(),
    }),
  ),
});
export type BulkStockResult = z.infer<typeof bulkStockResultSchema>;

export const STOCK_STATES = ['in', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const ADMIN_PRODUCT_SORT_FIELDS = ['createdAt', 'price', 'name', 'stock'] as const;
export type AdminProductSortField = (typeof ADMIN_PRODUCT_SORT_FIELDS)[number];

/** Query of GET /api/admin/products: every product, published or not. */
export const adminProductListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  family: scentFamilySchema.optional(),
  categoryId: idSchema.optional(),
  stock: z.enum(STOCK_STATES, { error: 'stock must be in, low or out' }).optional(),
  isActive: queryBooleanSchema.optional(),
  /** Sorts names in this language. */
  lang: languageSchema.optional(),
  sortBy: z
    .enum(ADMIN_PRODUCT_SORT_FIELDS, {
      error: `sortBy must be one of ${ADMIN_PRODUCT_SORT_FIELDS.join(', ')}`,
    })
    .default('createdAt'),
  sortOrder: sortOrderSchema.optional(),
  page: pageQuerySchema,
  limit: limitQuerySchema,
});
export type AdminProductListQueryInput = z.input<typeof adminProductListQuerySchema>;
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

export const inventoryReportQuerySchema = z.object({
  lowStockThreshold: z
    .string()
    .regex(/^\d{1,7}$/, { error: 'lowStockThreshold must be a whole number up to 1000000' })
    .transform(Number)
    .refine((n) => n <= 1_000_000, {
      error: 'lowStockThreshold must be a whole number up to 1000000',
    })
    .default(LOW_STOCK_THRESHOLD),
});

export const inventoryItemSchema = z.object({
  _id: z.string(),
  name: localizedTextSchema,
  category: scentFamilySchema,
  categoryId: z.string().nullable(),
  price: z.number(),
  stock: z.number().int(),
  inStock: z.boolean(),
  isActive: z.boolean(),
  image: z.string().nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

const inventoryTotalsSchema = z.object({
  products: z.number().int(),
  units: z.number().int(),
  /** Units times price, in SAR. */
  stockValue: z.number(),
  inStock: z.number().int(),
  lowStock: z.number().int(),
  outOfStock: z.number().int(),
});

/** GET /api/products/inventory/report: every product, published or not. */
export const inventoryReportSchema = z.object({
  lowStockThreshold: z.number().int(),
  generatedAt: isoDateSchema,
  totals: inventoryTotalsSchema,
  byFamily: z.array(inventoryTotalsSchema.extend({ family: scentFamilySchema })),
  /** 0 < stock ≤ threshold, fewest first. */
  lowStock: z.array(inventoryItemSchema),
  /** Stock 0. */
  outOfStock: z.array(inventoryItemSchema),
});
export type InventoryReport = z.infer<typeof inventoryReportSchema>;

export function categoryInputSchemaWith(m: CatalogMessages) {
  return z.object({
    name: z.object({
      en: requiredText(m, CATEGORY_LIMITS.name),
      ar: requiredText(m, CATEGORY_LIMITS.name),
    }),
    description: z.object({
      en: optionalText(m, CATEGORY_LIMITS.description),
      ar: optionalText(m, CATEGORY_LIMITS.description),
    }),
    /** Empty: generated from the English name. */
    slug: z
      .string({ error: m.slug })
      .trim()
      .toLowerCase()
      .max(CATEGORY_LIMITS.slug, { error: m.tooLong(CATEGORY_LIMITS.slug) })
      .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), { error: m.slug })
      .optional(),
    /** The Arabic address; absent keeps it, empty makes it from the Arabic name. */
    slugs: z.object({ ar: slugText(m, m.localizedSlug) }).optional(),
    seo: searchTextsInput(m).optional(),
    image: z
      .string({ error: m.imageUrl })
      .trim()
      .max(2_000, { error: m.imageUrl })
      .refine((url) => url === '' || imageUrlPattern.test(url), { error: m.imageUrl })
      .nullable()
      .optional(),
    isActive: z.boolean().optional(),
  });
}

/** Body of POST /api/categories and PUT /api/categories/{id}. */
export const categoryInputSchema = categoryInputSchemaWith(catalogMessagesEn);
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categoryReorderSchema = z.object({
  categoryOrders: z
    .array(
      z.object({
        id: z.string().max(100),
        sortOrder: z
          .number({ error: 'sortOrder must be a whole number' })
          .int({ error: 'sortOrder must be a whole number' })
          .min(0, { error: 'sortOrder must be 0 or more' })
          .max(1_000_000, { error: 'sortOrder must be at most 1000000' }),
      }),
    )
    .min(1, { error: 'categoryOrders must list at least one category' })
    .max(500, { error: 'at most 500 categories at once' }),
});
export type CategoryReorder = z.infer<typeof categoryReorderSchema>;

export const categoryOneResponseSchema = z.object({ category: categorySchema });
export const categoryListResponseSchema = z.object({ categories: z.array(categorySchema) });

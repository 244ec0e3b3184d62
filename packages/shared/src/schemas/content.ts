import { z } from 'zod';
import { TRANSLATION_SECTIONS } from '../constants.ts';
import { isoDateSchema, localizedTextSchema } from './common.ts';

export const slideshowImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  alt: localizedTextSchema,
});
export type SlideshowImage = z.infer<typeof slideshowImageSchema>;

export const heroContentSchema = z.object({
  showSection: z.boolean(),
  badge: localizedTextSchema,
  title: localizedTextSchema,
  subtitle: localizedTextSchema,
  cta: z.object({
    primary: z.object({ text: localizedTextSchema }),
    secondary: z.object({ text: localizedTextSchema }),
  }),
  images: z.object({ slideshow: z.array(slideshowImageSchema) }),
});
export type HeroContent = z.infer<typeof heroContentSchema>;

export const aboutContentSchema = z.object({
  title: localizedTextSchema,
  subtitle: localizedTextSchema,
  description: localizedTextSchema,
  legacy: localizedTextSchema,
  image: z.string().nullable(),
  values: z.array(
    z.object({ key: z.string(), title: localizedTextSchema, description: localizedTextSchema }),
  ),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;

export const featuredCollectionSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  image: z.string(),
  /** Where the collection card leads, e.g. "/products?category=floral". */
  link: z.string(),
});
export type FeaturedCollection = z.infer<typeof featuredCollectionSchema>;

export const featuredCollectionsContentSchema = z.object({
  title: localizedTextSchema,
  subtitle: localizedTextSchema,
  collections: z.array(featuredCollectionSchema),
});
export type FeaturedCollectionsContent = z.infer<typeof featuredCollectionsContentSchema>;

export const contactSectionContentSchema = z.object({
  title: localizedTextSchema,
  subtitle: localizedTextSchema,
});

export const seoContentSchema = z.object({
  title: localizedTextSchema,
  description: localizedTextSchema,
});

/** The home page's content (spec section 3, "Homepage content"). */
export const homepageContentSchema = z.object({
  maintenanceMode: z.boolean(),
  /** Empty texts mean the spec's default maintenance message. */
  maintenanceMessage: localizedTextSchema,
  showAboutSection: z.boolean(),
  showCategories: z.boolean(),
  showContact: z.boolean(),
  hero: heroContentSchema,
  about: aboutContentSchema,
  featuredCollections: featuredCollectionsContentSchema,
  contact: contactSectionContentSchema,
  seo: seoContentSchema,
});
export type HomepageContent = z.infer<typeof homepageContentSchema>;

/** What GET /api/homepage returns: the content plus who changed it last and when. */
export const homepageResponseSchema = homepageContentSchema.extend({
  lastUpdated: isoDateSchema,
  updatedBy: z.string().nullable(),
});
export type HomepageResponse = z.infer<typeof homepageResponseSchema>;

export const translationSectionSchema = z.enum(TRANSLATION_SECTIONS);

/** A translation value: a string, `{ text }` (spec: values may be wrapped), or a nested group. */
export type TranslationValue = string | { text: string } | { [key: string]: TranslationValue };
export const translationValueSchema: z.ZodType<TranslationValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.object({ text: z.string() }),
    z.record(z.string(), translationValueSchema),
  ]),
);
export const translationTreeSchema = z.record(z.string(), translationValueSchema);
export type TranslationTree = z.infer<typeof translationTreeSchema>;

/** One translation section's texts, per language. */
export const translationSectionContentSchema = z.object({
  en: translationTreeSchema,
  ar: translationTreeSchema,
});
export type TranslationSectionContent = z.infer<typeof translationSectionContentSchema>;

/** GET /api/content/translations: `{ en: { nav: {...}, hero: {...} }, ar: {...} }`, one language when asked. */
export const translationsResponseSchema = z.object({
  en: z.record(z.string(), translationTreeSchema).optional(),
  ar: z.record(z.string(), translationTreeSchema).optional(),
});
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;

export const contentSectionResponseSchema = z.object({
  section: translationSectionSchema,
  content: z.object({
    en: translationTreeSchema.optional(),
    ar: translationTreeSchema.optional(),
  }),
  version: z.number().int(),
  updatedAt: isoDateSchema,
});

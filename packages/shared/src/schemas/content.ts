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

// ---------------------------------------------------------------------------------------------
// Admin writes (issue 6 point 9). Stricter than the read shapes above, which must keep accepting
// whatever is stored. Built-in checks carry no message of their own so the admin screens can word
// them in the page's language; custom checks name their rule in `params.rule`.
// ---------------------------------------------------------------------------------------------

/** A text in both languages, each at most `max` characters; `required` texts may not be blank. */
export function localizedTextInput(max: number, required = false) {
  const one = required ? z.string().trim().min(1).max(max) : z.string().trim().max(max);
  return z.object({ en: one, ar: one });
}

/** An image or link address: a path on this site ("/images/...") or an http(s) address. */
export const siteAddressSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((value) => /^(\/(?!\/)|https?:\/\/)\S*$/.test(value), {
    message: 'must be a path starting with / or an http(s) address',
    params: { rule: 'address' },
  });

function uniqueIds<T extends { id: string }>(items: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'id'],
        message: 'is used twice',
        params: { rule: 'duplicate' },
      });
    }
    seen.add(item.id);
  });
}

export const MAX_SLIDESHOW_IMAGES = 12;
export const MAX_FEATURED_COLLECTIONS = 12;

export const slideshowImageInputSchema = z.object({
  id: z.string().trim().min(1).max(100),
  url: siteAddressSchema,
  alt: localizedTextInput(200),
});

export const heroContentInputSchema = z.object({
  showSection: z.boolean(),
  badge: localizedTextInput(120),
  title: localizedTextInput(160, true),
  subtitle: localizedTextInput(400),
  cta: z.object({
    primary: z.object({ text: localizedTextInput(60, true) }),
    secondary: z.object({ text: localizedTextInput(60, true) }),
  }),
  images: z.object({
    slideshow: z.array(slideshowImageInputSchema).max(MAX_SLIDESHOW_IMAGES).superRefine(uniqueIds),
  }),
});

/** POST /api/homepage/hero/images: a library image (mediaId) or any address. */
export const heroImageInputSchema = z.object({
  url: siteAddressSchema,
  mediaId: z.string().trim().min(1).max(100).optional(),
  alt: localizedTextInput(200).optional(),
});
export type HeroImageInput = z.infer<typeof heroImageInputSchema>;

export const aboutContentInputSchema = z.object({
  title: localizedTextInput(160, true),
  subtitle: localizedTextInput(200),
  description: localizedTextInput(2000),
  legacy: localizedTextInput(2000),
  image: siteAddressSchema.nullable(),
  values: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(50),
        title: localizedTextInput(80, true),
        description: localizedTextInput(400),
      }),
    )
    .max(6),
});

/** A featured collection as the admin writes it; the server gives new ones their id. */
export const featuredCollectionInputSchema = z.object({
  name: localizedTextInput(80, true),
  description: localizedTextInput(400),
  image: siteAddressSchema,
  link: siteAddressSchema,
});
export type FeaturedCollectionInput = z.infer<typeof featuredCollectionInputSchema>;

export const featuredCollectionsContentInputSchema = z.object({
  title: localizedTextInput(160, true),
  subtitle: localizedTextInput(300),
  collections: z
    .array(featuredCollectionInputSchema.extend({ id: z.string().trim().min(1).max(100) }))
    .max(MAX_FEATURED_COLLECTIONS)
    .superRefine(uniqueIds),
});

export const maintenanceInputSchema = z.object({
  maintenanceMode: z.boolean(),
  /** Blank texts show the spec's default notice. */
  maintenanceMessage: localizedTextInput(500),
});

export const displayFlagsInputSchema = z.object({
  showAboutSection: z.boolean(),
  showCategories: z.boolean(),
  showContact: z.boolean(),
});

export const contactSectionInputSchema = z.object({
  title: localizedTextInput(160, true),
  subtitle: localizedTextInput(300),
});

export const seoContentInputSchema = z.object({
  title: localizedTextInput(120, true),
  description: localizedTextInput(320),
});

/** PUT /api/homepage: the whole home page. */
export const homepageContentInputSchema = z.object({
  ...maintenanceInputSchema.shape,
  ...displayFlagsInputSchema.shape,
  hero: heroContentInputSchema,
  about: aboutContentInputSchema,
  featuredCollections: featuredCollectionsContentInputSchema,
  contact: contactSectionInputSchema,
  seo: seoContentInputSchema,
});

/** The sections PUT /api/homepage/section/{name} accepts, with the body each one takes. */
export const HOMEPAGE_SECTION_INPUTS = {
  hero: heroContentInputSchema,
  about: aboutContentInputSchema,
  featuredCollections: featuredCollectionsContentInputSchema,
  contact: contactSectionInputSchema,
  seo: seoContentInputSchema,
  maintenance: maintenanceInputSchema,
  display: displayFlagsInputSchema,
} as const;
export type EditableHomepageSection = keyof typeof HOMEPAGE_SECTION_INPUTS;

export const changeLogSchema = z.string().trim().min(1).max(500);

/** Longest translated text; a page title or a paragraph, never a document. */
export const MAX_TRANSLATION_TEXT = 2000;

function leafTexts(tree: TranslationTree, prefix: string[] = []): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') leaves.set([...prefix, key].join('.'), value);
    else if (isWrappedText(value)) leaves.set([...prefix, key].join('.'), value.text);
    else for (const [k, v] of leafTexts(value, [...prefix, key])) leaves.set(k, v);
  }
  return leaves;
}

export function isWrappedText(value: TranslationValue): value is { text: string } {
  return (
    typeof value === 'object' &&
    Object.keys(value).length === 1 &&
    typeof (value as { text?: unknown }).text === 'string'
  );
}

/**
 * The rules of a translation section (what save and validate check): both languages carry the same
 * keys, no text is blank, none is longer than MAX_TRANSLATION_TEXT. Every problem is reported, each
 * at its path (`en.title`, `ar.values.craftsmanship.title`).
 */
export function checkTranslationSection(content: TranslationSectionContent, ctx: z.RefinementCtx) {
  const en = leafTexts(content.en);
  const ar = leafTexts(content.ar);
  const report = (path: string, rule: string, message: string, other?: string) =>
    ctx.addIssue({
      code: 'custom',
      path: path.split('.'),
      message,
      params: other ? { rule, other } : { rule },
    });
  for (const [lang, own, other, otherName] of [
    ['en', en, ar, 'ar'],
    ['ar', ar, en, 'en'],
  ] as const) {
    for (const [key, text] of own) {
      if (text.trim() === '') report(`${lang}.${key}`, 'blank', 'may not be blank');
      else if (text.length > MAX_TRANSLATION_TEXT) {
        report(`${lang}.${key}`, 'tooLong', `is longer than ${MAX_TRANSLATION_TEXT} characters`);
      }
      if (!other.has(key)) {
        report(`${otherName}.${key}`, 'missing', `is missing (the ${lang} text has it)`, lang);
      }
    }
  }
}

export const translationSectionContentInputSchema =
  translationSectionContentSchema.superRefine(checkTranslationSection);

/** PUT /api/content/{section}. */
export const contentSectionUpdateSchema = z.object({
  content: translationSectionContentInputSchema,
  changeLog: changeLogSchema,
});

/** POST /api/content/{section}/validate: the same rules as a save; saves nothing. */
export const contentValidateRequestSchema = z.object({ content: z.unknown() });

export const validationProblemSchema = z.object({ field: z.string(), message: z.string() });
export const contentValidationResultSchema = z.object({
  valid: z.boolean(),
  errors: z.array(validationProblemSchema),
});
export type ContentValidationResult = z.infer<typeof contentValidationResultSchema>;

/** PUT /api/content/translations: several sections at once, each replaced whole; one version each. */
export const translationsUpdateSchema = z.object({
  contentUpdates: z
    .partialRecord(translationSectionSchema, translationSectionContentInputSchema)
    .refine((updates) => Object.keys(updates).length > 0, {
      message: 'must name at least one section',
      params: { rule: 'noSection' },
    }),
  changeLog: changeLogSchema,
});

/** History and rollback work on the translation sections and on the home page as a whole. */
export const VERSIONED_SECTIONS = [...TRANSLATION_SECTIONS, 'homepage'] as const;
export const versionedSectionSchema = z.enum(VERSIONED_SECTIONS);
export type VersionedSection = z.infer<typeof versionedSectionSchema>;

export const contentVersionSchema = z.object({
  versionId: z.string(),
  section: z.string(),
  version: z.number().int(),
  changeLog: z.string(),
  createdAt: isoDateSchema,
  createdBy: z.string().nullable(),
  /** The section as saved in this version. */
  content: z.unknown(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

export const contentRollbackSchema = z.object({
  versionId: z.uuid(),
  changeLog: z.string().trim().max(500).optional(),
});

/** What a save of a translation section answers: the section as stored now. */
export const contentSectionSavedSchema = z.object({
  section: translationSectionSchema,
  content: translationSectionContentSchema,
  version: z.number().int(),
  updatedAt: isoDateSchema,
});
export type ContentSectionSaved = z.infer<typeof contentSectionSavedSchema>;

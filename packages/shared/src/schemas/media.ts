import { z } from 'zod';
import { isoDateSchema, limitQuerySchema, pageQuerySchema } from './common.ts';

/**
 * The media library's contract (issue 6 point 8). Uploads go to `POST /api/admin/media` as
 * multipart/form-data, one or more parts named `files`; the list is `GET /api/admin/media`; an image
 * in use is refused by `DELETE /api/admin/media/{id}` with 409.
 */

/** Uploads larger than this are refused (413). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Images with more pixels than this are refused (413): decoding them would take too much memory. */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** At most this many files in one upload request. */
export const MEDIA_MAX_FILES = 20;
/** The widths each image is re-encoded to (WebP), never upscaled. */
export const MEDIA_VARIANT_WIDTHS = [400, 800, 1600] as const;
/** The formats accepted, judged by the file's content, not its name or declared type. */
export const MEDIA_ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
/** What a file input may offer to pick (the server still checks the content). */
export const MEDIA_ACCEPT_ATTRIBUTE = 'image/jpeg,image/png,image/webp,image/avif';

/** One web-friendly size of an image, as served. */
export const mediaVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['webp', 'avif', 'jpeg', 'png']),
  url: z.string(),
  bytes: z.number().int(),
});
export type MediaVariantView = z.infer<typeof mediaVariantSchema>;

/**
 * Where an image is used: a product, a category, the hero slideshow, a featured collection, the
 * about section, or the site's logo or favicon (`site`). `id` is the product's or category's id,
 * the slide's / collection's id, or 'logo' / 'favicon'.
 */
export const MEDIA_USAGE_KINDS = [
  'product',
  'category',
  'hero',
  'collection',
  'about',
  'site',
] as const;
export const mediaUsageSchema = z.object({
  kind: z.enum(MEDIA_USAGE_KINDS),
  id: z.string(),
  label: z.object({ en: z.string(), ar: z.string() }),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaItemSchema = z.object({
  id: z.string(),
  /** The default size to show (and to store in a product's `images[].url`). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mimeType: z.string(),
  bytes: z.number().int(),
  originalName: z.string(),
  alt: z.object({ en: z.string(), ar: z.string() }),
  variants: z.array(mediaVariantSchema),
  usedBy: z.array(mediaUsageSchema),
  createdAt: isoDateSchema,
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuerySchema,
  /** Matches the original file name. */
  search: z.string().trim().max(200).optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

/** A file of an upload that was refused, with why (status 413 or 415, or 400). */
export const mediaUploadRejectionSchema = z.object({
  fileName: z.string(),
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type MediaUploadRejection = z.infer<typeof mediaUploadRejectionSchema>;

/**
 * The answer of an upload where at least one file was accepted (201). When every file is refused
 * the answer is the error envelope of the first refusal, with one `errors` entry per file
 * (`field` is the file's name).
 */
export const mediaUploadResultSchema = z.object({
  items: z.array(mediaItemSchema),
  rejected: z.array(mediaUploadRejectionSchema),
});
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>;

export const mediaIdParamsSchema = z.object({ id: z.string() });

/** The longest alternative text, per language. */
export const MEDIA_ALT_MAX_LENGTH = 250;

const altTextSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(MEDIA_ALT_MAX_LENGTH, { error: `must be at most ${MEDIA_ALT_MAX_LENGTH} characters` });

/** `PATCH /api/admin/media/{id}`: the image's description for screen readers, in both languages. */
export const mediaUpdateSchema = z.object({
  alt: z.object({ en: altTextSchema, ar: altTextSchema }, { error: 'must be { en, ar }' }),
});
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

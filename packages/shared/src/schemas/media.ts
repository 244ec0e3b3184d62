import { z } from 'zod';
import { isoDateSchema, limitQuerySchema, pageQuerySchema } from './common.ts';

/**
 * The media library's contract (issue 6 point 8). Uploads go to `POST /api/admin/media` as
 * multipart/form-data, one or more parts named `files`; the list is `GET /api/admin/media`; an image
 * in use is refused by `DELETE /api/admin/media/{id}` with 409.
 */

/** One web-friendly size of an image, as served. */
export const mediaVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['webp', 'avif', 'jpeg', 'png']),
  url: z.string(),
  bytes: z.number().int(),
});
export type MediaVariantView = z.infer<typeof mediaVariantSchema>;

/** Where an image is used: a product, a category, the hero slideshow or a featured collection. */
export const mediaUsageSchema = z.object({
  kind: z.enum(['product', 'category', 'hero', 'collection']),
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

export const mediaUploadResultSchema = z.object({ items: z.array(mediaItemSchema) });

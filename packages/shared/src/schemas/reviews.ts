import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  languageSchema,
  limitQuerySchema,
  localizedTextSchema,
  pageQuerySchema,
  paginationSchema,
} from './common.ts';

/**
 * Verified reviews (issue 21 point 5): a buyer reviews what a delivered order brought them through
 * the one-time link of its email; the merchant approves, hides and answers them.
 */

import { REVIEW_LIMITS, REVIEW_SORTS } from '../review-limits.ts';

export { REVIEW_LIMITS, REVIEW_SORTS };

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const reviewSortSchema = z.enum(REVIEW_SORTS);
export type ReviewSort = z.infer<typeof reviewSortSchema>;

/** Why a review link or a review is refused; the review page words each in its language. */
export const REVIEW_REFUSALS = [
  'linkUnknown',
  'linkUsed',
  'linkExpired',
  'notBought',
  'duplicateProduct',
  'starsOutOfRange',
  'titleTooLong',
  'textEmpty',
  'textTooLong',
] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];

/** A product's approved reviews in figures (the product page's summary, the listing's cards). */
export const productRatingSchema = z.object({
  /** Rounded to one decimal. */
  average: z.number(),
  count: z.number().int(),
});
export type ProductRating = z.infer<typeof productRatingSchema>;

/** The rating a product's approved stars make, or null without any. */
export function ratingOf(count: number, starsTotal: number): ProductRating | null {
  if (count <= 0) return null;
  return { average: Math.round((starsTotal / count) * 10) / 10, count };
}

// --- The shopper's review page -----------------------------------------------------------------

/** A link's token: random base64url text (never stored as such: the server keeps its hash). */
export const reviewTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** What the review page shows of its link: who may review which products of which order. */
export const reviewInvitationSchema = z.object({
  orderNumber: z.string(),
  firstName: z.string(),
  /** The name the reviews will show: first name and the initial of the last. */
  authorName: z.string(),
  expiresAt: isoDateSchema,
  products: z.array(
    z.object({
      productId: z.string(),
      name: localizedTextSchema,
      image: z.string().nullable(),
    }),
  ),
});
export type ReviewInvitation = z.infer<typeof reviewInvitationSchema>;

/**
 * One product's review as the page sends it. Only the shape is checked here; the rules (stars
 * 1–5, lengths, a text) are the server's, which answers each in the page's language.
 */
export const reviewEntryInputSchema = z.object({
  productId: z.string().max(100),
  stars: z.number(),
  title: z.string().max(10_000),
  text: z.string().max(50_000),
});
export type ReviewEntryInput = z.infer<typeof reviewEntryInputSchema>;

export const reviewSubmissionSchema = z.object({
  /** The page's language: the refusals' and the reviews' own language. */
  language: languageSchema.optional(),
  reviews: z.array(reviewEntryInputSchema).min(1).max(50),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

export const reviewSubmittedSchema = z.object({ count: z.number().int() });

/** The rule an entry breaks, as its refusal key (null: it keeps them all). */
export function reviewEntryRefusal(
  entry: Pick<ReviewEntryInput, 'stars' | 'title' | 'text'>,
): ReviewRefusal | null {
  if (
    !Number.isInteger(entry.stars) ||
    entry.stars < REVIEW_LIMITS.minStars ||
    entry.stars > REVIEW_LIMITS.maxStars
  ) {
    return 'starsOutOfRange';
  }
  if ([...entry.title.trim()].length > REVIEW_LIMITS.titleMax) return 'titleTooLong';
  const text = entry.text.trim();
  if (!text) return 'textEmpty';
  if ([...text].length > REVIEW_LIMITS.textMax) return 'textTooLong';
  return null;
}

// --- The product page ---------------------------------------------------------------------------

export const productReviewsParamsSchema = z.object({ id: z.string().max(200) });

export const productReviewsQuerySchema = z.object({
  sort: reviewSortSchema.default('newest'),
  page: pageQuerySchema,
  limit: limitQuerySchema,
});
export type ProductReviewsQueryInput = z.input<typeof productReviewsQuerySchema>;

export const storeReplySchema = z.object({ text: z.string(), at: isoDateSchema });

/** An approved review as everyone reads it: the text as written, in the language it was written in. */
export const publicReviewSchema = z.object({
  id: z.string(),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  language: languageSchema,
  authorName: z.string(),
  createdAt: isoDateSchema,
  reply: storeReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewSummarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  /** Approved reviews by stars: index 0 is one star, index 4 five. */
  distribution: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const productReviewsSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(publicReviewSchema),
  pagination: paginationSchema,
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

// --- The admin's moderation ---------------------------------------------------------------------

export const adminReviewListQuerySchema = z.object({
  status: reviewStatusSchema.optional(),
  stars: z
    .enum(['1', '2', '3', '4', '5'], { error: 'stars must be 1 to 5' })
    .transform(Number)
    .optional(),
  page: pageQuerySchema,
  limit: limitQuerySchema,
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: localizedTextSchema,
  orderId: z.string(),
  orderNumber: z.string(),
  customerEmail: z.string(),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  language: languageSchema,
  authorName: z.string(),
  status: reviewStatusSchema,
  reply: storeReplySchema.nullable(),
  createdAt: isoDateSchema,
  moderatedAt: isoDateSchema.nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewIdParamsSchema = z.object({ id: idSchema });

/** The store's public answer; empty takes it away. */
export const reviewReplyInputSchema = z.object({
  reply: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.textMax, { error: `must be at most ${REVIEW_LIMITS.textMax} characters` }),
});

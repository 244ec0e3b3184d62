import { eq, sql } from 'drizzle-orm';
import type { Language } from '@store/shared/locales';
import {
  REVIEW_LIMITS,
  reviewEntryRefusal,
  type ReviewInvitation,
  type ReviewSubmission,
} from '@store/shared/schemas/reviews';
import type { Db } from '../../db/client.ts';
import { hashReviewToken, newReviewToken } from './review-links.ts';
import { reviewRefusal } from './review-refusals.ts';
import { type ReviewableProduct, reviewRequests, reviews } from './reviews.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Noura A.", "ريم ع.": the first name and the initial of the last, as every review shows its
 * author. An Arabic family name's article is not its initial (العتيبي → ع).
 */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim().replace(/^ال(?=\p{Script=Arabic})/u, '');
  const initial = [...last][0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}

export interface NewReviewRequest {
  orderId: string;
  orderNumber: string;
  firstName: string;
  lastName: string;
  customerEmail: string;
  products: ReviewableProduct[];
  /** When the link is made (just after the delivery): it works REVIEW_LIMITS.linkDays from then. */
  issuedAt: Date;
}

/**
 * The order's review link (one per order): a new random token, whose hash replaces any earlier
 * one of a link not yet used (a retried email sends a link that works, and the earlier stops).
 * Null when the order's link was already used: no second link is made.
 */
export async function issueReviewRequest(
  db: Db,
  request: NewReviewRequest,
): Promise<{ token: string; expiresAt: Date } | null> {
  const token = newReviewToken();
  const expiresAt = new Date(request.issuedAt.getTime() + REVIEW_LIMITS.linkDays * DAY_MS);
  const values = {
    orderId: request.orderId,
    tokenHash: hashReviewToken(token),
    orderNumber: request.orderNumber,
    firstName: request.firstName,
    customerEmail: request.customerEmail,
    products: request.products,
    authorName: reviewAuthorName(request.firstName, request.lastName),
    expiresAt,
    createdAt: request.issuedAt,
    updatedAt: request.issuedAt,
  };
  const saved = await db
    .insert(reviewRequests)
    .values(values)
    .onConflictDoUpdate({
      target: reviewRequests.orderId,
      set: { tokenHash: values.tokenHash, expiresAt, updatedAt: request.issuedAt },
      setWhere: sql`${reviewRequests.usedAt} is null`,
    })
    .returning({ id: reviewRequests.id });
  return saved.length > 0 ? { token, expiresAt } : null;
}

type RequestRow = typeof reviewRequests.$inferSelect;

/** The link's request, or the refusal the shopper reads: unknown, used or expired. */
async function openRequest(
  db: Db,
  token: string,
  { language, now, lock = false }: { language: Language; now: Date; lock?: boolean },
): Promise<RequestRow> {
  const query = db
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.tokenHash, hashReviewToken(token)));
  const [request] = lock ? await query.for('update') : await query;
  if (!request) throw reviewRefusal('linkUnknown', language);
  if (request.usedAt) throw reviewRefusal('linkUsed', language);
  if (request.expiresAt.getTime() <= now.getTime()) throw reviewRefusal('linkExpired', language);
  return request;
}

/** What the review page shows of a working link. */
export async function findReviewInvitation(
  db: Db,
  token: string,
  options: { language: Language; now: Date },
): Promise<ReviewInvitation> {
  const request = await openRequest(db, token, options);
  return {
    orderNumber: request.orderNumber,
    firstName: request.firstName,
    authorName: request.authorName,
    expiresAt: request.expiresAt.toISOString(),
    products: request.products.map((product) => ({
      productId: product.productId,
      name: { en: product.nameEn, ar: product.nameAr },
      image: product.image,
    })),
  };
}

/**
 * The buyer's reviews of what the order brought, all or none: each product of the link at most
 * once, each entry within the rules; saved as written (trimmed), pending the store's approval,
 * and the link closed in the same transaction. The first refusal is answered in `language`.
 */
export async function submitReviews(
  db: Db,
  token: string,
  submission: ReviewSubmission,
  options: { language: Language; now: Date },
): Promise<{ count: number }> {
  const { language } = options;
  return db.transaction(async (tx) => {
    const request = await openRequest(tx, token, { ...options, lock: true });
    const bought = new Map(request.products.map((product) => [product.productId, product]));
    const seen = new Set<string>();
    for (const entry of submission.reviews) {
      const product = bought.get(entry.productId);
      if (!product) throw reviewRefusal('notBought', language);
      const name = language === 'ar' ? product.nameAr : product.nameEn;
      if (seen.has(entry.productId)) throw reviewRefusal('duplicateProduct', language, { name });
      seen.add(entry.productId);
      const broken = reviewEntryRefusal(entry);
      if (broken) throw reviewRefusal(broken, language, { name });
    }
    const insert = tx.insert(reviews).values(
      submission.reviews.map((entry) => {
        const product = bought.get(entry.productId)!;
        return {
          requestId: request.id,
          orderId: request.orderId,
          productId: entry.productId,
          productNameEn: product.nameEn,
          productNameAr: product.nameAr,
          stars: entry.stars,
          title: entry.title.trim(),
          body: entry.text.trim(),
          language,
          authorName: request.authorName,
          createdAt: options.now,
          updatedAt: options.now,
        };
      }),
    );
    // A product deleted since the link was made can no longer be reviewed.
    await insert.catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? reviewRefusal('notBought', language) : error;
    });
    await tx
      .update(reviewRequests)
      .set({ usedAt: options.now, updatedAt: options.now })
      .where(eq(reviewRequests.id, request.id));
    return { count: submission.reviews.length };
  });
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let at: unknown = error; at; at = (at as { cause?: unknown }).cause) {
    if ((at as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

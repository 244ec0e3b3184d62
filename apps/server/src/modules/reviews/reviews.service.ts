import { and, asc, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { paginationOf, type Pagination } from '@store/shared/schemas/common';
import type {
  AdminReview,
  ProductReviews,
  PublicReview,
  ReviewSort,
  ReviewStatus,
} from '@store/shared/schemas/reviews';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { reviewRequests, reviews } from './reviews.table.ts';

type ReviewRow = typeof reviews.$inferSelect;

function replyOf(row: ReviewRow) {
  return row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null;
}

function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    stars: row.stars,
    title: row.title,
    text: row.body,
    language: row.language,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    reply: replyOf(row),
  };
}

const SORTS: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.stars), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.stars), desc(reviews.createdAt), desc(reviews.id)],
};

/**
 * A product's approved reviews, a page at a time in the order asked, with their summary: count,
 * average and how many gave each number of stars.
 */
export async function listProductReviews(
  db: Db,
  productId: string,
  query: { sort: ReviewSort; page: number; limit: number },
): Promise<ProductReviews> {
  const approved = and(eq(reviews.productId, productId), eq(reviews.status, 'approved'));
  const [byStars, rows] = await Promise.all([
    db
      .select({ stars: reviews.stars, n: count() })
      .from(reviews)
      .where(approved)
      .groupBy(reviews.stars),
    db
      .select()
      .from(reviews)
      .where(approved)
      .orderBy(...SORTS[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const distribution = [1, 2, 3, 4, 5].map(
    (stars) => byStars.find((group) => group.stars === stars)?.n ?? 0,
  );
  const total = distribution.reduce((a, b) => a + b, 0);
  const starsTotal = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  return {
    summary: {
      count: total,
      average: total > 0 ? Math.round((starsTotal / total) * 10) / 10 : null,
      distribution,
    },
    reviews: rows.map(toPublicReview),
    pagination: paginationOf(query.page, query.limit, total),
  };
}

function toAdminReview(row: ReviewRow & { orderNumber: string; customerEmail: string }) {
  return {
    id: row.id,
    productId: row.productId,
    productName: { en: row.productNameEn, ar: row.productNameAr },
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    customerEmail: row.customerEmail,
    stars: row.stars,
    title: row.title,
    text: row.body,
    language: row.language,
    authorName: row.authorName,
    status: row.status,
    reply: replyOf(row),
    createdAt: row.createdAt.toISOString(),
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
  } satisfies AdminReview;
}

const adminColumns = {
  review: reviews,
  orderNumber: reviewRequests.orderNumber,
  customerEmail: reviewRequests.customerEmail,
};

/** The moderation queue: pending reviews first, then the newest; by status and stars. */
export async function listAdminReviews(
  db: Db,
  query: { status?: ReviewStatus; stars?: number; page: number; limit: number },
): Promise<{ items: AdminReview[]; pagination: Pagination }> {
  const where = and(
    query.status ? eq(reviews.status, query.status) : undefined,
    query.stars ? eq(reviews.stars, query.stars) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(adminColumns)
      .from(reviews)
      .innerJoin(reviewRequests, eq(reviewRequests.id, reviews.requestId))
      .where(where)
      .orderBy(
        sql`case when ${reviews.status} = 'pending' then 0 else 1 end`,
        desc(reviews.createdAt),
        desc(reviews.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return {
    items: rows.map((row) => toAdminReview({ ...row.review, ...row })),
    pagination: paginationOf(query.page, query.limit, totalRow?.total ?? 0),
  };
}

export async function findAdminReview(db: Db, id: string): Promise<AdminReview> {
  const [row] = await db
    .select(adminColumns)
    .from(reviews)
    .innerJoin(reviewRequests, eq(reviewRequests.id, reviews.requestId))
    .where(eq(reviews.id, id));
  if (!row) throw notFound('Review not found');
  return toAdminReview({ ...row.review, ...row });
}

/** What a moderation changed, for the audit log and the product's figures. */
export interface ModeratedReview {
  before: { status: ReviewStatus; reply: string };
  after: { status: ReviewStatus; reply: string };
  productId: string;
  /** The product's approved reviews after the change. */
  totals: { productId: string; count: number; starsTotal: number };
}

async function lockReview(tx: Db, id: string): Promise<ReviewRow> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  if (!row) throw notFound('Review not found');
  return row;
}

async function approvedTotals(tx: Db, productId: string) {
  const [row] = await tx
    .select({ n: count(), stars: sum(reviews.stars) })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')));
  return { productId, count: row?.n ?? 0, starsTotal: Number(row?.stars ?? 0) };
}

/**
 * Approves (shows) or hides a review, in the caller's transaction; with the product's approved
 * figures after it, which the caller hands to the catalogue.
 */
export async function setReviewStatus(
  tx: Db,
  id: string,
  status: Exclude<ReviewStatus, 'pending'>,
  by: { adminId: string | null; at: Date },
): Promise<ModeratedReview> {
  const row = await lockReview(tx, id);
  await tx
    .update(reviews)
    .set({ status, moderatedAt: by.at, moderatedBy: by.adminId, updatedAt: by.at })
    .where(eq(reviews.id, id));
  return {
    before: { status: row.status, reply: row.reply },
    after: { status, reply: row.reply },
    productId: row.productId,
    totals: await approvedTotals(tx, row.productId),
  };
}

/** The store's public answer under a review (empty removes it), in the caller's transaction. */
export async function replyToReview(
  tx: Db,
  id: string,
  reply: string,
  by: { adminId: string | null; at: Date },
): Promise<ModeratedReview> {
  const row = await lockReview(tx, id);
  await tx
    .update(reviews)
    .set({
      reply,
      repliedAt: reply ? by.at : null,
      moderatedBy: by.adminId,
      updatedAt: by.at,
    })
    .where(eq(reviews.id, id));
  return {
    before: { status: row.status, reply: row.reply },
    after: { status: row.status, reply },
    productId: row.productId,
    totals: await approvedTotals(tx, row.productId),
  };
}

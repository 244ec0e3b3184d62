import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES } from '@store/shared/schemas/reviews';
import { belongsTo, timestampColumns } from '../../db/columns.ts';
import { products } from '../catalog/catalog.table.ts';
import { orders } from '../orders/orders.table.ts';

/** A product of the order the link may review, as bought (the order's line, copied). */
export interface ReviewableProduct {
  productId: string;
  nameEn: string;
  nameAr: string;
  image: string | null;
}

/**
 * The one-time review link of a delivered order (docs/decisions/030-verified-reviews.md): one per
 * order, for each distinct product it brought. Only the token's SHA-256 is kept; the token itself
 * is in the shopper's email alone. `used_at` closes it; `expires_at` is 60 days after delivery.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: belongsTo('order_id', () => orders.id),
    tokenHash: text('token_hash').notNull(),
    // The order as the link was made, copied so the review page and the queue read alone.
    orderNumber: text('order_number').notNull(),
    firstName: text('first_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    products: jsonb('products').$type<ReviewableProduct[]>().notNull(),
    /** Shown with each review: the buyer's first name and the initial of the last ("Noura A."). */
    authorName: text('author_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('review_requests_order_unique').on(t.orderId),
    uniqueIndex('review_requests_token_unique').on(t.tokenHash),
  ],
);

/** A buyer's review of one product, as written, and what the store did with it. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: belongsTo('request_id', () => reviewRequests.id),
    orderId: belongsTo('order_id', () => orders.id),
    productId: belongsTo('product_id', () => products.id),
    // The product's names when bought, so the admin's queue reads alone.
    productNameEn: text('product_name_en').notNull(),
    productNameAr: text('product_name_ar').notNull(),
    stars: smallint('stars').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    /** The language of the page it was written on: each review is shown with its own `lang`/`dir`. */
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    authorName: text('author_name').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by'),
    ...timestampColumns(),
  },
  (t) => [
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
    uniqueIndex('reviews_request_product_unique').on(t.requestId, t.productId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DISCOUNT_KINDS } from '@store/shared/discounts';
import { OFFER_KINDS, type OfferRule } from '@store/shared/offers';
import { PROMOTION_SCOPES } from '@store/shared/schemas/promotions';
import { createdAtColumn, timestampColumns } from '../../db/columns.ts';
import { orders } from '../orders/orders.table.ts';

/**
 * A discount code (issue 21). The code is kept in its one form (normalizeDiscountCode), so lookups
 * are exact. `times_used` counts the uses not given back; an order takes one by a conditional
 * update in its own transaction, so the last use goes to exactly one buyer (decision 031).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    /** Percent codes: basis points, 1 % = 100, up to 10,000. */
    percentBasisPoints: integer('percent_basis_points'),
    /** Fixed codes: halalas off. */
    amountHalalas: integer('amount_halalas'),
    minOrderHalalas: integer('min_order_halalas').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    scope: text('scope', { enum: PROMOTION_SCOPES }).notNull().default('all'),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    families: jsonb('families').$type<string[]>().notNull().default([]),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** May add to the automatic offers (stored now; the offers come later). */
    combinable: boolean('combinable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('promotions_code_unique').on(t.code),
    index('promotions_created_idx').on(t.createdAt),
    check(
      'promotions_rule_valid',
      sql`(${t.kind} <> 'percent' or ${t.percentBasisPoints} between 1 and 10000)
        and (${t.kind} <> 'fixed' or ${t.amountHalalas} > 0)`,
    ),
    check('promotions_min_order_non_negative', sql`${t.minOrderHalalas} >= 0`),
    check(
      'promotions_dates_in_order',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
    check(
      'promotions_usage_within_limit',
      sql`${t.timesUsed} >= 0 and (${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit})`,
    ),
  ],
);

/** One order's use of a code; `released_at` once given back (an unpaid order cancelled). */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order as it was placed, for the usage report without reading the orders. */
    orderNumber: text('order_number').notNull(),
    orderTotalHalalas: integer('order_total_halalas').notNull(),
    /** The customer as the per-customer limit counts them: email lower-cased, phone in E.164. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    discountHalalas: integer('discount_halalas').notNull(),
    shippingDiscountHalalas: integer('shipping_discount_halalas').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('promotion_redemptions_order_unique').on(t.orderId),
    index('promotion_redemptions_promotion_idx').on(t.promotionId, t.createdAt),
    index('promotion_redemptions_email_idx').on(t.promotionId, t.email),
    index('promotion_redemptions_phone_idx').on(t.promotionId, t.phone),
  ],
);

/**
 * An automatic offer (decision 037): its rule as `OfferRule` of offers.ts, in halalas and basis
 * points, the products it covers, when it runs (instants; the admin enters Riyadh time) and its
 * place in the order of application. Never deleted: orders name the offers that applied.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    kind: text('kind', { enum: OFFER_KINDS }).notNull(),
    rule: jsonb('rule').$type<OfferRule>().notNull(),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestampColumns(),
  },
  (t) => [
    index('offers_position_idx').on(t.position, t.createdAt),
    check('offers_rule_kind', sql`${t.rule}->>'kind' = ${t.kind}`),
    check(
      'offers_dates_in_order',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

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
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@store/shared/schemas/orders';
import type { ShippingMethodKind } from '@store/shared/schemas/shipping';
import type { AppliedOffer } from '@store/shared/offers';
import {
  belongsTo,
  createdAtColumn,
  purchasedLineColumns,
  timestampColumns,
} from '../../db/columns.ts';

/** The delivery method as chosen at checkout: what the order, its emails and its slip name. */
export interface OrderShippingMethod {
  kind: ShippingMethodKind;
  name: { en: string; ar: string };
  minDays: number;
  maxDays: number;
  zone: { id: string; name: { en: string; ar: string } };
  pickupAddress: { en: string; ar: string } | null;
}

/** A free sample sent with the order (decision 036), named as it was at purchase. */
export interface OrderSample {
  productId: string;
  name: { en: string; ar: string };
}

/** Amounts in halalas, computed by the server from its own prices and settings. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Unguessable and human-friendly, e.g. "MA-7K3M-Q9XA" (order-number.ts). */
    orderNumber: text('order_number').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    subtotalHalalas: integer('subtotal_halalas').notNull(),
    shippingHalalas: integer('shipping_halalas').notNull().default(0),
    /** The zone's cash-on-delivery fee, when paid on delivery; VAT applies to it as to shipping. */
    codFeeHalalas: integer('cod_fee_halalas').notNull().default(0),
    /**
     * Taken off the goods by a discount code (issue 21) and the automatic offers (decision 037)
     * together, so invoices, payments and refunds see one discount; its shares are on the lines.
     */
    discountHalalas: integer('discount_halalas').notNull().default(0),
    /** The offers' part of `discount_halalas` (the code's is the rest). */
    offerDiscountHalalas: integer('offer_discount_halalas').notNull().default(0),
    /** The offers the order made true, with what each took off the goods (0: wrapping, samples). */
    appliedOffers: jsonb('applied_offers').$type<AppliedOffer[]>().notNull().default([]),
    /** The wrapping fee an offer waived (`gift_wrap_halalas` is then 0). */
    giftWrapDiscountHalalas: integer('gift_wrap_discount_halalas').notNull().default(0),
    /** The delivery price a free-shipping code waived (`shipping_halalas` is then 0). */
    shippingDiscountHalalas: integer('shipping_discount_halalas').notNull().default(0),
    /** The code as the store knows it (normalised); null without one. */
    discountCode: text('discount_code'),
    /** The gift-wrapping fee charged (a setting at the time); VAT applies to it as to goods. */
    giftWrapHalalas: integer('gift_wrap_halalas').notNull().default(0),
    /** Gifting (decision 036): a gift, wrapped or not, with a message for the packing slip. */
    isGift: boolean('is_gift').notNull().default(false),
    giftWrap: boolean('gift_wrap').notNull().default(false),
    giftMessage: text('gift_message').notNull().default(''),
    /** The packing slip shows no prices: the parcel goes to the person receiving the gift. */
    giftHidePrices: boolean('gift_hide_prices').notNull().default(false),
    /** Free samples chosen; their sample stock is held like the lines' stock. */
    samples: jsonb('samples').$type<OrderSample[]>().notNull().default([]),
    taxHalalas: integer('tax_halalas').notNull().default(0),
    totalHalalas: integer('total_halalas').notNull(),
    currency: text('currency').notNull().default('SAR'),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull().default(''),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    addressLine: text('address_line').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code'),
    country: text('country').notNull().default('Saudi Arabia'),
    // The address as entered (above) and its normalised parts (issue 19): the city of the bundled
    // list, its region, and the Saudi National Address numbers in their one form.
    countryCode: text('country_code').notNull().default('SA'),
    regionCode: text('region_code'),
    cityId: text('city_id'),
    district: text('district').notNull().default(''),
    buildingNumber: text('building_number'),
    additionalNumber: text('additional_number'),
    shortAddress: text('short_address'),
    /** No foreign key: the method may be changed or deleted; the snapshot says what was chosen. */
    shippingMethodId: uuid('shipping_method_id'),
    shippingMethod: jsonb('shipping_method').$type<OrderShippingMethod>(),
    notes: text('notes').notNull().default(''),
    language: text('language').notNull().default('en'),
    /** When the stock of a cancelled or expired order was given back; null while it is held. */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** A pending online payment not completed by then is cancelled by the expiry job. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * When the buyer's contact details were erased (their account deleted, issue 22 point 6): the
     * order keeps its lines, amounts and city for the tax law; name, email, phone and address go.
     */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.orderNumber),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_payment_idx').on(t.paymentMethod, t.paymentStatus),
    index('orders_email_idx').on(sql`lower(${t.customerEmail})`),
    index('orders_phone_idx').on(t.customerPhone),
    index('orders_city_idx').on(t.cityId),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('orders_total_non_negative', sql`${t.totalHalalas} >= 0`),
    check(
      'orders_discount_within_subtotal',
      sql`${t.discountHalalas} >= 0 and ${t.discountHalalas} <= ${t.subtotalHalalas} and ${t.shippingDiscountHalalas} >= 0`,
    ),
    check(
      'orders_gift_wrap_fee',
      sql`${t.giftWrapHalalas} >= 0 and (${t.giftWrap} or ${t.giftWrapHalalas} = 0)`,
    ),
  ],
);

/** A line as it was at purchase: name, image and price are copied, not referenced. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: belongsTo('order_id', () => orders.id),
    ...purchasedLineColumns(),
    subtotalHalalas: integer('subtotal_halalas').notNull(),
    /**
     * The line's share of the order's discount, code and offers (decisions 031, 037); the line is
     * charged the rest.
     */
    discountHalalas: integer('discount_halalas').notNull().default(0),
    /** The offers' part of the line's `discount_halalas`. */
    offerDiscountHalalas: integer('offer_discount_halalas').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_items_discount_within_line',
      sql`${t.discountHalalas} >= 0 and ${t.discountHalalas} <= ${t.subtotalHalalas}`,
    ),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: belongsTo('order_id', () => orders.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    paymentStatus: text('payment_status'),
    note: text('note').notNull().default(''),
    /** Admin user id, or null for the shopper or the system. */
    changedBy: uuid('changed_by'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

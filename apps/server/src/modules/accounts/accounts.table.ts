import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  primaryKey,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAtColumn, timestampColumns } from '../../db/columns.ts';
import { products } from '../catalog/catalog.table.ts';

/**
 * A shopper's account (issue 22): created the first time a phone number or email address is
 * verified by a one-time code. Either or both may be set; each is the verified one. A deleted
 * account keeps its row (orders may name it) with its contact details cleared by the data-rights
 * work, so uniqueness holds among live accounts only.
 */
export const shopperAccounts = pgTable(
  'shopper_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    /** E.164 (+9665XXXXXXXX). */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Lower case. */
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /*
     * Marketing opt-ins (issue 22 point 3): each off (null) until the shopper turns it on, then
     * the time they did. Turning one off clears it; `marketing_changed_at` is the last change.
     */
    marketingEmailSince: timestamp('marketing_email_since', { withTimezone: true }),
    marketingSmsSince: timestamp('marketing_sms_since', { withTimezone: true }),
    marketingWhatsappSince: timestamp('marketing_whatsapp_since', { withTimezone: true }),
    marketingChangedAt: timestamp('marketing_changed_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('shopper_accounts_phone_unique')
      .on(t.phone)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('shopper_accounts_email_unique')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * One-time sign-in codes. Only a keyed hash of the code is kept (HMAC with a server secret, bound
 * to the destination), so the table signs nobody in. Rows are also the send counter: the sends to
 * a destination in the window are its rows created in it, which every instance sees.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'phone' | 'email'. */
    destinationKind: text('destination_kind').notNull(),
    /** E.164 for a phone, lower case for an email. */
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries so far; the fifth kills the code. */
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('sign_in_codes_destination_idx').on(t.destinationKind, t.destination, t.createdAt)],
);

/**
 * A shopper's signed-in device. The cookie's token is stored only as a hash and rotates; the hash
 * of the token it replaced is kept so that its reuse is noticed. Signed-out sessions are kept
 * (revoked) until they would have expired, for the same reason.
 */
export const shopperSessions = pgTable(
  'shopper_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: belongsTo('account_id', () => shopperAccounts.id),
    tokenHash: text('token_hash').notNull(),
    previousTokenHash: text('previous_token_hash'),
    createdAt: createdAtColumn(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'signed-out' | 'signed-out-everywhere' | 'reused'. */
    revokedReason: text('revoked_reason'),
    /** When a replaced or signed-out token of it was first presented (audited once). */
    reuseDetectedAt: timestamp('reuse_detected_at', { withTimezone: true }),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    index('shopper_sessions_account_idx').on(t.accountId),
    uniqueIndex('shopper_sessions_token_unique').on(t.tokenHash),
    index('shopper_sessions_previous_idx').on(t.previousTokenHash),
    index('shopper_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A shopper's saved delivery address in Saudi Arabia (issue 22 point 3): the checkout's address
 * parts (decision 024), the city as its id in the bundled list, the National Address numbers in
 * their one form. At most one per account is the default (the index says so).
 */
export const shopperAddresses = pgTable(
  'shopper_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: belongsTo('account_id', () => shopperAccounts.id),
    /** The shopper's own name for it ("Home", "المكتب"); may be empty. */
    label: text('label').notNull().default(''),
    cityId: text('city_id').notNull(),
    district: text('district').notNull(),
    /** Street and building, as typed. */
    street: text('street').notNull(),
    buildingNumber: text('building_number'),
    postalCode: text('postal_code'),
    additionalNumber: text('additional_number'),
    shortAddress: text('short_address'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestampColumns(),
  },
  (t) => [
    index('shopper_addresses_account_idx').on(t.accountId),
    uniqueIndex('shopper_addresses_one_default')
      .on(t.accountId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * The shopper's wishlist (issue 22 point 3): the device's list merged in at sign-in (a union,
 * nothing lost), then kept in step. A product deleted from the catalogue leaves it.
 */
export const shopperWishlistItems = pgTable(
  'shopper_wishlist_items',
  {
    accountId: belongsTo('account_id', () => shopperAccounts.id),
    productId: belongsTo('product_id', () => products.id),
    addedAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId] })],
);

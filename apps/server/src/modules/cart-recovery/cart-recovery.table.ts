import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestampColumns } from '../../db/columns.ts';

export interface SavedCartLine {
  productId: string;
  quantity: number;
}

/**
 * A cart the server keeps so it can remind its shopper of it (issue 22 point 5): a signed-in
 * shopper's, or a guest's who agreed at checkout. One open cart per holder (`holder`: the account
 * id, or the guest's email or E.164 phone): a save replaces its lines. It is forgotten when its
 * holder orders before a reminder, and marked recovered when they order after one.
 */
export const savedCarts = pgTable(
  'saved_carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'account:<id>', 'email:<address>' or 'phone:<E.164>'. */
    holder: text('holder').notNull(),
    accountId: uuid('account_id'),
    email: text('email'),
    phone: text('phone'),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    lines: jsonb('lines').$type<SavedCartLine[]>().notNull(),
    /** At the store's prices when the cart last changed. */
    valueHalalas: integer('value_halalas').notNull(),
    /** The last change by the shopper: the reminder's delay counts from it. */
    activeAt: timestamp('active_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the token in the reminder's restore and unsubscribe links. */
    tokenHash: text('token_hash'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** 'email' | 'sms'. */
    remindedBy: text('reminded_by'),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
    orderNumber: text('order_number'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('saved_carts_open_holder_unique')
      .on(t.holder)
      .where(sql`${t.recoveredAt} is null`),
    uniqueIndex('saved_carts_token_unique').on(t.tokenHash),
    index('saved_carts_due_idx')
      .on(t.activeAt)
      .where(sql`${t.remindedAt} is null and ${t.recoveredAt} is null`),
    index('saved_carts_email_idx').on(t.email),
    index('saved_carts_phone_idx').on(t.phone),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { shopperAccounts } from '../accounts/accounts.table.ts';

/**
 * Every published version of the privacy policy (issue 22 point 6). A save publishes a new
 * version and never rewrites an old one: a consent names the version its shopper was shown.
 */
export const privacyPolicyVersions = pgTable('privacy_policy_versions', {
  version: integer('version').primaryKey(),
  text: jsonb('text').$type<{ en: string; ar: string }>().notNull(),
  /** How long orders and tax invoices keep their buyer's details (at least the law's six). */
  retentionYears: integer('retention_years').notNull(),
  /** Admin user id; null for the default the store published itself. */
  publishedBy: uuid('published_by'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Consents given and withdrawn, as an append-only log: the latest row of a purpose is the one in
 * force. A guest's consent (at checkout) names its email or phone; an account's names the account
 * too. Erasing an account deletes its rows (data-rights flow): there is nothing left to consent.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => shopperAccounts.id, { onDelete: 'cascade' }),
    /** E.164 phone or lower-case email the consent was given for, when there is no account. */
    subject: text('subject'),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    /** The words shown, in the language shown. */
    wording: text('wording').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    policyVersion: integer('policy_version').notNull(),
    // The clock's time, not the transaction's: two records written together keep their order.
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('consent_records_account_idx')
      .on(t.accountId, t.purpose, t.recordedAt)
      .where(sql`${t.accountId} is not null`),
    index('consent_records_subject_idx')
      .on(t.subject, t.purpose, t.recordedAt)
      .where(sql`${t.subject} is not null`),
  ],
);

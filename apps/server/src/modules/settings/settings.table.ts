import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from '../../db/columns.ts';

/** Site settings by key ('site', later 'payments', ...), validated by the shared schemas on read and write. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAtColumn(),
});

/** Secrets (payment client secret, SMTP password), encrypted with AES-256-GCM; never returned by the API. */
export const secrets = pgTable('secrets', {
  key: text('key').primaryKey(),
  ciphertext: text('ciphertext').notNull(),
  iv: text('iv').notNull(),
  authTag: text('auth_tag').notNull(),
  updatedAt: updatedAtColumn(),
});

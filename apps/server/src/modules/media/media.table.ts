import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns.ts';

export interface MediaVariant {
  width: number;
  height: number;
  format: 'webp' | 'avif' | 'jpeg' | 'png';
  storageKey: string;
  bytes: number;
}

/** An uploaded image, re-encoded; files live under DATA_DIR/media (or an S3 bucket) by storage key. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Generated; an uploaded file name is never used as a path. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull().default(''),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    altEn: text('alt_en').notNull().default(''),
    altAr: text('alt_ar').notNull().default(''),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('media_storage_key_unique').on(t.storageKey),
    index('media_created_idx').on(t.createdAt),
  ],
);

import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn } from '../../db/columns.ts';

/**
 * Editable content by key: 'homepage' and the translation sections (nav, hero, about, collections,
 * contact, footer). `version` increases on every save; each save also writes a content version.
 */
export const contentSections = pgTable('content_sections', {
  key: text('key').primaryKey(),
  data: jsonb('data').$type<unknown>().notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: uuid('updated_by'),
  updatedByEmail: text('updated_by_email'),
  updatedAt: updatedAtColumn(),
});

/** Every saved state of a section, for history and rollback. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionKey: text('section_key').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    changeLog: text('change_log').notNull().default(''),
    createdBy: uuid('created_by'),
    createdByEmail: text('created_by_email'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('content_versions_section_version_unique').on(t.sectionKey, t.version),
    index('content_versions_section_created_idx').on(t.sectionKey, t.createdAt),
  ],
);

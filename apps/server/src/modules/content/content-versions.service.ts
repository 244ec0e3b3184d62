import { and, asc, desc, eq } from 'drizzle-orm';
import { CONTENT_HISTORY_DEFAULT_LIMIT } from '@store/shared/constants';
import type { ContentVersion, VersionedSection } from '@store/shared/schemas/content';
import type { Db } from '../../db/client.ts';
import { recordEvents } from '../../events/record-event.ts';
import { notFound } from '../../plugins/app-error.ts';
import { contentSections, contentVersions } from './content.table.ts';

/** Who saves: recorded with every version. */
export interface ContentActor {
  id: string | null;
  email: string | null;
}

export interface SavedSection {
  key: string;
  data: unknown;
  version: number;
  updatedAt: Date;
}

/**
 * The stored row of a section, locked for the rest of the transaction so two saves of one section
 * take turns and never claim the same version number.
 */
export async function lockSection(tx: Db, key: string) {
  const [row] = await tx
    .select()
    .from(contentSections)
    .where(eq(contentSections.key, key))
    .for('update');
  return row;
}

/**
 * Stores `data` as the section's new state and appends it to the section's history with its change
 * log, who and when, and records `content.published`. The first save of a section seeded without history first records the seeded
 * state as its own version, so the history can always return to it. History is only ever appended.
 */
export async function saveSectionVersion(
  tx: Db,
  key: string,
  data: unknown,
  changeLog: string,
  actor: ContentActor,
): Promise<SavedSection> {
  const current = await lockSection(tx, key);
  if (current) {
    const [anyVersion] = await tx
      .select({ id: contentVersions.id })
      .from(contentVersions)
      .where(eq(contentVersions.sectionKey, key))
      .limit(1);
    if (!anyVersion) {
      await tx.insert(contentVersions).values({
        sectionKey: key,
        version: current.version,
        data: current.data,
        changeLog: 'Initial content',
        createdBy: current.updatedBy,
        createdByEmail: current.updatedByEmail,
        createdAt: current.updatedAt,
      });
    }
  }
  const version = (current?.version ?? 0) + 1;
  const updatedAt = new Date();
  const values = {
    data,
    version,
    updatedBy: actor.id,
    updatedByEmail: actor.email,
    updatedAt,
  };
  await tx
    .insert(contentSections)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: contentSections.key, set: values });
  await tx.insert(contentVersions).values({
    sectionKey: key,
    version,
    data,
    changeLog,
    createdBy: actor.id,
    createdByEmail: actor.email,
    createdAt: updatedAt,
  });
  await recordEvents(tx, { type: 'content.published', payload: { section: key, version } });
  return { key, data, version, updatedAt };
}

function toContentVersion(row: typeof contentVersions.$inferSelect): ContentVersion {
  return {
    versionId: row.id,
    section: row.sectionKey,
    version: row.version,
    changeLog: row.changeLog,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByEmail,
    content: row.data,
  };
}

/**
 * The latest versions of a section, newest first. A section never saved through the admin has one
 * entry: its current (seeded) state.
 */
export async function listSectionHistory(
  db: Db,
  key: VersionedSection,
  limit: number = CONTENT_HISTORY_DEFAULT_LIMIT,
): Promise<ContentVersion[]> {
  const rows = await db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.sectionKey, key))
    .orderBy(desc(contentVersions.version))
    .limit(limit);
  if (rows.length > 0) return rows.map(toContentVersion);
  const [current] = await db.select().from(contentSections).where(eq(contentSections.key, key));
  if (!current) return [];
  return [
    {
      versionId: `current-${key}`,
      section: key,
      version: current.version,
      changeLog: 'Initial content',
      createdAt: current.updatedAt.toISOString(),
      createdBy: current.updatedByEmail,
      content: current.data,
    },
  ];
}

/** One version of a section; 404 when it does not exist or belongs to another section. */
export async function findSectionVersion(tx: Db, key: VersionedSection, versionId: string) {
  const [row] = await tx
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.sectionKey, key), eq(contentVersions.id, versionId)))
    .orderBy(asc(contentVersions.version));
  if (!row) throw notFound(`No version ${versionId} of the ${key} content`);
  return row;
}

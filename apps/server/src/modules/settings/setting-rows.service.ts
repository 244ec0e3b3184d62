import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { settings } from './settings.table.ts';

export type SettingRow = typeof settings.$inferSelect;

/** One row of the settings table by its key (another module keeping its settings here). */
export async function findSettingRow(db: Db, key: string): Promise<SettingRow | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row;
}

/**
 * One row read by its schema, with when it was saved; null when there is none, or when what is
 * stored no longer fits the schema (logged, and then the caller's default applies).
 */
export async function readValidSettingRow<T>(
  db: Db,
  key: string,
  schema: z.ZodType<T>,
  log?: FastifyBaseLogger,
): Promise<{ value: T; updatedAt: Date } | null> {
  const row = await findSettingRow(db, key);
  if (!row) return null;
  const parsed = schema.safeParse(row.value);
  if (!parsed.success) {
    log?.warn({ key, issues: parsed.error.issues.slice(0, 5) }, 'stored settings are invalid');
    return null;
  }
  return { value: parsed.data, updatedAt: row.updatedAt };
}

/** Writes one row of the settings table, in the caller's transaction when given one. */
export async function putSettingRow(
  db: Db,
  key: string,
  value: unknown,
  updatedBy: string | null,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedBy, updatedAt: new Date() },
    });
}

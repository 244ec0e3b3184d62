import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from './settings.table.ts';

export type SettingRow = typeof settings.$inferSelect;

/** One row of the settings table by its key (another module keeping its settings here). */
export async function findSettingRow(db: Db, key: string): Promise<SettingRow | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row;
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

import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

async function withStoredDatabase<T>(dataDir: string, work: (db: PGlite) => Promise<T>) {
  const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * Merges `change` into the home-page content stored in a stopped store's embedded database, as an
 * administrator's save would leave it. Test-only: the running store has no door for this.
 */
export async function updateStoredHomepage(
  dataDir: string,
  change: Record<string, unknown>,
): Promise<void> {
  await withStoredDatabase(dataDir, async (db) => {
    const result = await db.query(
      `UPDATE content_sections
          SET data = data || $1::jsonb, version = version + 1, updated_at = now()
        WHERE key = 'homepage'`,
      [JSON.stringify(change)],
    );
    if (result.affectedRows !== 1) throw new Error('The store has no home-page content to change');
  });
}

/**
 * Removes the administrator a stopped store generated at its first start, so that a store begun
 * on a copy of its data creates its first administrator from its own ADMIN_EMAIL, as a new one does.
 */
export async function removeAdministrators(dataDir: string): Promise<void> {
  await withStoredDatabase(dataDir, (db) => db.query(`DELETE FROM admin_users`));
}

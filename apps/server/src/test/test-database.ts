import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/client.ts';
import {
  databaseUrl,
  pgliteTemplate,
  postgresTemplate,
  prepare,
  type Template,
  withAdminClient,
} from './database-templates.ts';

/**
 * A fresh database for one test file, migrated, and with the demo content when `seeded`: in-memory
 * PGlite, or (TEST_DB=postgres) a new database on the TEST_DATABASE_URL server, dropped again on
 * close. A copy of the run's template when there is one (database-templates.ts).
 */
export async function openTestDatabase({ seeded = false } = {}): Promise<Database> {
  const template: Template = seeded ? 'seeded' : 'migrated';
  if (process.env.TEST_DB !== 'postgres') {
    const loadDataDir = await pgliteTemplate(template);
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      loadDataDir: loadDataDir ?? undefined,
    });
    if (!loadDataDir) await prepare(database, template);
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  const copied = postgresTemplate(template);
  await withAdminClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${copied ? ` TEMPLATE ${copied}` : ''}`),
  );
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  if (!copied) await prepare(database, template);
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, async (client) => {
        // pg's pool.end() resolves before its connections have finished closing; a forced drop
        // would kill them mid-goodbye and their error would surface as an uncaught exception.
        for (let attempt = 0; attempt < 100; attempt++) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

/**
 * An empty database of its own on the TEST_DATABASE_URL server, for tests that start the server
 * as a process (which migrates it itself); `drop` removes it, connections and all.
 */
export async function createScratchPostgresDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ),
  };
}

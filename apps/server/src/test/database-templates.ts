import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemoContent } from '../db/seed.ts';

/**
 * Every test file starts on a database of its own. Starting PGlite costs about 2 s (its initdb)
 * and migrating a PostgreSQL database a few hundred milliseconds, times some 130 files per
 * database: so the run's global setup prepares each starting point once, migrated and migrated
 * with the demo content, and each file starts from a copy (PGlite's `loadDataDir`, PostgreSQL's
 * `CREATE DATABASE … TEMPLATE`). Without them (a test run without this setup) each file builds
 * its own.
 */

export type Template = 'migrated' | 'seeded';

const PGLITE_TEMPLATES = 'TEST_PGLITE_TEMPLATES';
const POSTGRES_TEMPLATES = 'TEST_POSTGRES_TEMPLATES';

export async function prepare(database: Database, template: Template): Promise<void> {
  await database.migrate();
  if (template === 'seeded') await seedDemoContent(database.db);
}

/** The PGlite data directory of a template, when the global setup made one. */
export async function pgliteTemplate(template: Template): Promise<Blob | null> {
  const folder = process.env[PGLITE_TEMPLATES];
  if (!folder) return null;
  return new Blob([await readFile(join(folder, `${template}.tar.gz`))]);
}

/** The name of a PostgreSQL template database, when the global setup made one. */
export function postgresTemplate(template: Template): string | null {
  const prefix = process.env[POSTGRES_TEMPLATES];
  return prefix ? `${prefix}_${template}` : null;
}

export async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Vitest's global setup (vitest.config.ts): the templates, removed again after the run. */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'store-test-templates-'));
  for (const template of ['migrated', 'seeded'] as const) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await prepare(database, template);
    const dump = await database.dumpDataDir!();
    await writeFile(join(folder, `${template}.tar.gz`), Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  process.env[PGLITE_TEMPLATES] = folder;

  const serverUrl = process.env.TEST_DATABASE_URL;
  const prefix = `store_template_${randomBytes(4).toString('hex')}`;
  if (serverUrl) {
    for (const template of ['migrated', 'seeded'] as const) {
      const name = `${prefix}_${template}`;
      await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
      await prepare(database, template);
      await database.close();
    }
    process.env[POSTGRES_TEMPLATES] = prefix;
  }

  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (!serverUrl) return;
    await withAdminClient(serverUrl, async (client) => {
      for (const template of ['migrated', 'seeded']) {
        await client.query(`DROP DATABASE IF EXISTS ${prefix}_${template} WITH (FORCE)`);
      }
    });
  };
}

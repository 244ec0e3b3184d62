import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { DatabaseKind } from './config.ts';
import { root } from './paths.ts';

const run = promisify(execFile);

/** A database of the bench's own, and the server environment that points at it. */
export interface BenchDatabase {
  kind: DatabaseKind;
  /** Also holds the server's generated files and its log. */
  dir: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty embedded database in a temporary directory, or a new database on the PostgreSQL server. */
export async function createBenchDatabase(
  kind: DatabaseKind,
  postgresUrl: string,
): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), `store-bench-${kind}-`));
  // A fixed admin, so the first start prints no generated password.
  const env: Record<string, string> = {
    DATA_DIR: dir,
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
  };
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (kind === 'pglite') return { kind, dir, env, drop: async () => removeDir() };

  const name = `store_bench_${randomBytes(4).toString('hex')}`;
  await onServer(postgresUrl, `CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dir,
    env: { ...env, DATABASE_URL: url.toString() },
    drop: async () => {
      await onServer(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
    },
  };
}

/** `npm run seed -- --products N`: the demo content, then generated products up to N. */
export async function seedProducts(database: BenchDatabase, products: number): Promise<void> {
  await run('npm', ['run', 'seed', '--', '--products', String(products)], {
    cwd: root,
    env: { ...process.env, ...database.env },
  });
  // The seed's writes (100,000 rows and their indexes: gigabytes of WAL) are flushed now, not by
  // a checkpoint in the middle of the next measurement: a shopper's store is not being bulk-loaded.
  if (database.env.DATABASE_URL) await onServer(database.env.DATABASE_URL, 'CHECKPOINT');
}

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths.ts';
import * as schema from './schema.ts';
import { sharedBuffersMbFor } from './pglite-buffers.ts';
import { TurnTakingPGlite } from './turn-taking-pglite.ts';

export type Schema = typeof schema;
/** The one database type services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A data directory to start from, as `dumpDataDir` wrote it (tests start from a copy). */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      /** Connections this process keeps at most (DATABASE_POOL_SIZE; docs/OPERATIONS.md). */
      poolSize?: number;
    };

export interface OpenDatabaseOptions {
  /** PostgreSQL ended a connection of the pool (a restart, a failover, pg_terminate_backend). */
  onConnectionError?: (error: Error) => void;
}

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  migrate(): Promise<void>;
  ping(): Promise<number>;
  close(): Promise<void>;
  /** The embedded database's whole data directory as a gzipped tarball (backups); PGlite only. */
  dumpDataDir?: () => Promise<Blob>;
}

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (target.kind === 'pglite') {
    // dataDir null: in memory (tests).
    const client = new TurnTakingPGlite({
      dataDir: target.dataDir ?? undefined,
      loadDataDir: target.loadDataDir,
      extensions: { pg_trgm },
      // PostgreSQL's default 128 MB of shared buffers lives in PGlite's WebAssembly memory, which
      // never shrinks: a small store keeps 8 MB, a large catalogue more (pglite-buffers.ts).
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${sharedBuffersMbFor(target.dataDir ?? undefined)}MB`,
      ],
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
      ping: () => timed(() => db.execute(sql`select 1`)),
      close: () => client.close(),
      dumpDataDir: () => client.dumpDataDir('gzip'),
    };
  }
  // The PostgreSQL driver loads only for PostgreSQL: the embedded store never holds it.
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // pg emits 'error' on a client whose connection PostgreSQL ended, and an unheard 'error' ends the
  // process. The pool listens only while a client is idle; one checked out for a transaction has
  // no listener, so every connection gets its own for life. Its work fails alone, and the pool
  // drops it at release and opens a new one at the next query.
  const connectionLost = (error: Error) => {
    if (options.onConnectionError) options.onConnectionError(error);
    else console.warn(`PostgreSQL ended a connection: ${error.message}`);
  };
  pool.on('connect', (client) => client.on('error', connectionLost));
  // The pool repeats an idle connection's error here; the client's own listener has reported it.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: migrationsDir }),
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

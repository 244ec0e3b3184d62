import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { BenchDatabase } from './databases.ts';

export interface StatementTiming {
  products: number;
  statement: string;
  ms: number;
}

/**
 * The two statements a listing page costs (as apps/server/src/modules/catalog/products.service.ts
 * issues them for the plain listing and the search): the page of rows, and the total for the
 * pagination. Run on the database directly, one at a time, with the server stopped (PGlite allows
 * one process), to show which of them grows with the catalogue.
 */
const STATEMENTS = {
  'listing: page of 12': `SELECT * FROM products WHERE is_active = true ORDER BY created_at DESC, id DESC LIMIT 12`,
  'listing: count(*)': `SELECT count(*) FROM products WHERE is_active = true`,
  'search: page of 12': `SELECT * FROM products WHERE is_active = true AND (search_en LIKE '%oud%' OR search_ar LIKE '%oud%') ORDER BY created_at DESC, id DESC LIMIT 12`,
  'search: count(*)': `SELECT count(*) FROM products WHERE is_active = true AND (search_en LIKE '%oud%' OR search_ar LIKE '%oud%')`,
};
const WARM_UP = 5;
const RUNS = 9;

async function timed(query: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await query();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await query();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

export async function profileListing(
  database: BenchDatabase,
  products: number,
): Promise<StatementTiming[]> {
  let run: (sql: string) => Promise<unknown>;
  let close: () => Promise<void>;
  if (database.kind === 'pglite') {
    const client = await PGlite.create(`${database.dir}/db`, { extensions: { pg_trgm } });
    run = (sql) => client.query(sql);
    close = () => client.close();
  } else {
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    run = (sql) => client.query(sql);
    close = () => client.end();
  }
  try {
    const timings: StatementTiming[] = [];
    for (const [statement, sql] of Object.entries(STATEMENTS)) {
      timings.push({ products, statement, ms: await timed(() => run(sql)) });
    }
    return timings;
  } finally {
    await close();
  }
}

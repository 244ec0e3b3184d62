import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Tables a refused request may legitimately change: every request counts towards a rate limit,
 * a failed sign-in is recorded for throttling, an authenticated request marks its session active,
 * a refused webhook is recorded in the payment events for the merchant to see.
 */
const CHANGED_BY_ANY_REQUEST = new Set([
  'rate_limit_counters',
  'login_attempts',
  'admin_sessions',
  'payment_events',
  '__drizzle_migrations',
]);

/** The public tables whose content a refused write must leave as it was. */
export async function fingerprintTables(db: Db): Promise<string[]> {
  const result: unknown = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows = rowsOf<{ table_name: string }>(result);
  return rows.map((row) => row.table_name).filter((name) => !CHANGED_BY_ANY_REQUEST.has(name));
}

/** One hash per table of all its rows: equal fingerprints mean nothing was written. */
export async function fingerprint(db: Db, tables: string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (table) =>
      sql`select ${table} as name, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from ${sql.identifier(table)} t`,
  );
  const result = await db.execute<{ name: string; hash: string }>(
    sql.join(parts, sql` union all `),
  );
  const rows = rowsOf<{ name: string; hash: string }>(result);
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

/** node-postgres answers `{ rows }`, PGlite through Drizzle the same; some drivers an array. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

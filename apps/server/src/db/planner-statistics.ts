import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * PostgreSQL's autovacuum keeps the planner's statistics; PGlite runs no background workers, so a
 * table filled after the last ANALYZE (a catalogue seeded or imported) is planned blind: at
 * 100,000 products listings chose sorts of whole filters over index walks, and answered nothing
 * within 5 s under load (docs/PERFORMANCE.md). This analyzes, on the embedded database only, the
 * tables that were never analyzed or have more than doubled in pages since.
 */
export async function refreshPlannerStatistics(database: Database): Promise<string[]> {
  if (database.kind !== 'pglite') return [];
  const stale = await database.db.execute(sql`
    select c.relname as "table"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and (c.reltuples < 0 or pg_relation_size(c.oid) / current_setting('block_size')::int > 2 * greatest(c.relpages, 8))
    order by c.relname`);
  const tables = (stale as unknown as { rows: { table: string }[] }).rows.map((row) => row.table);
  // VACUUM as well: it marks the pages all-visible, which lets an index-only walk (a listing's
  // bounded count, decision 040) skip the rows; PGlite has no autovacuum to do it.
  for (const table of tables) {
    await database.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }
  return tables;
}

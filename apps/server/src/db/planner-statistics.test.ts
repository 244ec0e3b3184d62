import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { refreshPlannerStatistics } from './planner-statistics.ts';
import { seedProductsToScale } from './seed-scale.ts';
import { openTestDatabase } from '../test/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.db.execute(sql`drop table if exists planner_probe`);
  await database.close();
});

async function estimate(table: string) {
  const result = await database.db.execute(
    sql`select reltuples::int as n from pg_class where relname = ${table}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('planner statistics', () => {
  it('are taken after a scale seed, on both databases', async () => {
    await seedProductsToScale(database.db, 3_000);
    expect(await estimate('products')).toBe(3_000);
  });

  it('are refreshed at start on the embedded database for a table never analyzed, once', async () => {
    await database.db.execute(sql`drop table if exists planner_probe`);
    await database.db.execute(
      sql`create table planner_probe as select n from generate_series(1, 5000) as n`,
    );
    const analyzed = await refreshPlannerStatistics(database);
    if (database.kind === 'postgres') {
      // autovacuum's work there
      expect(analyzed).toEqual([]);
      return;
    }
    expect(analyzed).toContain('planner_probe');
    expect(await estimate('planner_probe')).toBe(5_000);
    expect(await refreshPlannerStatistics(database)).not.toContain('planner_probe');
  });
});

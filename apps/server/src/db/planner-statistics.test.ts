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
afterAll(() => database.close());

async function productsEstimate() {
  const result = await database.db.execute(
    sql`select reltuples::int as n from pg_class where relname = 'products'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('refreshPlannerStatistics', () => {
  it('analyzes, on the embedded database, a table filled since it was last analyzed, once', async () => {
    await seedProductsToScale(database.db, 3_000);
    const analyzed = await refreshPlannerStatistics(database);
    if (database.kind === 'postgres') {
      // autovacuum's work there
      expect(analyzed).toEqual([]);
      return;
    }
    expect(analyzed).toContain('products');
    expect(await productsEstimate()).toBe(3_000);
    expect(await refreshPlannerStatistics(database)).not.toContain('products');
  });
});

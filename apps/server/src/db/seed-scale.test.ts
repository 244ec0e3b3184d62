import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { products } from './schema.ts';
import { seedDemoContent } from './seed.ts';
import { seedProductsToScale } from './seed-scale.ts';
import { demoProducts } from './seed/demo-products.ts';
import { openTestDatabase } from '../test/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContent(database.db);
});
afterAll(() => database.close());

describe('seedProductsToScale', () => {
  it('adds generated products up to the target, in batches, and no further', async () => {
    const result = await seedProductsToScale(database.db, 2_500);
    expect(result).toEqual({ added: 2_500 - demoProducts.length, total: 2_500 });
    const [row] = await database.db.select({ n: count() }).from(products);
    expect(row!.n).toBe(2_500);
    expect(await seedProductsToScale(database.db, 1_000)).toEqual({ added: 0, total: 2_500 });
  });

  it('generates valid, varied rows', async () => {
    const rows = await database.db.select().from(products).limit(3000);
    expect(new Set(rows.map((r) => r.nameEn)).size).toBe(rows.length);
    expect(rows.some((r) => r.stock === 0)).toBe(true);
    expect(new Set(rows.map((r) => r.family)).size).toBe(8);
    expect(rows.every((r) => r.priceHalalas > 0 && Number.isInteger(r.priceHalalas))).toBe(true);
  });
});

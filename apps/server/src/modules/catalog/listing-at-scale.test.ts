import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_EXACT_TOTAL_UP_TO } from '@store/shared/constants';
import type { Pagination } from '@store/shared/schemas/common';
import { seedProductsToScale } from '../../db/seed-scale.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** More published products than a listing counts exactly (decision 040). */
const CATALOGUE = LISTING_EXACT_TOTAL_UP_TO + 250;

let ctx: TestContext;

async function list(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { _id: string }[]; pagination: Pagination };
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seedProductsToScale(ctx.database.db, CATALOGUE);
});
afterAll(() => ctx.close());

describe('listing totals past the exact count', () => {
  it('says "at least" the bound when more products match, and that a next page exists', async () => {
    const { pagination } = await list('limit=12');
    expect(pagination).toEqual({
      page: 1,
      limit: 12,
      total: LISTING_EXACT_TOTAL_UP_TO,
      pages: Math.ceil(LISTING_EXACT_TOTAL_UP_TO / 12),
      hasNext: true,
      hasPrev: false,
      totalIsLowerBound: true,
    });
  });

  it('counts to the end of a deeper page, and exactly once the end of the catalogue is in reach', async () => {
    const deep = await list('limit=12&page=90');
    expect(deep.pagination).toMatchObject({ total: 1_080, totalIsLowerBound: true, hasNext: true });
    expect(deep.data).toHaveLength(12);

    const lastPage = Math.ceil(CATALOGUE / 12);
    const last = await list(`limit=12&page=${lastPage}`);
    expect(last.pagination).toEqual({
      page: lastPage,
      limit: 12,
      total: CATALOGUE,
      pages: lastPage,
      hasNext: false,
      hasPrev: true,
      totalIsLowerBound: false,
    });
    expect(last.data).toHaveLength(CATALOGUE - (lastPage - 1) * 12);
  });

  it('walks past the bound with "next" to the last product, none repeated or skipped', async () => {
    const seen = new Set<string>();
    let page = 1;
    for (;;) {
      const body = await list(`limit=100&page=${page}&sortBy=price`);
      for (const product of body.data) seen.add(product._id);
      if (!body.pagination.hasNext) break;
      page += 1;
    }
    expect(seen.size).toBe(CATALOGUE);
  });

  it('counts a filter below the bound exactly', async () => {
    const { pagination } = await list('category=woody&maxPrice=120&limit=12');
    expect(pagination.totalIsLowerBound).toBe(false);
    expect(pagination.total).toBeGreaterThan(0);
    expect(pagination.total).toBeLessThan(LISTING_EXACT_TOTAL_UP_TO);
    const all = await list('category=woody&maxPrice=120&limit=100');
    const rest =
      all.pagination.pages > 1 ? await list('category=woody&maxPrice=120&limit=100&page=2') : null;
    expect(all.data.length + (rest?.data.length ?? 0)).toBe(pagination.total);
  });
});

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

  it('walks a common search in each order to its last match, in order, none repeated or skipped', async () => {
    // Whatever serves a search's pages (the walks of decision 052 or what replaces them) keeps this.
    const everyMatch = async (query: string) => {
      const found: { _id: string; name: { en: string }; price: number }[] = [];
      for (let page = 1; ; page++) {
        const body = await list(`search=rose&lang=en&limit=100&page=${page}&${query}`);
        found.push(...(body.data as unknown as typeof found));
        if (!body.pagination.hasNext) return found;
      }
    };
    const byName = await everyMatch('sortBy=name&sortOrder=asc');
    const byPrice = await everyMatch('sortBy=price&sortOrder=desc');
    const oldest = await everyMatch('sortBy=createdAt&sortOrder=asc');
    expect(byName.length).toBeGreaterThan(LISTING_EXACT_TOTAL_UP_TO / 20);
    for (const walk of [byPrice, oldest]) {
      expect(new Set(walk.map((product) => product._id))).toEqual(
        new Set(byName.map((product) => product._id)),
      );
    }
    expect(new Set(byName.map((product) => product._id)).size).toBe(byName.length);
    const names = byName.map((product) => product.name.en.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const prices = byPrice.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
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

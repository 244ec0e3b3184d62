import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_EXACT_TOTAL_UP_TO } from '@store/shared/constants';
import { productListQuerySchema } from '@store/shared/schemas/catalog';
import { seedProductsToScale } from '../../db/seed-scale.ts';
import { insertProduct } from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { categories, products } from './catalog.table.ts';
import { listProducts } from './products.service.ts';
import { SearchIndexSlot } from './search-index.ts';

/**
 * Decision 057: a listing without a text is paged from the catalogue's columns in memory. The
 * reference is the same listing answered by the database's statements (decision 040's bounded
 * count included): both must give the same page and pagination, on both databases.
 */
let ctx: TestContext;
let categoryIds: string[];
let categorySlugs: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  // Past the exact count, so the bound shows.
  await seedProductsToScale(db, LISTING_EXACT_TOTAL_UP_TO + 150);
  // Ties of price and time, broken by id; one withdrawn, one marked out of stock with units.
  const createdAt = new Date('2026-03-04T05:06:07.890Z');
  for (let n = 0; n < 6; n++) {
    const { id } = await insertProduct(db, { stock: n % 3, priceHalalas: 33_300 });
    await db.update(products).set({ createdAt, nameEn: 'Same Name' }).where(eq(products.id, id));
  }
  await insertProduct(db, { stock: 4, isActive: false });
  await insertProduct(db, { stock: 4, inStockOverride: false });
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  categoryIds = rows.map((row) => row.id).sort();
  categorySlugs = rows.map((row) => row.slug).sort();
});
afterAll(() => ctx.close());

function seeded(seed: number) {
  let a = seed;
  return () => (a = (a * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const SORTS: Record<string, string>[] = [
  {},
  { sortBy: 'relevance' },
  { sortBy: 'relevance', sortOrder: 'asc' },
  { sortBy: 'createdAt', sortOrder: 'asc' },
  { sortBy: 'price' },
  { sortBy: 'price', sortOrder: 'desc' },
  { sortBy: 'name' },
  { sortBy: 'name', sortOrder: 'desc' },
];

function drawQuery(random: () => number): Record<string, string> {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const query: Record<string, string> = {
    page: String(pick([1, 1, 2, 3, 40, 90, 100])),
    limit: String(pick([7, 12, 24])),
    ...pick(SORTS),
  };
  const lang = pick([undefined, 'en', 'ar']);
  if (lang) query.lang = lang;
  if (random() < 0.4) {
    const min = 50 + Math.floor(random() * 600);
    query.minPrice = String(min);
    query.maxPrice = String(min + Math.floor(random() * 400));
  }
  const category = random();
  if (category < 0.2) query.category = pick(['woody', 'floral', 'oriental', 'fresh']);
  else if (category < 0.3) query.category = pick(categoryIds);
  else if (category < 0.35) query.category = pick(categorySlugs);
  else if (category < 0.37) query.category = 'no-such-category';
  if (random() < 0.3) query.inStock = String(random() < 0.7);
  if (random() < 0.1) query.featured = 'true';
  return query;
}

describe('a listing paged from the catalogue’s columns in memory', () => {
  it('gives the page and pagination the database gives, for 150 drawn queries', async () => {
    const db = ctx.database.db;
    const index = new SearchIndexSlot(db);
    const random = seeded(57);
    let nonEmpty = 0;
    let bounded = 0;
    for (let n = 0; n < 150; n++) {
      const drawn = drawQuery(random);
      const query = productListQuerySchema.parse(drawn);
      const categoryId = n % 9 === 0 ? categoryIds[n % categoryIds.length] : undefined;
      const scope = categoryId ? { categoryId } : {};
      const expected = await listProducts(db, query, scope);
      const listed = await listProducts(db, query, { ...scope, index });
      const context = JSON.stringify({ drawn, categoryId });
      expect(
        listed.items.map((item) => item._id),
        context,
      ).toEqual(expected.items.map((item) => item._id));
      expect(listed.items, context).toEqual(expected.items);
      expect(listed.pagination, context).toEqual(expected.pagination);
      if (expected.items.length > 0) nonEmpty++;
      if (expected.pagination.totalIsLowerBound) bounded++;
    }
    expect(nonEmpty).toBeGreaterThan(60);
    expect(bounded).toBeGreaterThan(5);
  });

  it('counts exactly when the page asked ends where the products do', async () => {
    const db = ctx.database.db;
    const index = new SearchIndexSlot(db);
    const published = async () =>
      (await db.select({ id: products.id }).from(products).where(eq(products.isActive, true)))
        .length;
    // A catalogue of a multiple of 50 products, the last page of 50 ending on its last.
    for (let n = (50 - ((await published()) % 50)) % 50; n > 0; n--) {
      await insertProduct(db, { stock: 1 });
    }
    const total = await published();
    const query = productListQuerySchema.parse({ page: String(total / 50), limit: '50' });
    const expected = await listProducts(db, query, {});
    expect(expected.pagination).toMatchObject({ total, hasNext: false, totalIsLowerBound: false });
    expect((await listProducts(db, query, { index })).pagination).toEqual(expected.pagination);
  });

  it('reads a product that sold out as out of stock once told, through the route', async () => {
    const db = ctx.database.db;
    const { id } = await insertProduct(db, { stock: 1, priceHalalas: 98_765 });
    await ctx.app.publicCache.invalidate('catalog');
    const url = '/api/products?minPrice=987&maxPrice=988&inStock=';
    const ids = async (inStock: boolean) => {
      const res = await ctx.app.inject({ method: 'GET', url: `${url}${inStock}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { _id: string }[] }).data.map((product) => product._id);
    };
    expect(await ids(true)).toEqual([id]);
    await db.update(products).set({ stock: 0 }).where(eq(products.id, id));
    await ctx.app.publicCache.invalidate('catalog', 'stock-levels-only');
    expect(await ids(true)).toEqual([]);
    expect(await ids(false)).toEqual([id]);
  });
});

import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENT_FAMILIES } from '@store/shared/constants';
import type { ProductListQuery } from '@store/shared/schemas/catalog';
import { productListQuerySchema } from '@store/shared/schemas/catalog';
import { seedProductsToScale } from '../../db/seed-scale.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { categories, nameSortKey, products } from './catalog.table.ts';
import { productSearch } from './product-search.ts';
import { listProducts } from './products.service.ts';
import { SearchIndexSlot } from './search-index.ts';
import { SearchMatchCache } from './search-matches.ts';

/**
 * A search's pages come from its matches in memory (decision 053). The reference is the one
 * statement a database would answer each page with: the filters and the text, the page's order,
 * LIMIT and OFFSET, and a count of every match. Both must agree on every page, on both databases.
 */
let ctx: TestContext;
let categoryIds: string[];
let categorySlug: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedProductsToScale(ctx.database.db, 1_250);
  const rows = await ctx.database.db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories);
  categoryIds = rows.map((row) => row.id).sort();
  categorySlug = rows[0]!.slug;
});
afterAll(() => ctx.close());

async function reference(query: ProductListQuery, categoryId?: string) {
  const search = productSearch(query.search!, query.lang)!;
  const db = ctx.database.db;
  const filters: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (categoryId) filters.push(eq(products.categoryId, categoryId));
  const { category } = query;
  if (category && (SCENT_FAMILIES as readonly string[]).includes(category)) {
    filters.push(eq(products.family, category));
  } else if (category && categoryIds.includes(category)) {
    filters.push(eq(products.categoryId, category));
  } else if (category) {
    const bySlug = db
      .select({ id: categories.id })
      .from(categories)
      .where(or(eq(categories.slug, category), eq(categories.slugAr, category)));
    filters.push(inArray(products.categoryId, bySlug));
  }
  if (query.minPrice !== undefined) filters.push(gte(products.priceHalalas, query.minPrice * 100));
  if (query.maxPrice !== undefined) filters.push(lte(products.priceHalalas, query.maxPrice * 100));
  if (query.inStock !== undefined) filters.push(eq(products.inStock, query.inStock));
  if (query.featured !== undefined) filters.push(eq(products.featured, query.featured));

  const totalOf = async (text: SQL) =>
    (
      await db
        .select({ n: count() })
        .from(products)
        .where(and(...filters, text))
    )[0]!.n;
  let text = search.exact;
  // Decision 041's order: where the text is, then a look-alike's closeness; newest first.
  const newest = [desc(products.createdAt), desc(products.id)];
  let relevance = [asc(search.rank), ...newest];
  let total = await totalOf(text);
  if (total === 0 && search.alike) {
    text = search.alike;
    relevance = [desc(search.similarity), ...newest];
    total = await totalOf(text);
  }
  const sortBy = query.sortBy ?? 'relevance';
  const by = (query.sortOrder ?? (sortBy === 'createdAt' ? 'desc' : 'asc')) === 'desc' ? desc : asc;
  const order =
    sortBy === 'relevance'
      ? relevance
      : sortBy === 'price'
        ? [by(products.priceHalalas), by(products.id)]
        : sortBy === 'name'
          ? [
              by(nameSortKey(query.lang === 'ar' ? products.nameAr : products.nameEn)),
              by(products.id),
            ]
          : [by(products.createdAt), by(products.id)];
  const page = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...filters, text))
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { ids: page.map((row) => row.id), total };
}

/** The listing's query as it parses a query string. */
const queryOf = (fields: Record<string, string | number | boolean>) =>
  productListQuerySchema.parse(
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
  );

/** A linear congruential generator: the drawn queries are the same on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => (a = (a * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const WORDS = ['rose', 'oud', 'musk', 'amber', 'saffrn', 'عود', 'مسك', 'الورد', 'زعفرن', 'qqqq'];
const SORTS: Record<string, string>[] = [
  {},
  { sortBy: 'relevance' },
  { sortBy: 'createdAt' },
  { sortBy: 'createdAt', sortOrder: 'asc' },
  { sortBy: 'price' },
  { sortBy: 'price', sortOrder: 'desc' },
  { sortBy: 'name' },
  { sortBy: 'name', sortOrder: 'desc' },
];

function drawQuery(random: () => number): Record<string, string | number | boolean> {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const query: Record<string, string | number | boolean> = {
    search: pick(WORDS),
    page: 1 + Math.floor(random() * 3),
    limit: pick([7, 12, 24]),
    ...pick(SORTS),
  };
  const lang = pick([undefined, 'en', 'ar']);
  if (lang) query.lang = lang;
  if (random() < 0.3) {
    query.minPrice = 50 + Math.floor(random() * 400);
    query.maxPrice = (query.minPrice as number) + Math.floor(random() * 600);
  }
  const category = random();
  if (category < 0.15) query.category = pick(['woody', 'floral', 'oriental']);
  else if (category < 0.22) query.category = pick(categoryIds);
  else if (category < 0.25) query.category = categorySlug;
  if (random() < 0.15) query.inStock = random() < 0.5;
  if (random() < 0.05) query.featured = true;
  return query;
}

describe('a search listed from its matches in memory', () => {
  it.each(['database', 'catalogue’s words'])(
    'gives the page and the exact total the database would, for 120 drawn queries (matches from the %s)',
    async (source) => {
      const random = seeded(53);
      const searches = new SearchMatchCache();
      // Decision 057: one-word texts from the index in memory, the others from the database.
      const index = source === 'database' ? {} : { index: new SearchIndexSlot(ctx.database.db) };
      let nonEmpty = 0;
      for (let n = 0; n < 120; n++) {
        const drawn = drawQuery(random);
        const query = queryOf(drawn);
        // A category's page (`/api/categories/:id/products`) searched.
        const categoryId = n % 10 === 0 ? categoryIds[n % categoryIds.length] : undefined;
        const listed = await listProducts(ctx.database.db, query, {
          searches,
          ...index,
          ...(categoryId ? { categoryId } : {}),
        });
        const expected = await reference(query, categoryId);
        const context = JSON.stringify({ drawn, categoryId });
        expect(
          listed.items.map((item) => item._id),
          context,
        ).toEqual(expected.ids);
        expect(listed.pagination.total, context).toBe(expected.total);
        expect(listed.pagination.totalIsLowerBound).toBe(false);
        if (expected.ids.length > 0) nonEmpty++;
      }
      // The draw reaches pages with products, not only empty ones.
      expect(nonEmpty).toBeGreaterThan(50);
    },
  );

  it('reads a text once for all its pages, sorts and filters', async () => {
    const searches = new SearchMatchCache();
    const variants: Record<string, string | number>[] = [
      {},
      { page: 2 },
      { sortBy: 'price' },
      { minPrice: 100, maxPrice: 300 },
    ];
    for (const extra of variants) {
      const query = queryOf({ search: 'rose', lang: 'en', ...extra });
      await listProducts(ctx.database.db, query, { searches });
    }
    expect(searches.size).toBe(1);
  });

  it('counts only the language asked when a text is in both languages', async () => {
    // One product with the English word in its Arabic name: "rose" in Arabic is that one alone.
    const [first] = (await reference(queryOf({ search: 'rose', lang: 'en', limit: 1 }))).ids;
    await ctx.database.db
      .update(products)
      .set({ nameAr: 'ورد rose' })
      .where(eq(products.id, first!));
    for (const lang of ['ar', 'en', undefined]) {
      // A page of one: it fills before the pass reaches the other matches.
      const query = queryOf({ search: 'rose', limit: 1, ...(lang ? { lang } : {}) });
      const listed = await listProducts(ctx.database.db, query, {});
      const expected = await reference(query);
      expect(listed.items.map((item) => item._id)).toEqual(expected.ids);
      expect(listed.pagination.total).toBe(expected.total);
    }
    expect((await reference(queryOf({ search: 'rose', lang: 'ar' }))).total).toBe(1);
  });

  it('finds a product renamed since, once the catalogue changes (the routes clear the matches)', async () => {
    const path = '/api/products?search=zanzibar&lang=en';
    const before = await ctx.app.inject({ method: 'GET', url: path });
    expect(before.json().data).toEqual([]);
    const [renamed] = await ctx.database.db
      .update(products)
      .set({ nameEn: 'Zanzibar Nights' })
      .where(eq(products.id, (await reference(queryOf({ search: 'rose' }))).ids[0]!))
      .returning({ id: products.id });
    await ctx.app.publicCache.invalidate('catalog');
    const after = await ctx.app.inject({ method: 'GET', url: `${path}&page=1` });
    expect(after.json().data.map((p: { _id: string }) => p._id)).toEqual([renamed!.id]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENT_FAMILIES, MAX_PAGE_SIZE } from '@store/shared/constants';
import { foldForSearch } from '@store/shared/locales';
import type { Product } from '@store/shared/schemas/catalog';
import { demoProducts } from '../../db/seed/demo-products.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { products } from './catalog.table.ts';

let ctx: TestContext;
/** Every published product, read through the API once, to compare each filter against. */
let all: Product[];

async function get(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

async function list(query: string) {
  const { status, body } = await get(`/api/products?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as { success: true; data: Product[]; pagination: Record<string, unknown> };
}

beforeAll(async () => {
  ctx = await createTestApp();
  all = (await list(`limit=${MAX_PAGE_SIZE}`)).data;
});
afterAll(() => ctx.close());

describe('GET /api/products', () => {
  it('returns the envelope with the spec product fields and default pagination', async () => {
    const body = await list('');
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({
      page: 1,
      limit: 10,
      total: demoProducts.length,
      pages: Math.ceil(demoProducts.length / 10),
      hasNext: true,
      hasPrev: false,
      totalIsLowerBound: false,
    });
    const product = body.data[0]!;
    expect(Object.keys(product).sort()).toEqual(
      [
        '_id',
        'name',
        'slugs',
        'brand',
        'gtin',
        'sku',
        'seo',
        'description',
        'longDescription',
        'concentration',
        'notes',
        'price',
        'size',
        'category',
        'categoryId',
        'images',
        'featured',
        'inStock',
        'stock',
        'rating',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    // The demo catalogue claims no reviews: no rating without approved verified ones.
    expect(body.data.map((one: { rating: unknown }) => one.rating)).toEqual(
      body.data.map(() => null),
    );
    expect(product.name).toEqual({ en: expect.any(String), ar: expect.any(String) });
    expect(product.notes.top).toEqual({ en: expect.any(Array), ar: expect.any(Array) });
    expect(product.images[0]).toEqual({ url: expect.stringMatching(/^\/images\//) });
  });

  it('shows prices in SAR from integer halalas', () => {
    const demo = demoProducts.find((p) => p.name.en === all[0]!.name.en)!;
    expect(all[0]!.price).toBe(demo.priceHalalas / 100);
  });

  it('derives inStock from stock', () => {
    expect(all.length).toBe(demoProducts.length);
    for (const product of all) expect(product.inStock).toBe(product.stock > 0);
    expect(all.some((p) => !p.inStock)).toBe(true);
  });

  it.each(SCENT_FAMILIES)('filters by the scent family %s', async (family) => {
    const body = await list(`category=${family}&limit=100`);
    const expected = demoProducts.filter((p) => p.family === family).length;
    expect(expected).toBeGreaterThan(0);
    expect(body.data).toHaveLength(expected);
    expect(body.data.every((p) => p.category === family)).toBe(true);
  });

  it('filters by a category id and by a category slug', async () => {
    const categories = (await get('/api/categories/active')).body.data.categories;
    const woody = categories.find((c: { slug: string }) => c.slug === 'woody');
    const byId = await list(`category=${woody._id}&limit=100`);
    const bySlug = await list('category=woody&limit=100');
    expect(byId.data.length).toBeGreaterThan(0);
    expect(byId.data.every((p) => p.categoryId === woody._id)).toBe(true);
    expect(bySlug.data.map((p) => p._id).sort()).toEqual(byId.data.map((p) => p._id).sort());
  });

  it('answers an unknown category with an empty page, not an error', async () => {
    const body = await list('category=no-such-thing');
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({ total: 0, pages: 0, hasNext: false, hasPrev: false });
  });

  it('filters by price range in SAR, bounds included', async () => {
    const body = await list('minPrice=100&maxPrice=150&limit=100');
    const expected = all.filter((p) => p.price >= 100 && p.price <= 150);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.data.map((p) => p._id).sort()).toEqual(expected.map((p) => p._id).sort());
    const under = await list('maxPrice=99.99&limit=100');
    expect(under.data.length).toBe(all.filter((p) => p.price <= 99.99).length);
    expect(under.data.length).toBeGreaterThan(0);
    const over = await list('minPrice=200&limit=100');
    expect(over.data.length).toBe(all.filter((p) => p.price >= 200).length);
  });

  it('filters by stock and featured', async () => {
    const inStock = await list('inStock=true&limit=100');
    const outOfStock = await list('inStock=false&limit=100');
    expect(inStock.data.every((p) => p.inStock)).toBe(true);
    expect(outOfStock.data.every((p) => !p.inStock)).toBe(true);
    expect(inStock.data.length + outOfStock.data.length).toBe(all.length);
    expect(outOfStock.data.length).toBe(demoProducts.filter((p) => p.stock === 0).length);
    const featured = await list('featured=true&limit=100');
    expect(featured.data.length).toBe(demoProducts.filter((p) => p.featured).length);
    expect(featured.data.every((p) => p.featured)).toBe(true);
  });

  it('combines filters', async () => {
    const body = await list('category=oriental&inStock=true&minPrice=150&limit=100');
    const expected = all.filter((p) => p.category === 'oriental' && p.inStock && p.price >= 150);
    expect(body.data.map((p) => p._id).sort()).toEqual(expected.map((p) => p._id).sort());
  });

  describe('search', () => {
    it('matches English names and descriptions, case-insensitively', async () => {
      const body = await list('search=OUD&limit=100');
      const expected = all.filter((p) =>
        `${p.name.en} ${p.description.en} ${p.name.ar} ${p.description.ar}`
          .toLowerCase()
          .includes('oud'),
      );
      expect(expected.length).toBeGreaterThan(1);
      expect(body.data.map((p) => p._id).sort()).toEqual(expected.map((p) => p._id).sort());
    });

    it('matches Arabic text, ignoring diacritics and alef and ta marbuta forms', async () => {
      const body = await list(`search=${encodeURIComponent('عُود')}&limit=100`);
      const expected = all.filter((p) =>
        foldForSearch(`${p.name.ar} ${p.description.ar}`).includes('عود'),
      );
      expect(expected.length).toBeGreaterThan(1);
      expect(body.data.map((p) => p._id).sort()).toEqual(expected.map((p) => p._id).sort());

      const withHamza = all.find((p) => /[أإآة]/.test(p.name.ar))!;
      expect(withHamza).toBeDefined();
      const plainWord = foldForSearch(withHamza.name.ar)
        .split(' ')
        .find((w) => w.length >= 3)!;
      const folded = await list(`search=${encodeURIComponent(plainWord)}&lang=ar&limit=100`);
      expect(folded.data.map((p) => p._id)).toContain(withHamza._id);
    });

    it('limits the search to one language with lang', async () => {
      const arabicWord = 'عود';
      const onlyEnglish = await list(`search=${encodeURIComponent(arabicWord)}&lang=en`);
      expect(onlyEnglish.data).toEqual([]);
      const onlyArabic = await list(`search=oud&lang=ar`);
      expect(onlyArabic.data).toEqual([]);
    });

    it('treats LIKE wildcards in the search text literally', async () => {
      expect((await list('search=%25')).data).toEqual([]);
      expect((await list('search=_')).data).toEqual([]);
    });

    it('finds nothing for text no product has', async () => {
      const body = await list('search=zzzzqqq');
      expect(body.data).toEqual([]);
      expect(body.pagination.total).toBe(0);
    });
  });

  describe('sorting', () => {
    const ids = (products: Product[]) => products.map((p) => p._id);

    it('sorts newest first by default', async () => {
      const body = await list('limit=100');
      const expected = [...all].sort(
        (a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id),
      );
      expect(ids(body.data)).toEqual(ids(expected));
    });

    it('sorts oldest first', async () => {
      const body = await list('sortBy=createdAt&sortOrder=asc&limit=100');
      const dates = body.data.map((p) => p.createdAt);
      expect(dates).toEqual([...dates].sort());
    });

    it('sorts by price, ascending by default and descending on request', async () => {
      const asc = (await list('sortBy=price&limit=100')).data.map((p) => p.price);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const desc = (await list('sortBy=price&sortOrder=desc&limit=100')).data.map((p) => p.price);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      expect(asc[0]).toBeLessThan(asc.at(-1)!);
    });

    it('sorts by name in the requested language', async () => {
      const en = (await list('sortBy=name&limit=100')).data.map((p) => p.name.en.toLowerCase());
      expect(en).toEqual([...en].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const ar = (await list('sortBy=name&lang=ar&limit=100')).data.map((p) =>
        p.name.ar.toLowerCase(),
      );
      expect(ar).toEqual([...ar].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(ar).not.toEqual((await list('sortBy=name&limit=100')).data.map((p) => p.name.ar));
    });
  });

  describe('pagination', () => {
    it('walks every page without repeating or skipping a product', async () => {
      const seen: string[] = [];
      let page = 1;
      for (;;) {
        const body = await list(`limit=7&page=${page}&sortBy=price`);
        seen.push(...body.data.map((p) => p._id));
        expect(body.pagination.hasPrev).toBe(page > 1);
        if (!body.pagination.hasNext) break;
        page += 1;
      }
      expect(page).toBe(Math.ceil(all.length / 7));
      expect(new Set(seen).size).toBe(all.length);
    });

    it('answers a page past the end with an empty list', async () => {
      const body = await list('page=999');
      expect(body.data).toEqual([]);
      expect(body.pagination).toMatchObject({ page: 999, hasNext: false, hasPrev: true });
    });

    it('clamps a large limit', async () => {
      const body = await list('limit=100000');
      expect(body.pagination.limit).toBe(MAX_PAGE_SIZE);
    });

    it('counts a filter once for all its pages, and again after a catalogue change', async () => {
      // Past the response cache, so only the totals can be remembered.
      const total = async (query: string) => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/products?${query}`,
          headers: { 'cache-control': 'no-cache' },
        });
        return (res.json() as { pagination: { total: number } }).pagination.total;
      };
      const woody = all.filter((product) => product.category === 'woody');
      expect(await total('category=woody&limit=2')).toBe(woody.length);

      // A write that bypasses the API (and its invalidation) is not seen by the next page...
      const hidden = woody[0]!._id;
      await ctx.database.db
        .update(products)
        .set({ isActive: false })
        .where(eq(products.id, hidden));
      try {
        expect(await total('category=woody&limit=2&page=2&sortBy=price')).toBe(woody.length);
        // ...until the catalogue is invalidated, as every admin write and order does.
        await ctx.app.publicCache.invalidate('catalog');
        expect(await total('category=woody&limit=2')).toBe(woody.length - 1);
      } finally {
        await ctx.database.db
          .update(products)
          .set({ isActive: true })
          .where(eq(products.id, hidden));
        await ctx.app.publicCache.invalidate('catalog');
      }
      expect(await total('category=woody&limit=2')).toBe(woody.length);
    });
  });

  describe('bad queries answer 400 naming the field', () => {
    it.each([
      ['page=-1', 'page'],
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      ['limit=abc', 'limit'],
      ['limit=0', 'limit'],
      ['sortBy=popularity', 'sortBy'],
      ['sortOrder=up', 'sortOrder'],
      ['minPrice=cheap', 'minPrice'],
      ['maxPrice=-5', 'maxPrice'],
      ['minPrice=300&maxPrice=100', 'minPrice'],
      ['inStock=maybe', 'inStock'],
      ['featured=yes', 'featured'],
      ['lang=fr', 'lang'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ])('%s', async (query, field) => {
      const { status, body } = await get(`/api/products?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(body.message).toContain(field);
      expect(body.errors[0].field).toBe(field);
    });
  });
});

describe('GET /api/products/{id}', () => {
  it('returns one product', async () => {
    const { status, body } = await get(`/api/products/${all[3]!._id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: all[3] });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', "1'%20OR%20'1'='1"],
  ])('answers 404 for %s', async (_, id) => {
    const { status, body } = await get(`/api/products/${id}`);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Product not found' });
  });
});

describe('GET /api/products/categories/stats', () => {
  it('counts products per scent family', async () => {
    const { status, body } = await get('/api/products/categories/stats');
    expect(status).toBe(200);
    expect(body.data.total).toBe(demoProducts.length);
    expect(body.data.categoryStats.map((s: { category: string }) => s.category)).toEqual([
      ...SCENT_FAMILIES,
    ]);
    for (const stat of body.data.categoryStats) {
      const family = demoProducts.filter((p) => p.family === stat.category);
      expect(stat.count).toBe(family.length);
      expect(stat.inStock).toBe(family.filter((p) => p.stock > 0).length);
    }
  });
});

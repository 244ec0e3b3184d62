import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCategories } from '../../db/seed/demo-categories.ts';
import { demoProducts } from '../../db/seed/demo-products.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { categories } from './catalog.table.ts';

let ctx: TestContext;
type CategoryBody = { _id: string; slug: string; isActive: boolean; productCount: number };

async function get(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  ctx = await createTestApp();
  // One inactive category, to see that shoppers do not reach it.
  await ctx.database.db
    .update(categories)
    .set({ isActive: false })
    .where(eq(categories.slug, 'aquatic'));
});
afterAll(() => ctx.close());

describe('GET /api/categories', () => {
  it('lists every category in display order with product counts', async () => {
    const { status, body } = await get('/api/categories');
    expect(status).toBe(200);
    const list: CategoryBody[] = body.data.categories;
    expect(list.map((c) => c.slug)).toEqual(
      [...demoCategories].sort((a, b) => a.sortOrder - b.sortOrder).map((c) => c.slug),
    );
    const floral = list.find((c) => c.slug === 'floral')!;
    expect(floral.productCount).toBe(demoProducts.filter((p) => p.family === 'floral').length);
    expect(body.pagination).toMatchObject({ page: 1, total: demoCategories.length });
  });

  it('filters by isActive and search', async () => {
    const inactive = await get('/api/categories?isActive=false');
    expect(inactive.body.data.categories.map((c: CategoryBody) => c.slug)).toEqual(['aquatic']);
    const search = await get('/api/categories?search=WOOD');
    expect(search.body.data.categories.map((c: CategoryBody) => c.slug)).toContain('woody');
  });

  it('rejects a bad page', async () => {
    const { status, body } = await get('/api/categories?page=zero');
    expect(status).toBe(400);
    expect(body.errors[0].field).toBe('page');
  });
});

describe('GET /api/categories/active', () => {
  it('leaves out inactive categories', async () => {
    const { body } = await get('/api/categories/active');
    const slugs = body.data.categories.map((c: CategoryBody) => c.slug);
    expect(slugs).toHaveLength(demoCategories.length - 1);
    expect(slugs).not.toContain('aquatic');
  });
});

describe('GET /api/categories/{id} and /slug/{slug}', () => {
  it('finds a category by id and by slug', async () => {
    const bySlug = await get('/api/categories/slug/floral');
    expect(bySlug.status).toBe(200);
    const category = bySlug.body.data.category;
    expect(category.name).toEqual(demoCategories.find((c) => c.slug === 'floral')!.name);
    const byId = await get(`/api/categories/${category._id}`);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('hides an inactive category from the storefront slug lookup', async () => {
    const { status, body } = await get('/api/categories/slug/aquatic');
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
  });

  it.each(['not-an-id', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for %s',
    async (id) => {
      const { status, body } = await get(`/api/categories/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Category not found' });
    },
  );
});

describe('GET /api/categories/{id}/products', () => {
  it('lists the products of one category with the listing parameters', async () => {
    const category = (await get('/api/categories/slug/woody')).body.data.category;
    const { status, body } = await get(
      `/api/categories/${category._id}/products?sortBy=price&sortOrder=desc&limit=100`,
    );
    expect(status).toBe(200);
    expect(body.data.length).toBe(category.productCount);
    expect(body.data.every((p: { categoryId: string }) => p.categoryId === category._id)).toBe(
      true,
    );
    const prices = body.data.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const inStock = await get(`/api/categories/${category._id}/products?inStock=false`);
    expect(inStock.body.data.every((p: { inStock: boolean }) => !p.inStock)).toBe(true);
  });

  it('answers 404 for an unknown category and 400 for a bad query', async () => {
    expect((await get('/api/categories/nope/products')).status).toBe(404);
    const category = (await get('/api/categories/slug/woody')).body.data.category;
    const bad = await get(`/api/categories/${category._id}/products?sortBy=rating`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('sortBy');
  });
});

describe('GET /api/categories/search', () => {
  it('matches names in either language', async () => {
    const floral = demoCategories.find((c) => c.slug === 'floral')!;
    const en = await get('/api/categories/search?q=flor');
    expect(en.body.data.categories.map((c: CategoryBody) => c.slug)).toContain('floral');
    const ar = await get(`/api/categories/search?q=${encodeURIComponent(floral.name.ar)}`);
    expect(ar.body.data.categories.map((c: CategoryBody) => c.slug)).toEqual(['floral']);
  });

  it('requires q', async () => {
    const { status, body } = await get('/api/categories/search');
    expect(status).toBe(400);
    expect(body.errors[0].field).toBe('q');
  });
});

describe('GET /api/categories/stats', () => {
  it('counts products and stock per category', async () => {
    const { status, body } = await get('/api/categories/stats');
    expect(status).toBe(200);
    expect(body.data.totals).toEqual({
      categories: demoCategories.length,
      active: demoCategories.length - 1,
      inactive: 1,
    });
    const spicy = body.data.categoryStats.find((s: CategoryBody) => s.slug === 'spicy');
    const spicyProducts = demoProducts.filter((p) => p.family === 'spicy');
    expect(spicy.productCount).toBe(spicyProducts.length);
    expect(spicy.inStockCount).toBe(spicyProducts.filter((p) => p.stock > 0).length);
  });
});

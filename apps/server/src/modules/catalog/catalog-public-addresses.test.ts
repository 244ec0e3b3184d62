import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { categories, products } from './catalog.table.ts';

/** The public reads by id, by either slug (Arabic percent-encoded on the wire) and by an old slug. */
let ctx: TestContext;
let productId: string;
let categoryId: string;
const notes = { top: { en: [], ar: [] }, middle: { en: [], ar: [] }, base: { en: [], ar: [] } };

/** Changes written straight to the database, so the public cache must drop its answers. */
async function setActive(
  table: typeof products | typeof categories,
  id: string,
  isActive: boolean,
) {
  await ctx.database.db.update(table).set({ isActive }).where(eq(table.id, id));
  await ctx.app.publicCache.invalidate('catalog');
}

async function get(path: string) {
  const res = await ctx.app.inject({ method: 'GET', url: path });
  return { status: res.statusCode, body: res.json() };
}

const encoded = (slug: string) => encodeURIComponent(slug);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const [category] = await db
    .insert(categories)
    .values({ nameEn: 'Desert Gifts', nameAr: 'هدايا الصحراء', sortOrder: 99 })
    .returning();
  categoryId = category!.id;
  const [product] = await db
    .insert(products)
    .values({
      nameEn: 'Dune Oud',
      nameAr: 'عود الكثبان',
      notes,
      priceHalalas: 25_000,
      family: 'woody',
      categoryId,
      stock: 3,
    })
    .returning();
  productId = product!.id;
  // Renamed addresses: the old ones stay in slug_history.
  await db.update(products).set({ slugEn: 'dune-oud-royal' }).where(eq(products.id, productId));
  await db.update(categories).set({ slug: 'desert-gift-box' }).where(eq(categories.id, categoryId));
});
afterAll(() => ctx.close());

describe('GET /api/products/{id or slug}', () => {
  it.each([
    ['its id', () => productId],
    ['its English slug', () => 'dune-oud-royal'],
    ['its Arabic slug, percent-encoded', () => encoded('عود-الكثبان')],
    ['an old slug', () => 'dune-oud'],
  ])('finds the product by %s and answers its current slugs', async (_, segment) => {
    const { status, body } = await get(`/api/products/${segment()}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data._id).toBe(productId);
    expect(body.data.slugs).toEqual({ en: 'dune-oud-royal', ar: 'عود-الكثبان' });
  });

  it('answers 404 for an unknown slug and for an unpublished product by any address', async () => {
    expect((await get('/api/products/no-such-oud')).status).toBe(404);
    await setActive(products, productId, false);
    try {
      for (const segment of [productId, 'dune-oud-royal', encoded('عود-الكثبان'), 'dune-oud']) {
        const { status, body } = await get(`/api/products/${segment}`);
        expect(status, segment).toBe(404);
        expect(body.code).toBe('NOT_FOUND');
      }
    } finally {
      await setActive(products, productId, true);
    }
  });
});

describe('the public category routes by id or slug', () => {
  const segments = [
    ['its English slug', () => 'desert-gift-box'],
    ['its Arabic slug, percent-encoded', () => encoded('هدايا-الصحراء')],
    ['an old slug', () => 'desert-gifts'],
  ] as const;

  it.each(segments)('GET /categories/slug/{slug} finds it by %s', async (_, segment) => {
    const { status, body } = await get(`/api/categories/slug/${segment()}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.category._id).toBe(categoryId);
    expect(body.data.category.slugs).toEqual({ en: 'desert-gift-box', ar: 'هدايا-الصحراء' });
  });

  it.each([...segments, ['its id', () => categoryId] as const])(
    'GET /categories/{id} and its products find it by %s',
    async (_, segment) => {
      const one = await get(`/api/categories/${segment()}`);
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      expect(one.body.data.category._id).toBe(categoryId);
      const listing = await get(`/api/categories/${segment()}/products`);
      expect(listing.status).toBe(200);
      expect(listing.body.data.map((p: { _id: string }) => p._id)).toEqual([productId]);
    },
  );

  it.each([
    ['the English slug', 'desert-gift-box'],
    ['the Arabic slug', encoded('هدايا-الصحراء')],
    ['the id', 'ID'],
  ])('the listing filter category= takes %s', async (_, value) => {
    const { status, body } = await get(
      `/api/products?category=${value === 'ID' ? categoryId : value}`,
    );
    expect(status).toBe(200);
    expect(body.data.map((p: { _id: string }) => p._id)).toEqual([productId]);
  });

  it('hides an inactive category by slug; by id it answers as before slugs', async () => {
    await setActive(categories, categoryId, false);
    try {
      for (const segment of ['desert-gift-box', encoded('هدايا-الصحراء'), 'desert-gifts']) {
        expect((await get(`/api/categories/slug/${segment}`)).status).toBe(404);
        expect((await get(`/api/categories/${segment}`)).status).toBe(404);
        expect((await get(`/api/categories/${segment}/products`)).status).toBe(404);
      }
      expect((await get(`/api/categories/${categoryId}`)).body.data.category.isActive).toBe(false);
    } finally {
      await setActive(categories, categoryId, true);
    }
  });

  it('answers 404 for an unknown category slug', async () => {
    expect((await get('/api/categories/slug/no-such-gifts')).status).toBe(404);
    expect((await get(`/api/categories/${encoded('لا-يوجد')}/products`)).status).toBe(404);
  });
});

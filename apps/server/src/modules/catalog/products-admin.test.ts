import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, ProductInput } from '@store/shared/schemas/catalog-admin';
import {
  adminApiCaller,
  signInTestUsers,
  type AdminTestHeaders,
} from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { auditLog } from '../../db/schema.ts';
import { categories, products } from './catalog.table.ts';

let ctx: TestContext;
let users: AdminTestHeaders;
let floralCategoryId: string;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const call = adminApiCaller(
  () => ctx.app,
  () => users,
);

function validInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: { en: 'Amber Veil', ar: 'حجاب العنبر' },
    description: { en: 'Warm amber and vanilla.', ar: 'عنبر دافئ وفانيليا.' },
    longDescription: { en: 'A long story of amber.', ar: 'قصة طويلة عن العنبر.' },
    concentration: { en: 'Eau de Parfum', ar: 'أو دو بارفان' },
    notes: {
      top: { en: ['Bergamot'], ar: ['برغموت'] },
      middle: { en: ['Rose', 'Jasmine'], ar: ['ورد', 'ياسمين'] },
      base: { en: ['Amber'], ar: ['عنبر'] },
    },
    price: 349.5,
    size: '100ml',
    category: 'oriental',
    categoryId: floralCategoryId,
    images: [
      { url: '/media/a.webp', mediaId: '11111111-1111-4111-8111-111111111111' },
      { url: 'https://cdn.example.com/b.jpg' },
    ],
    featured: true,
    stock: 12,
    ...overrides,
  };
}

async function productCount(): Promise<number> {
  return (await ctx.database.db.select({ id: products.id }).from(products)).length;
}

async function auditFor(entityId: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, entityId)));
}

async function createOne(overrides: Partial<ProductInput> = {}): Promise<AdminProduct> {
  const { status, body } = await call('POST', '/api/products', validInput(overrides));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.product;
}

beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInTestUsers(ctx.app, ctx.database.db);
  const [floral] = await ctx.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'floral'));
  floralCategoryId = floral!.id;
});
afterAll(() => ctx.close());

describe('POST /api/products', () => {
  it('creates a product with every field; it appears on the storefront listing, detail and category', async () => {
    // Warm the public cache first, so the test also proves the write drops it.
    await call('GET', '/api/products?search=Amber%20Veil', undefined, {});
    await call('GET', `/api/categories/${floralCategoryId}/products?limit=100`, undefined, {});

    const { status, body } = await call('POST', '/api/products', validInput());
    expect(status).toBe(201);
    expect(body.message).toBe('Product created');
    const product: AdminProduct = body.data.product;
    expect(product).toMatchObject({
      name: { en: 'Amber Veil', ar: 'حجاب العنبر' },
      concentration: { en: 'Eau de Parfum', ar: 'أو دو بارفان' },
      notes: { middle: { en: ['Rose', 'Jasmine'], ar: ['ورد', 'ياسمين'] } },
      price: 349.5,
      size: '100ml',
      category: 'oriental',
      categoryId: floralCategoryId,
      images: [
        { url: '/media/a.webp', mediaId: '11111111-1111-4111-8111-111111111111' },
        { url: 'https://cdn.example.com/b.jpg' },
      ],
      featured: true,
      stock: 12,
      inStock: true,
      isActive: true,
      inStockOverride: null,
    });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, product._id));
    expect(row!.priceHalalas).toBe(34950);

    const listing = await call('GET', '/api/products?search=Amber%20Veil', undefined, {});
    expect(listing.body.data.map((p: { _id: string }) => p._id)).toContain(product._id);
    const arabic = await call(
      'GET',
      `/api/products?search=${encodeURIComponent('حجاب العنبر')}`,
      undefined,
      {},
    );
    expect(arabic.body.data.map((p: { _id: string }) => p._id)).toContain(product._id);
    const detail = await call('GET', `/api/products/${product._id}`, undefined, {});
    expect(detail.status).toBe(200);
    expect(detail.body.data.name.ar).toBe('حجاب العنبر');
    const inCategory = await call(
      'GET',
      `/api/categories/${floralCategoryId}/products?limit=100`,
      undefined,
      {},
    );
    expect(inCategory.body.data.map((p: { _id: string }) => p._id)).toContain(product._id);

    const audit = await auditFor(product._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'created', actorEmail: users.adminEmail });
  });

  it('defaults the optional texts to empty and lets an explicit inStock override stock', async () => {
    const product = await createOne({
      name: { en: 'Plain', ar: 'بسيط' },
      stock: 0,
      inStock: true,
      categoryId: null,
      images: [],
    });
    expect(product).toMatchObject({ stock: 0, inStock: true, inStockOverride: true });
  });

  it.each([
    ['name.en', { name: { en: '  ', ar: 'اسم' } }],
    ['name.ar', { name: { en: 'Name', ar: '' } }],
    ['name.en', { name: { en: 'x'.repeat(201), ar: 'اسم' } }],
    ['price', { price: -1 }],
    ['price', { price: 10.555 }],
    ['price', { price: 'cheap' }],
    ['stock', { stock: -3 }],
    ['stock', { stock: 1.5 }],
    ['category', { category: 'musky' }],
    ['categoryId', { categoryId: 'not-an-id' }],
    ['images.0.url', { images: [{ url: 'javascript:alert(1)' }] }],
    ['notes.top.en.0', { notes: { ...validInput().notes, top: { en: [''], ar: [] } } }],
  ])('refuses a bad %s with 400 naming the field and creates nothing', async (field, change) => {
    const before = await productCount();
    const { status, body } = await call('POST', '/api/products', { ...validInput(), ...change });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await productCount()).toBe(before);
  });

  it('refuses a category id that names no category, with the field', async () => {
    const before = await productCount();
    const { status, body } = await call(
      'POST',
      '/api/products',
      validInput({ categoryId: MISSING_ID }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: 'categoryId', message: expect.stringMatching(/category/) },
    ]);
    expect(await productCount()).toBe(before);
  });

  it('refuses a body without required fields', async () => {
    const { status, body } = await call('POST', '/api/products', { name: { en: 'Only' } });
    expect(status).toBe(400);
    const fields = body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name.ar', 'price', 'category', 'stock']));
  });

  it('answers 401 without a session and 403 for a non-admin, creating nothing', async () => {
    const before = await productCount();
    expect((await call('POST', '/api/products', validInput(), {})).status).toBe(401);
    expect((await call('POST', '/api/products', validInput(), users.customer)).status).toBe(403);
    expect(await productCount()).toBe(before);
  });
});

describe('GET /api/admin/products', () => {
  it('lists unpublished products too, with the admin fields', async () => {
    const hidden = await createOne({ name: { en: 'Hidden Draft', ar: 'مسودة' }, isActive: false });
    const { status, body } = await call('GET', '/api/admin/products?search=hidden%20draft');
    expect(status).toBe(200);
    expect(body.data).toEqual([expect.objectContaining({ _id: hidden._id, isActive: false })]);
    expect((await call('GET', `/api/products/${hidden._id}`, undefined, {})).status).toBe(404);
    const detail = await call('GET', `/api/admin/products/${hidden._id}`);
    expect(detail.body.data.product.isActive).toBe(false);
  });

  it('filters by family, category and stock state, and sorts by stock', async () => {
    const family = await call('GET', '/api/admin/products?family=woody&limit=100');
    expect(family.body.data.length).toBeGreaterThan(0);
    expect(family.body.data.every((p: AdminProduct) => p.category === 'woody')).toBe(true);

    const inCategory = await call(
      'GET',
      `/api/admin/products?categoryId=${floralCategoryId}&limit=100`,
    );
    expect(inCategory.body.data.every((p: AdminProduct) => p.categoryId === floralCategoryId)).toBe(
      true,
    );

    const low = await call('GET', '/api/admin/products?stock=low&limit=100');
    expect(low.body.data.length).toBeGreaterThan(0);
    expect(low.body.data.every((p: AdminProduct) => p.stock > 0 && p.stock <= 5)).toBe(true);
    const out = await call('GET', '/api/admin/products?stock=out&limit=100');
    expect(out.body.data.every((p: AdminProduct) => !p.inStock)).toBe(true);
    const inStock = await call('GET', '/api/admin/products?stock=in&limit=100');
    expect(inStock.body.pagination.total + out.body.pagination.total).toBe(
      (await call('GET', '/api/admin/products')).body.pagination.total,
    );

    const byStock = await call('GET', '/api/admin/products?sortBy=stock&sortOrder=desc&limit=100');
    const stocks = byStock.body.data.map((p: AdminProduct) => p.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
  });

  it('refuses a bad filter with the field', async () => {
    const { status, body } = await call('GET', '/api/admin/products?stock=plenty');
    expect(status).toBe(400);
    expect(body.errors[0].field).toBe('stock');
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/products', undefined, {})).status).toBe(401);
    expect((await call('GET', '/api/admin/products', undefined, users.customer)).status).toBe(403);
  });
});

describe('PUT /api/products/{id}', () => {
  it('replaces every field and the storefront shows the change', async () => {
    const product = await createOne();
    await call('GET', `/api/products/${product._id}`, undefined, {});
    const { status, body } = await call(
      'PUT',
      `/api/products/${product._id}`,
      validInput({
        name: { en: 'Amber Veil Intense', ar: 'حجاب العنبر المركز' },
        price: 420,
        images: [{ url: 'https://cdn.example.com/b.jpg' }, { url: '/media/a.webp' }],
        categoryId: null,
        featured: false,
      }),
    );
    expect(status).toBe(200);
    expect(body.message).toBe('Product updated');
    expect(body.data.product).toMatchObject({
      name: { en: 'Amber Veil Intense' },
      price: 420,
      images: [{ url: 'https://cdn.example.com/b.jpg' }, { url: '/media/a.webp' }],
      categoryId: null,
      featured: false,
    });
    const detail = await call('GET', `/api/products/${product._id}`, undefined, {});
    expect(detail.body.data.name.en).toBe('Amber Veil Intense');
    const audit = await auditFor(product._id);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['created', 'updated']));
  });

  it('refuses bad input and leaves the product as it was', async () => {
    const product = await createOne();
    const { status, body } = await call(
      'PUT',
      `/api/products/${product._id}`,
      validInput({ price: -5 }),
    );
    expect(status).toBe(400);
    expect(body.errors[0].field).toBe('price');
    const after = await call('GET', `/api/admin/products/${product._id}`);
    expect(after.body.data.product.price).toBe(product.price);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('PUT', `/api/products/${MISSING_ID}`, validInput())).status).toBe(404);
    expect((await call('PUT', '/api/products/nope', validInput())).status).toBe(404);
  });

  it('answers 401 and 403, changing nothing', async () => {
    const product = await createOne();
    const change = validInput({ name: { en: 'Changed', ar: 'تغير' } });
    expect((await call('PUT', `/api/products/${product._id}`, change, {})).status).toBe(401);
    expect((await call('PUT', `/api/products/${product._id}`, change, users.customer)).status).toBe(
      403,
    );
    const after = await call('GET', `/api/admin/products/${product._id}`);
    expect(after.body.data.product.name.en).toBe('Amber Veil');
  });
});

describe('product weight (weightGrams)', () => {
  const weightOf = async (id: string) => {
    const { body } = await call('GET', `/api/admin/products/${id}`);
    return body.data.product.weightGrams as number | null;
  };

  it('is stored in whole grams when given, kept when absent, cleared by null', async () => {
    const unweighed = await createOne();
    expect(unweighed.weightGrams).toBeNull();

    const product = await createOne({ weightGrams: 450 });
    expect(product.weightGrams).toBe(450);
    const [row] = await ctx.database.db
      .select({ weightGrams: products.weightGrams })
      .from(products)
      .where(eq(products.id, product._id));
    expect(row!.weightGrams).toBe(450);
    expect(await weightOf(product._id)).toBe(450);

    const renamed = await call(
      'PUT',
      `/api/products/${product._id}`,
      validInput({ name: { en: 'Renamed', ar: 'اسم جديد' } }),
    );
    expect(renamed.body.data.product.weightGrams).toBe(450);

    const heavier = await call(
      'PUT',
      `/api/products/${product._id}`,
      validInput({ weightGrams: 1_000_000 }),
    );
    expect(heavier.status).toBe(200);
    expect(await weightOf(product._id)).toBe(1_000_000);

    const cleared = await call(
      'PUT',
      `/api/products/${product._id}`,
      validInput({ weightGrams: null }),
    );
    expect(cleared.status).toBe(200);
    expect(await weightOf(product._id)).toBeNull();
  });

  it('refuses a weight that is not whole grams from 1 to 1,000,000, keeping the stored one', async () => {
    const product = await createOne({ weightGrams: 300 });
    for (const weightGrams of [0, -5, 12.5, 1_000_001, '300']) {
      const { status, body } = await call(
        'PUT',
        `/api/products/${product._id}`,
        validInput({ weightGrams: weightGrams as number }),
      );
      expect(status, String(weightGrams)).toBe(400);
      expect(body.errors).toEqual([
        {
          field: 'weightGrams',
          message: 'Enter a whole number of grams from 1 to 1,000,000, or leave it empty',
        },
      ]);
    }
    const refused = await call('POST', '/api/products', validInput({ weightGrams: 0 }));
    expect(refused.status).toBe(400);
    expect(await weightOf(product._id)).toBe(300);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('deletes the product; the storefront no longer finds it', async () => {
    const product = await createOne();
    await call('GET', `/api/products/${product._id}`, undefined, {});
    const { status, body } = await call('DELETE', `/api/products/${product._id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Product deleted', data: { _id: product._id } });
    expect((await call('GET', `/api/products/${product._id}`, undefined, {})).status).toBe(404);
    expect((await auditFor(product._id)).map((a) => a.action)).toContain('deleted');
  });

  it('answers 404, 401 and 403; a refused delete keeps the product', async () => {
    const product = await createOne();
    expect((await call('DELETE', `/api/products/${MISSING_ID}`)).status).toBe(404);
    expect((await call('DELETE', `/api/products/${product._id}`, undefined, {})).status).toBe(401);
    expect(
      (await call('DELETE', `/api/products/${product._id}`, undefined, users.customer)).status,
    ).toBe(403);
    expect((await call('GET', `/api/admin/products/${product._id}`)).status).toBe(200);
  });
});

describe('PATCH /api/products/{id}/stock', () => {
  it('sets stock; availability follows it unless inStock is given', async () => {
    const product = await createOne({ stock: 3 });
    await call('GET', `/api/products/${product._id}`, undefined, {});
    const zero = await call('PATCH', `/api/products/${product._id}/stock`, { stock: 0 });
    expect(zero.status).toBe(200);
    expect(zero.body.message).toBe('Stock updated successfully');
    expect(zero.body.data.product).toMatchObject({ stock: 0, inStock: false });
    const storefront = await call('GET', `/api/products/${product._id}`, undefined, {});
    expect(storefront.body.data).toMatchObject({ stock: 0, inStock: false });

    const forced = await call('PATCH', `/api/products/${product._id}/stock`, {
      stock: 0,
      inStock: true,
    });
    expect(forced.body.data.product).toMatchObject({
      stock: 0,
      inStock: true,
      inStockOverride: true,
    });
    const audit = await auditFor(product._id);
    expect(audit.filter((a) => a.action === 'stock-updated')).toHaveLength(2);
  });

  it.each([[{ stock: -1 }], [{ stock: 2.5 }], [{ stock: '7' }], [{}]])(
    'refuses %j with 400 on stock, changing nothing',
    async (payload) => {
      const product = await createOne({ stock: 4 });
      const { status, body } = await call('PATCH', `/api/products/${product._id}/stock`, payload);
      expect(status).toBe(400);
      expect(body.errors[0].field).toBe('stock');
      expect(
        (await call('GET', `/api/admin/products/${product._id}`)).body.data.product.stock,
      ).toBe(4);
    },
  );

  it('answers 404, 401 and 403', async () => {
    const product = await createOne({ stock: 4 });
    expect((await call('PATCH', `/api/products/${MISSING_ID}/stock`, { stock: 1 })).status).toBe(
      404,
    );
    expect(
      (await call('PATCH', `/api/products/${product._id}/stock`, { stock: 1 }, {})).status,
    ).toBe(401);
    expect(
      (await call('PATCH', `/api/products/${product._id}/stock`, { stock: 1 }, users.customer))
        .status,
    ).toBe(403);
    expect((await call('GET', `/api/admin/products/${product._id}`)).body.data.product.stock).toBe(
      4,
    );
  });
});

describe('PATCH /api/products/bulk/stock', () => {
  it('applies good rows and reports bad ones without failing the batch', async () => {
    const a = await createOne({ stock: 1 });
    const b = await createOne({ stock: 2 });
    const c = await createOne({ stock: 9 });
    const { status, body } = await call('PATCH', '/api/products/bulk/stock', {
      updates: [
        { id: a._id, stock: 40 },
        { id: b._id, stock: 0 },
        { id: 'not-an-id', stock: 5 },
        { id: MISSING_ID, stock: 5 },
        { id: c._id, stock: -2 },
      ],
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Bulk update completed: 2 updated, 3 failed');
    expect(body.data).toMatchObject({ updated: 2, failed: 3 });
    expect(body.data.results).toEqual([
      { id: a._id, success: true, stock: 40, inStock: true },
      { id: b._id, success: true, stock: 0, inStock: false },
      { id: 'not-an-id', success: false, error: 'Product not found' },
      { id: MISSING_ID, success: false, error: 'Product not found' },
      { id: c._id, success: false, error: expect.stringMatching(/Stock/) },
    ]);
    const stockOf = async (id: string) =>
      (await call('GET', `/api/admin/products/${id}`)).body.data.product.stock;
    expect([await stockOf(a._id), await stockOf(b._id), await stockOf(c._id)]).toEqual([40, 0, 9]);
  });

  it.each([[{ updates: [] }], [{}], [{ updates: [{ id: 'x' }] }]])(
    'refuses a malformed body %j with 400',
    async (payload) => {
      const { status, body } = await call('PATCH', '/api/products/bulk/stock', payload);
      expect(status).toBe(400);
      expect(body.errors[0].field).toMatch(/^updates/);
    },
  );

  it('answers 401 and 403, changing nothing', async () => {
    const a = await createOne({ stock: 1 });
    const payload = { updates: [{ id: a._id, stock: 50 }] };
    expect((await call('PATCH', '/api/products/bulk/stock', payload, {})).status).toBe(401);
    expect((await call('PATCH', '/api/products/bulk/stock', payload, users.customer)).status).toBe(
      403,
    );
    expect((await call('GET', `/api/admin/products/${a._id}`)).body.data.product.stock).toBe(1);
  });
});

describe('GET /api/products/inventory/report', () => {
  it('totals units and value and lists low and out-of-stock products (threshold 5 by default)', async () => {
    const { status, body } = await call('GET', '/api/products/inventory/report');
    expect(status).toBe(200);
    const report = body.data;
    expect(report.lowStockThreshold).toBe(5);
    const rows = await ctx.database.db.select().from(products);
    expect(report.totals.products).toBe(rows.length);
    expect(report.totals.units).toBe(rows.reduce((sum, r) => sum + r.stock, 0));
    expect(report.totals.stockValue).toBe(
      rows.reduce((sum, r) => sum + r.stock * r.priceHalalas, 0) / 100,
    );
    const low = rows.filter((r) => r.stock > 0 && r.stock <= 5).map((r) => r.id);
    expect(report.lowStock.map((p: { _id: string }) => p._id).sort()).toEqual(low.sort());
    const out = rows.filter((r) => r.stock === 0).map((r) => r.id);
    expect(report.outOfStock.map((p: { _id: string }) => p._id).sort()).toEqual(out.sort());
    expect(report.byFamily).toHaveLength(8);
    expect(report.byFamily.reduce((s: number, f: { products: number }) => s + f.products, 0)).toBe(
      rows.length,
    );
  });

  it('takes another threshold and refuses a bad one', async () => {
    const wide = await call('GET', '/api/products/inventory/report?lowStockThreshold=1000');
    const rows = await ctx.database.db.select().from(products);
    expect(wide.body.data.lowStock).toHaveLength(rows.filter((r) => r.stock > 0).length);
    for (const threshold of ['-1', 'five', '99999999999999999999']) {
      const bad = await call(
        'GET',
        `/api/products/inventory/report?lowStockThreshold=${threshold}`,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].field).toBe('lowStockThreshold');
    }
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/products/inventory/report', undefined, {})).status).toBe(401);
    expect(
      (await call('GET', '/api/products/inventory/report', undefined, users.customer)).status,
    ).toBe(403);
  });
});

describe('product addresses and search fields', () => {
  it('makes slugs from the names when none are given, and stores brand, GTIN, SKU and search texts', async () => {
    const product = await createOne({
      name: { en: 'Saffron Night', ar: 'ليل الزعفران' },
      brand: 'Maison Qasr',
      gtin: '4006381333931',
      sku: 'MQ-SAF-100',
      seo: {
        title: { en: 'Saffron Night eau de parfum', ar: 'عطر ليل الزعفران' },
        description: { en: 'Saffron and oud.', ar: 'زعفران وعود.' },
      },
    });
    expect(product).toMatchObject({
      slugs: { en: 'saffron-night', ar: 'ليل-الزعفران' },
      brand: 'Maison Qasr',
      gtin: '4006381333931',
      sku: 'MQ-SAF-100',
      seo: {
        title: { en: 'Saffron Night eau de parfum', ar: 'عطر ليل الزعفران' },
        description: { en: 'Saffron and oud.', ar: 'زعفران وعود.' },
      },
    });
    const byArabic = await call(
      'GET',
      `/api/products/${encodeURIComponent('ليل-الزعفران')}`,
      undefined,
      {},
    );
    expect(byArabic.body.data._id).toBe(product._id);
  });

  it('keeps typed slugs (lower-cased); an emptied slug is made again; absent fields keep what is stored', async () => {
    const product = await createOne({
      name: { en: 'Rose Court', ar: 'بلاط الورد' },
      slugs: { en: 'Rose-Court-EDP', ar: 'ورد-البلاط' },
      sku: 'RC-1',
      brand: 'Qasr',
    });
    expect(product.slugs).toEqual({ en: 'rose-court-edp', ar: 'ورد-البلاط' });

    const emptied = await call(
      'PUT',
      `/api/products/${product._id}`,
      validInput({
        name: { en: 'Rose Court', ar: 'بلاط الورد' },
        slugs: { en: '', ar: 'ورد-البلاط' },
      }),
    );
    expect(emptied.status).toBe(200);
    expect(emptied.body.data.product.slugs).toEqual({ en: 'rose-court', ar: 'ورد-البلاط' });

    // A caller that does not know the new fields changes none of them.
    const unaware = await call(
      'PUT',
      `/api/products/${product._id}`,
      validInput({ name: { en: 'Rose Court', ar: 'بلاط الورد' } }),
    );
    expect(unaware.body.data.product).toMatchObject({
      slugs: { en: 'rose-court', ar: 'ورد-البلاط' },
      sku: 'RC-1',
      brand: 'Qasr',
    });
    // The replaced address still leads to the product.
    const old = await call('GET', '/api/products/rose-court-edp', undefined, {});
    expect(old.body.data._id).toBe(product._id);

    const cleared = await call(
      'PUT',
      `/api/products/${product._id}`,
      validInput({ name: { en: 'Rose Court', ar: 'بلاط الورد' }, sku: '', gtin: '', brand: '' }),
    );
    expect(cleared.body.data.product).toMatchObject({ sku: null, gtin: null, brand: '' });
  });

  it.each([
    ['slugs.en', { slugs: { en: 'has spaces', ar: '' } }],
    ['slugs.en', { slugs: { en: 'double--hyphen', ar: '' } }],
    ['slugs.ar', { slugs: { en: '', ar: 'عود_ملكي' } }],
    ['slugs.ar', { slugs: { en: '', ar: 'ع'.repeat(81) } }],
    ['brand', { brand: 'b'.repeat(71) }],
    ['gtin', { gtin: '4006381333932' }],
    ['gtin', { gtin: '12345' }],
    ['sku', { sku: 's'.repeat(65) }],
    [
      'seo.title.en',
      { seo: { title: { en: 't'.repeat(121), ar: '' }, description: { en: '', ar: '' } } },
    ],
    [
      'seo.description.ar',
      { seo: { title: { en: '', ar: '' }, description: { en: '', ar: 'و'.repeat(321) } } },
    ],
  ])('refuses a bad %s with 400 and the field, creating nothing', async (field, change) => {
    const before = await productCount();
    const { status, body } = await call(
      'POST',
      '/api/products',
      validInput(change as Partial<ProductInput>),
    );
    expect(status).toBe(400);
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await productCount()).toBe(before);
  });

  it('refuses, with 409 naming the field, a slug or SKU another product has, and changes nothing', async () => {
    const first = await createOne({
      name: { en: 'Taken Oud', ar: 'عود مأخوذ' },
      sku: 'TAKEN-1',
    });
    await call(
      'PUT',
      `/api/products/${first._id}`,
      validInput({
        name: { en: 'Taken Oud', ar: 'عود مأخوذ' },
        slugs: { en: 'taken-oud-new', ar: 'عود-مأخوذ' },
      }),
    );
    const second = await createOne({ name: { en: 'Free Oud', ar: 'عود حر' } });
    const cases = [
      [{ slugs: { en: 'taken-oud-new', ar: '' } }, 'slugs.en', /already used by another product/],
      [{ slugs: { en: '', ar: 'عود-مأخوذ' } }, 'slugs.ar', /already used by another product/],
      // Its old address still leads to the first product.
      [{ slugs: { en: 'taken-oud', ar: '' } }, 'slugs.en', /still leads to it/],
      // An address is looked up in both languages, so one language may not take the other's.
      [{ slugs: { en: 'عود-مأخوذ', ar: '' } }, 'slugs.en', /already used/],
      [{ sku: 'TAKEN-1' }, 'sku', /SKU "TAKEN-1" is already used/],
    ] as const;
    for (const [change, field, message] of cases) {
      const { status, body } = await call(
        'PUT',
        `/api/products/${second._id}`,
        validInput({ name: { en: 'Free Oud 2', ar: 'عود حر' }, ...change }),
      );
      expect(status, field).toBe(409);
      expect(body.code).toBe('CONFLICT');
      expect(body.message).toMatch(message);
      expect(body.reason.params.field).toBe(field);
      expect(body.reason.key).toBe(field === 'sku' ? 'skuTaken' : 'slugTaken');
      const created = await call('POST', '/api/products', validInput(change));
      expect(created.status).toBe(409);
    }
    const unchanged = await call('GET', `/api/admin/products/${second._id}`);
    expect(unchanged.body.data.product).toMatchObject({
      name: { en: 'Free Oud' },
      slugs: { en: 'free-oud', ar: 'عود-حر' },
      sku: null,
    });
  });

  it('records slug and search-text changes in the audit log', async () => {
    const product = await createOne({ name: { en: 'Audit Musk', ar: 'مسك التدقيق' } });
    const seo = {
      title: { en: 'Audit Musk EDP', ar: '' },
      description: { en: '', ar: 'مسك أبيض.' },
    };
    await call(
      'PUT',
      `/api/products/${product._id}`,
      validInput({
        name: { en: 'Audit Musk', ar: 'مسك التدقيق' },
        slugs: { en: 'audit-musk-edp', ar: 'مسك-التدقيق' },
        seo,
      }),
    );
    const updated = (await auditFor(product._id)).find((row) => row.action === 'updated');
    expect(updated!.details!.before).toMatchObject({ slugs: { en: 'audit-musk' } });
    expect(updated!.details!.after).toMatchObject({ slugs: { en: 'audit-musk-edp' }, seo });
  });
});

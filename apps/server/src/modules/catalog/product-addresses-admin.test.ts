import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, ProductInput } from '@store/shared/schemas/catalog-admin';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { auditLog } from '../../db/schema.ts';
import { categories, products } from './catalog.table.ts';

let ctx: TestContext;
let users: AdminTestHeaders;
let floralCategoryId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call(
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = users.admin,
) {
  const res = await ctx.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

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

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@store/shared/schemas/catalog';
import type { CategoryInput } from '@store/shared/schemas/catalog-admin';
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

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const call = adminApiCaller(
  () => ctx.app,
  () => users,
);

let counter = 0;
function input(overrides: Partial<CategoryInput> = {}): CategoryInput {
  counter += 1;
  return {
    name: { en: `Oud Blends ${counter}`, ar: `مزيج العود ${counter}` },
    description: { en: 'Rich oud compositions.', ar: 'تركيبات عود غنية.' },
    image: '/media/oud.webp',
    ...overrides,
  };
}

async function create(overrides: Partial<CategoryInput> = {}): Promise<Category> {
  const { status, body } = await call('POST', '/api/categories', input(overrides));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.category;
}

async function categoryRows() {
  return ctx.database.db.select().from(categories);
}

async function auditActions(entityId: string) {
  const rows = await ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'category'), eq(auditLog.entityId, entityId)));
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

describe('POST /api/categories', () => {
  it('creates a category with a slug from the English name, last in order, on the storefront at once', async () => {
    await call('GET', '/api/categories/active', undefined, {});
    const { status, body } = await call(
      'POST',
      '/api/categories',
      input({ name: { en: 'Oud & Amber Blends', ar: 'مزيج العود والعنبر' } }),
    );
    expect(status).toBe(201);
    expect(body.message).toBe('Category created');
    const category: Category = body.data.category;
    expect(category).toMatchObject({
      slug: 'oud-amber-blends',
      name: { en: 'Oud & Amber Blends', ar: 'مزيج العود والعنبر' },
      isActive: true,
      image: '/media/oud.webp',
      productCount: 0,
    });
    const maxOrder = Math.max(...(await categoryRows()).map((row) => row.sortOrder));
    expect(category.sortOrder).toBe(maxOrder);
    const active = await call('GET', '/api/categories/active', undefined, {});
    expect(active.body.data.categories.map((c: Category) => c.slug)).toContain('oud-amber-blends');
    const bySlug = await call('GET', '/api/categories/slug/oud-amber-blends', undefined, {});
    expect(bySlug.status).toBe(200);
    expect(await auditActions(category._id)).toEqual(['created']);
  });

  it('keeps a slug given by the admin, lower-cased', async () => {
    const category = await create({ slug: 'Summer-Edit' });
    expect(category.slug).toBe('summer-edit');
  });

  it('refuses a slug already in use with 409 and a clear message', async () => {
    const before = (await categoryRows()).length;
    const explicit = await call('POST', '/api/categories', input({ slug: 'floral' }));
    expect(explicit.status).toBe(409);
    expect(explicit.body.code).toBe('CONFLICT');
    expect(explicit.body.message).toMatch(/slug "floral" is already used/);
    expect(explicit.body.reason).toEqual({
      key: 'slugTaken',
      params: { field: 'slug', value: 'floral' },
    });
    expect((await categoryRows()).length).toBe(before);
    // A slug the database makes from the name is made unique instead.
    const generated = await create({ name: { en: 'Floral', ar: 'زهري جديد' } });
    expect(generated.slug).toBe('floral-2');
  });

  it('takes an Arabic slug and search texts, made from the Arabic name when empty', async () => {
    const seo = {
      title: { en: 'Oud gifts', ar: 'هدايا العود' },
      description: { en: 'Boxes of oud.', ar: 'علب العود.' },
    };
    const made = await create({ name: { en: 'Gift Boxes', ar: 'علب الهدايا' } });
    expect(made.slugs).toEqual({ en: 'gift-boxes', ar: 'علب-الهدايا' });
    const typed = await create({ slug: 'oud-gifts', slugs: { ar: 'هدايا-العود' }, seo });
    expect(typed).toMatchObject({
      slug: 'oud-gifts',
      slugs: { en: 'oud-gifts', ar: 'هدايا-العود' },
    });
    expect(typed.seo).toEqual(seo);
    const byArabic = await call(
      'GET',
      `/api/categories/slug/${encodeURIComponent('هدايا-العود')}`,
      undefined,
      {},
    );
    expect(byArabic.body.data.category._id).toBe(typed._id);
    // Absent keeps the Arabic slug and the search texts.
    const kept = await call('PUT', `/api/categories/${typed._id}`, input({ slug: 'oud-gifts' }));
    expect(kept.body.data.category.slugs.ar).toBe('هدايا-العود');
    expect(kept.body.data.category.seo).toEqual(seo);
  });

  it('refuses an Arabic slug another category has, now or before, with 409 on slugs.ar', async () => {
    const owner = await create({ slugs: { ar: 'عطور-نادرة' } });
    await call('PUT', `/api/categories/${owner._id}`, input({ slugs: { ar: 'عطور-أندر' } }));
    for (const slug of ['عطور-أندر', 'عطور-نادرة']) {
      const { status, body } = await call(
        'POST',
        '/api/categories',
        input({ slugs: { ar: slug } }),
      );
      expect(status).toBe(409);
      expect(body.reason).toEqual({ key: 'slugTaken', params: { field: 'slugs.ar', value: slug } });
    }
  });

  it.each([
    ['slugs.ar', { slugs: { ar: 'عطر جديد' } }],
    [
      'seo.title.ar',
      { seo: { title: { en: '', ar: 'ع'.repeat(121) }, description: { en: '', ar: '' } } },
    ],
  ])('refuses a bad %s with 400', async (field, change) => {
    const { status, body } = await call('POST', '/api/categories', input(change));
    expect(status).toBe(400);
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it.each([
    ['name.en', { name: { en: '', ar: 'اسم' } }],
    ['name.ar', { name: { en: 'Name', ar: '   ' } }],
    ['name.en', { name: { en: 'x'.repeat(101), ar: 'اسم' } }],
    ['slug', { slug: 'has spaces' }],
    ['slug', { slug: 'double--hyphen' }],
    ['image', { image: 'javascript:alert(1)' }],
    ['description', { description: undefined }],
  ])('refuses a bad %s with 400 and creates nothing', async (field, change) => {
    const before = (await categoryRows()).length;
    const { status, body } = await call('POST', '/api/categories', { ...input(), ...change });
    expect(status).toBe(400);
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await categoryRows()).length).toBe(before);
  });

  it('answers 401 and 403, creating nothing', async () => {
    const before = (await categoryRows()).length;
    expect((await call('POST', '/api/categories', input(), {})).status).toBe(401);
    expect((await call('POST', '/api/categories', input(), users.customer)).status).toBe(403);
    expect((await categoryRows()).length).toBe(before);
  });
});

describe('PUT /api/categories/{id}', () => {
  it('updates texts and slug; an emptied slug is made again from the English name', async () => {
    const category = await create();
    const edited = await call(
      'PUT',
      `/api/categories/${category._id}`,
      input({ name: { en: 'Rare Ouds', ar: 'عود نادر' }, slug: 'rare-ouds-edit' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Category updated');
    expect(edited.body.data.category).toMatchObject({
      slug: 'rare-ouds-edit',
      name: { en: 'Rare Ouds' },
    });
    const regenerated = await call(
      'PUT',
      `/api/categories/${category._id}`,
      input({ name: { en: 'Rare Ouds', ar: 'عود نادر' }, slug: '' }),
    );
    expect(regenerated.body.data.category.slug).toBe('rare-ouds');
    expect(await auditActions(category._id)).toEqual(['created', 'updated', 'updated']);
  });

  it('keeps its own slug without a conflict, refuses another category’s with 409', async () => {
    const category = await create({ slug: 'keep-me' });
    const same = await call('PUT', `/api/categories/${category._id}`, input({ slug: 'keep-me' }));
    expect(same.status).toBe(200);
    const taken = await call('PUT', `/api/categories/${category._id}`, input({ slug: 'woody' }));
    expect(taken.status).toBe(409);
    const [row] = await ctx.database.db
      .select()
      .from(categories)
      .where(eq(categories.id, category._id));
    expect(row!.slug).toBe('keep-me');
  });

  it('refuses bad input with the field; 404 for unknown ids; 401 and 403', async () => {
    const category = await create();
    const bad = await call(
      'PUT',
      `/api/categories/${category._id}`,
      input({ name: { en: '', ar: '' } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['name.en', 'name.ar']);
    expect((await call('PUT', `/api/categories/${MISSING_ID}`, input())).status).toBe(404);
    expect((await call('PUT', '/api/categories/nope', input())).status).toBe(404);
    const change = input({ name: { en: 'Changed', ar: 'تغير' } });
    expect((await call('PUT', `/api/categories/${category._id}`, change, {})).status).toBe(401);
    expect(
      (await call('PUT', `/api/categories/${category._id}`, change, users.customer)).status,
    ).toBe(403);
    const [row] = await ctx.database.db
      .select()
      .from(categories)
      .where(eq(categories.id, category._id));
    expect(row!.nameEn).toBe(category.name.en);
  });
});

describe('PATCH /api/categories/{id}/toggle-status', () => {
  it('hides an active category from the storefront and shows it again; the admin list keeps it', async () => {
    const category = await create();
    await call('GET', '/api/categories/active', undefined, {});
    const off = await call('PATCH', `/api/categories/${category._id}/toggle-status`);
    expect(off.status).toBe(200);
    expect(off.body.data.category.isActive).toBe(false);
    const active = await call('GET', '/api/categories/active', undefined, {});
    expect(active.body.data.categories.map((c: Category) => c._id)).not.toContain(category._id);
    const adminList = await call('GET', '/api/categories?limit=100');
    expect(adminList.body.data.categories).toContainEqual(
      expect.objectContaining({ _id: category._id, isActive: false }),
    );
    const on = await call('PATCH', `/api/categories/${category._id}/toggle-status`);
    expect(on.body.data.category.isActive).toBe(true);
    expect(await auditActions(category._id)).toEqual(['created', 'deactivated', 'activated']);
  });

  it('answers 404, 401 and 403, changing nothing', async () => {
    const category = await create();
    expect((await call('PATCH', `/api/categories/${MISSING_ID}/toggle-status`)).status).toBe(404);
    expect(
      (await call('PATCH', `/api/categories/${category._id}/toggle-status`, undefined, {})).status,
    ).toBe(401);
    expect(
      (
        await call(
          'PATCH',
          `/api/categories/${category._id}/toggle-status`,
          undefined,
          users.customer,
        )
      ).status,
    ).toBe(403);
    const [row] = await ctx.database.db
      .select()
      .from(categories)
      .where(eq(categories.id, category._id));
    expect(row!.isActive).toBe(true);
  });
});

describe('PATCH /api/categories/reorder', () => {
  it('saves the new display order, seen by the storefront', async () => {
    const rows = (await categoryRows()).sort((a, b) => a.sortOrder - b.sortOrder);
    const reversed = [...rows].reverse();
    await call('GET', '/api/categories/active', undefined, {});
    const { status, body } = await call('PATCH', '/api/categories/reorder', {
      categoryOrders: reversed.map((row, index) => ({ id: row.id, sortOrder: index + 1 })),
    });
    expect(status).toBe(200);
    expect(body.data.categories.map((c: Category) => c._id)).toEqual(reversed.map((r) => r.id));
    const listing = await call('GET', '/api/categories?limit=100', undefined, {});
    expect(listing.body.data.categories.map((c: Category) => c._id)).toEqual(
      reversed.map((r) => r.id),
    );
  });

  it('refuses the whole request when one id is unknown', async () => {
    const before = await categoryRows();
    const { status, body } = await call('PATCH', '/api/categories/reorder', {
      categoryOrders: [
        { id: before[0]!.id, sortOrder: 99 },
        { id: MISSING_ID, sortOrder: 1 },
      ],
    });
    expect(status).toBe(404);
    expect(body.message).toContain(MISSING_ID);
    const after = await categoryRows();
    expect(after.find((r) => r.id === before[0]!.id)!.sortOrder).toBe(before[0]!.sortOrder);
  });

  it.each([
    [{ categoryOrders: [] }],
    [{}],
    [{ categoryOrders: [{ id: MISSING_ID, sortOrder: -1 }] }],
    [{ categoryOrders: [{ id: MISSING_ID, sortOrder: 'first' }] }],
    [{ categoryOrders: [{ id: MISSING_ID, sortOrder: 1e12 }] }],
  ])('refuses %j with 400', async (payload) => {
    const { status, body } = await call('PATCH', '/api/categories/reorder', payload);
    expect(status).toBe(400);
    expect(body.errors[0].field).toMatch(/^categoryOrders/);
  });

  it('answers 401 and 403', async () => {
    const [row] = await categoryRows();
    const payload = { categoryOrders: [{ id: row!.id, sortOrder: 500 }] };
    expect((await call('PATCH', '/api/categories/reorder', payload, {})).status).toBe(401);
    expect((await call('PATCH', '/api/categories/reorder', payload, users.customer)).status).toBe(
      403,
    );
    const [after] = await ctx.database.db
      .select()
      .from(categories)
      .where(eq(categories.id, row!.id));
    expect(after!.sortOrder).toBe(row!.sortOrder);
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('deletes an empty category', async () => {
    const category = await create();
    const { status, body } = await call('DELETE', `/api/categories/${category._id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Category deleted', data: { _id: category._id } });
    expect((await call('GET', `/api/categories/${category._id}`, undefined, {})).status).toBe(404);
    expect(await auditActions(category._id)).toEqual(['created', 'deleted']);
  });

  it('refuses with 409 and the count while products belong to it, keeping both', async () => {
    const [floral] = await ctx.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'floral'));
    const inFloral = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.categoryId, floral!.id));
    expect(inFloral.length).toBeGreaterThan(1);
    const { status, body } = await call('DELETE', `/api/categories/${floral!.id}`);
    expect(status).toBe(409);
    expect(body.code).toBe('CONFLICT');
    expect(body.message).toBe(
      `This category still has ${inFloral.length} products; move them to another category before deleting it`,
    );
    expect((await call('GET', `/api/categories/${floral!.id}`, undefined, {})).status).toBe(200);
    const still = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.categoryId, floral!.id));
    expect(still).toHaveLength(inFloral.length);
  });

  it('answers 404, 401 and 403, deleting nothing', async () => {
    const category = await create();
    expect((await call('DELETE', `/api/categories/${MISSING_ID}`)).status).toBe(404);
    expect((await call('DELETE', `/api/categories/${category._id}`, undefined, {})).status).toBe(
      401,
    );
    expect(
      (await call('DELETE', `/api/categories/${category._id}`, undefined, users.customer)).status,
    ).toBe(403);
    expect((await call('GET', `/api/categories/${category._id}`, undefined, {})).status).toBe(200);
  });
});

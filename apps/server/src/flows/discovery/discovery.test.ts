import { gunzipSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const ORIGIN = 'https://shop.example.com';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const G_NS = 'http://base.google.com/ns/1.0';

let ctx: TestContext;
let users: AdminTestHeaders;
type Row = typeof products.$inferSelect;
let active: Row[];
let inactive: Row;
let branded: Row;
let plain: Row;

function parseXml(text: string): Document {
  const errors: string[] = [];
  const doc = new DOMParser({
    errorHandler: (_level: string, message: unknown) => void errors.push(String(message)),
  }).parseFromString(text, 'text/xml');
  expect(errors).toEqual([]);
  return doc as unknown as Document;
}

const children = (parent: Document | Element, ns: string, name: string) =>
  Array.from(parent.getElementsByTagNameNS(ns, name));
const textOf = (parent: Element, ns: string, name: string) =>
  children(parent, ns, name)[0]?.textContent ?? null;

async function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

const productUrl = (language: 'ar' | 'en', row: Row) =>
  `${ORIGIN}/${language}/product/${encodeURIComponent(language === 'ar' ? row.slugAr : row.slugEn)}`;

function product(overrides: Partial<typeof products.$inferInsert>) {
  return {
    nameEn: 'Plain',
    nameAr: 'عادي',
    notes: { top: { en: [], ar: [] }, middle: { en: [], ar: [] }, base: { en: [], ar: [] } },
    priceHalalas: 10_000,
    family: 'woody',
    stock: 3,
    ...overrides,
  };
}

beforeAll(async () => {
  ctx = await createTestApp({
    seed: false,
    sitemapUrlLimit: 2,
    env: { PUBLIC_BASE_URL: `${ORIGIN}/` },
  });
  users = await signInTestUsers(ctx.app, ctx.database.db);
  const db = ctx.database.db;
  await db.insert(categories).values([
    { nameEn: 'Oud', nameAr: 'عود', slug: 'oud', slugAr: 'عود' },
    { nameEn: 'Hidden', nameAr: 'مخفي', slug: 'hidden', slugAr: 'مخفي', isActive: false },
  ]);
  const inserted = await db
    .insert(products)
    .values([
      product({
        nameEn: 'Rose "Noir", <Oud> & Amber',
        nameAr: 'وردٌ "أسود"، عود\nوعنبر',
        descriptionEn: 'Dark rose, line one\nline two',
        brand: 'Maison <Al> & "Co"',
        gtin: '6281234567894',
        sku: 'ROSE-1',
        priceHalalas: 34_950,
        images: [{ url: '/media/rose.webp' }, { url: 'https://cdn.example.com/rose-2.jpg' }],
      }),
      product({ nameEn: '=HYPERLINK("x")', nameAr: '+عطر', descriptionEn: '@risky', stock: 0 }),
      product({ nameEn: 'Third', nameAr: 'ثالث' }),
      product({ nameEn: 'Retired', nameAr: 'متقاعد', isActive: false }),
    ])
    .returning();
  [branded, plain] = inserted as [Row, Row];
  active = inserted.filter((row) => row.isActive);
  inactive = inserted.find((row) => !row.isActive)!;
});

afterAll(async () => {
  await ctx?.close();
});

describe('robots.txt', () => {
  it('opens the store, closes the shopper’s own pages in every address form and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    for (const path of ['/checkout', '/cart', '/account', '/admin', '/orders', '/review']) {
      expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Disallow: /ar${path}`);
      expect(lines).toContain(`Disallow: /en${path}`);
    }
    expect(lines).not.toContain('Disallow: /ar');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('indexes a pages file and as many product files per language as the limit needs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = children(parseXml(res.body), SITEMAP_NS, 'loc').map((loc) => loc.textContent);
    // Three active products, two per file: two files per language.
    expect(locs).toEqual([
      `${ORIGIN}/sitemaps/en-pages.xml`,
      `${ORIGIN}/sitemaps/en-products-1.xml`,
      `${ORIGIN}/sitemaps/en-products-2.xml`,
      `${ORIGIN}/sitemaps/ar-pages.xml`,
      `${ORIGIN}/sitemaps/ar-products-1.xml`,
      `${ORIGIN}/sitemaps/ar-products-2.xml`,
    ]);
    expect((await get('/sitemaps/ar-products-3.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/fr-pages.xml')).statusCode).toBe(404);
  });

  it('lists every active product once per language, none inactive, with lastmod and alternates', async () => {
    for (const language of ['ar', 'en'] as const) {
      const urls: Element[] = [];
      for (const page of [1, 2]) {
        const res = await get(`/sitemaps/${language}-products-${page}.xml`);
        expect(res.statusCode).toBe(200);
        const found = children(parseXml(res.body), SITEMAP_NS, 'url');
        expect(found.length).toBeLessThanOrEqual(2);
        urls.push(...found);
      }
      const locs = urls.map((url) => textOf(url, SITEMAP_NS, 'loc'));
      expect([...locs].sort()).toEqual(active.map((row) => productUrl(language, row)).sort());
      expect(locs).not.toContain(productUrl(language, inactive));
      for (const row of active) {
        const url = urls[locs.indexOf(productUrl(language, row))]!;
        expect(textOf(url, SITEMAP_NS, 'lastmod')).toBe(row.updatedAt.toISOString());
        const alternates = Object.fromEntries(
          children(url, XHTML_NS, 'link').map((link) => [
            link.getAttribute('hreflang'),
            [link.getAttribute('rel'), link.getAttribute('href')],
          ]),
        );
        expect(alternates).toEqual({
          ar: ['alternate', productUrl('ar', row)],
          en: ['alternate', productUrl('en', row)],
          // The store's default language until a setting says otherwise.
          'x-default': ['alternate', productUrl('ar', row)],
        });
      }
    }
  });

  it('lists home, the listing and the active categories in a pages file', async () => {
    const res = await get('/sitemaps/en-pages.xml');
    const urls = children(parseXml(res.body), SITEMAP_NS, 'url');
    expect(urls.map((url) => textOf(url, SITEMAP_NS, 'loc'))).toEqual([
      `${ORIGIN}/en`,
      `${ORIGIN}/en/products`,
      `${ORIGIN}/en/category/oud`,
    ]);
    const category = urls[2]!;
    const hrefs = children(category, XHTML_NS, 'link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      `${ORIGIN}/en/category/oud`,
      `${ORIGIN}/ar/category/${encodeURIComponent('عود')}`,
      `${ORIGIN}/ar/category/${encodeURIComponent('عود')}`,
    ]);
  });

  it('sends gzip to clients that take it, the same text, and 304 for the ETag once kept', async () => {
    const plainText = await get('/sitemaps/ar-products-1.xml');
    const zipped = await get('/sitemaps/ar-products-1.xml', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plainText.body);
    const etag = zipped.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/sitemaps/ar-products-1.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('Google feed', () => {
  async function items(language: 'ar' | 'en') {
    const res = await get(`/feeds/google-${language}.xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const doc = parseXml(res.body);
    return new Map(
      Array.from(doc.getElementsByTagName('item')).map(
        (item) => [textOf(item, G_NS, 'id'), item] as const,
      ),
    );
  }

  it('carries every active product with the fields Google reads, escaped', async () => {
    const byId = await items('en');
    expect([...byId.keys()].sort()).toEqual(active.map((row) => row.id).sort());
    const item = byId.get(branded.id)!;
    expect(textOf(item, G_NS, 'title')).toBe('Rose "Noir", <Oud> & Amber');
    expect(textOf(item, G_NS, 'description')).toBe('Dark rose, line one\nline two');
    expect(textOf(item, G_NS, 'link')).toBe(productUrl('en', branded));
    expect(textOf(item, G_NS, 'image_link')).toBe(`${ORIGIN}/media/rose.webp`);
    expect(textOf(item, G_NS, 'additional_image_link')).toBe('https://cdn.example.com/rose-2.jpg');
    expect(textOf(item, G_NS, 'price')).toBe('349.50 SAR');
    expect(textOf(item, G_NS, 'availability')).toBe('in_stock');
    expect(textOf(item, G_NS, 'condition')).toBe('new');
    expect(textOf(item, G_NS, 'brand')).toBe('Maison <Al> & "Co"');
    expect(textOf(item, G_NS, 'gtin')).toBe('6281234567894');
    expect(textOf(item, G_NS, 'identifier_exists')).toBeNull();

    const bare = byId.get(plain.id)!;
    expect(textOf(bare, G_NS, 'availability')).toBe('out_of_stock');
    expect(textOf(bare, G_NS, 'brand')).toBeNull();
    expect(textOf(bare, G_NS, 'gtin')).toBeNull();
    expect(textOf(bare, G_NS, 'identifier_exists')).toBe('no');
    expect(textOf(bare, G_NS, 'price')).toBe('100.00 SAR');
  });

  it('speaks Arabic in the Arabic feed, links to the Arabic page', async () => {
    const item = (await items('ar')).get(branded.id)!;
    expect(textOf(item, G_NS, 'title')).toBe('وردٌ "أسود"، عود\nوعنبر');
    expect(textOf(item, G_NS, 'link')).toBe(productUrl('ar', branded));
  });
});

describe('Meta and TikTok feeds', () => {
  it('writes a CSV whose cells survive commas, quotes, line breaks, Arabic and formulas', async () => {
    const res = await get('/feeds/meta-ar.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.charCodeAt(0)).not.toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(res.body.trimEnd(), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([
      'id',
      'title',
      'description',
      'availability',
      'condition',
      'price',
      'link',
      'image_link',
      'brand',
      'gtin',
    ]);
    const byId = new Map(parsed.data.map((row) => [row.id, row]));
    expect(byId.size).toBe(active.length);
    expect(byId.get(branded.id)).toEqual({
      id: branded.id,
      title: 'وردٌ "أسود"، عود\nوعنبر',
      description: 'وردٌ "أسود"، عود\nوعنبر',
      availability: 'in stock',
      condition: 'new',
      price: '349.50 SAR',
      link: productUrl('ar', branded),
      image_link: `${ORIGIN}/media/rose.webp`,
      brand: 'Maison <Al> & "Co"',
      gtin: '6281234567894',
    });
    // A spreadsheet would run these as formulas: they start with an apostrophe instead.
    expect(byId.get(plain.id)).toMatchObject({ title: "'+عطر", availability: 'out of stock' });
    const english = Papa.parse<Record<string, string>>((await get('/feeds/meta-en.csv')).body, {
      header: true,
      skipEmptyLines: true,
    });
    const row = english.data.find((r) => r.id === plain.id)!;
    expect(row).toMatchObject({ title: '\'=HYPERLINK("x")', description: "'@risky" });
  });

  it('names the id sku_id in TikTok’s file', async () => {
    const res = await get('/feeds/tiktok-en.csv');
    const parsed = Papa.parse<Record<string, string>>(res.body, {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields?.[0]).toBe('sku_id');
    expect(parsed.data.map((r) => r.sku_id).sort()).toEqual(active.map((r) => r.id).sort());
  });

  it('answers 404 for a feed that does not exist', async () => {
    expect((await get('/feeds/google-fr.xml')).statusCode).toBe(404);
  });
});

describe('freshness', () => {
  it('drops the kept feeds and sitemaps when an admin changes a product', async () => {
    const sitemapEntry = async () => {
      for (const page of [1, 2]) {
        const res = await get(`/sitemaps/en-products-${page}.xml`);
        const found = children(parseXml(res.body), SITEMAP_NS, 'url').find(
          (url) => textOf(url, SITEMAP_NS, 'loc') === productUrl('en', branded),
        );
        if (found) return found;
      }
      throw new Error('not in the sitemap');
    };
    const feedItem = async () => {
      const doc = parseXml((await get('/feeds/google-en.xml')).body);
      return Array.from(doc.getElementsByTagName('item')).find(
        (item) => textOf(item, G_NS, 'id') === branded.id,
      )!;
    };
    expect(textOf(await feedItem(), G_NS, 'availability')).toBe('in_stock');
    await sitemapEntry();
    expect(
      (await get('/feeds/google-en.xml', { 'accept-encoding': 'gzip' })).headers.etag,
    ).toBeDefined();

    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/products/${branded.id}/stock`,
      headers: users.admin,
      payload: { stock: 0 },
    });
    expect(res.statusCode).toBe(200);

    expect(textOf(await feedItem(), G_NS, 'availability')).toBe('out_of_stock');
    const [updated] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.id, branded.id));
    expect(textOf(await sitemapEntry(), SITEMAP_NS, 'lastmod')).toBe(
      updated!.updatedAt.toISOString(),
    );
  });
});

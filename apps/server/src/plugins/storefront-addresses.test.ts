import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { categories, products, settings } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { preferredLanguage } from './visitor-language.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Maison</title></head>
  <body>
    <div id="root"><div data-testid="page-spinner">…</div></div>
  </body>
</html>
`;

/**
 * A stand-in for the web app's server bundle that renders nothing and knows the pages as the web
 * app's route table does (its own test, apps/web/src/app/route-table.test.ts, holds that).
 */
const FAKE_ENTRY = `
export function firstScreenRequests() { return null; }
export async function renderPage() { throw new Error('not rendered here'); }
export function isPageAddress(pathname) {
  return /^\\/(ar|en)(\\/(products|checkout|orders\\/track|product\\/[^/]+|category\\/[^/]+))?$/.test(pathname);
}
`;

let database: Database;
let app: FastifyInstance;
let root: string;
let product: { id: string; slugEn: string; slugAr: string };
let category: { id: string; slug: string; slugAr: string };

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'store-addresses-'));
  const distDir = path.join(root, 'dist');
  mkdirSync(distDir);
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), FAKE_ENTRY);
  database = await openTestDatabase({ seeded: true });
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, distDir),
    database,
    logger: false,
  });
  await app.ready();
  const [firstProduct] = await database.db
    .select({ id: products.id, slugEn: products.slugEn, slugAr: products.slugAr })
    .from(products)
    .where(eq(products.isActive, true))
    .limit(1);
  const [firstCategory] = await database.db
    .select({ id: categories.id, slug: categories.slug, slugAr: categories.slugAr })
    .from(categories)
    .where(eq(categories.isActive, true))
    .limit(1);
  product = firstProduct!;
  category = firstCategory!;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function setDefaultLanguage(language: 'ar' | 'en') {
  const [row] = await database.db.select().from(settings).where(eq(settings.key, 'site'));
  const value = row!.value as { siteInfo: Record<string, unknown> };
  await database.db
    .update(settings)
    .set({ value: { ...value, siteInfo: { ...value.siteInfo, defaultLanguage: language } } })
    .where(eq(settings.key, 'site'));
}

describe('an address without a language', () => {
  it('goes to the saved language (cookie) before the browser’s and the store’s', async () => {
    const res = await get('/products?category=oud&page=2', {
      cookie: 'theme=dark; language=en',
      'accept-language': 'ar-SA,ar;q=0.9',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/products?category=oud&page=2');
    // It depends on the visitor: no shared cache may keep it.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Cookie, Accept-Language');
  });

  it('goes to the browser’s preferred store language without a cookie, q-values honoured', async () => {
    const res = await get('/orders/track?orderNumber=ORD-1', {
      'accept-language': 'fr-FR, en;q=0.5, ar;q=0.8',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ar/orders/track?orderNumber=ORD-1');
    expect((await get('/checkout', { 'accept-language': 'en-GB,en;q=0.9' })).headers.location).toBe(
      '/en/checkout',
    );
  });

  it('goes to the store’s default language (a setting, Arabic unless changed) otherwise', async () => {
    const before = await get('/', { 'accept-language': 'fr, de;q=0.5' });
    expect(before.statusCode).toBe(302);
    expect(before.headers.location).toBe('/ar');
    await setDefaultLanguage('en');
    try {
      expect((await get('/')).headers.location).toBe('/en');
      expect((await get(`/product/${product.id}`)).headers.location).toBe(
        `/en/product/${product.id}`,
      );
      const publicSettings = await get('/api/public/site-settings');
      expect(publicSettings.json().data.siteInfo.defaultLanguage).toBe('en');
    } finally {
      await setDefaultLanguage('ar');
    }
  });

  it('leaves the admin area, sign-in, files and the API alone', async () => {
    for (const url of [
      '/admin',
      '/admin/products',
      '/admin-test/x',
      '/auth',
      '/login',
      '/admin/login',
    ]) {
      const res = await get(url, { cookie: 'language=ar' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="en" dir="ltr">');
    }
    expect((await get('/no-such-file.png')).statusCode).not.toBe(302);
    expect((await get('/api/no-such-route')).statusCode).toBe(404);
  });
});

describe('preferredLanguage', () => {
  it('reads Accept-Language as browsers send it', () => {
    expect(preferredLanguage('ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ar');
    expect(preferredLanguage('en;q=0.2, AR;q=0.3')).toBe('ar');
    expect(preferredLanguage('ar;q=0, en;q=0.1')).toBe('en');
    expect(preferredLanguage('fr, de')).toBeNull();
    expect(preferredLanguage(undefined)).toBeNull();
  });
});

describe('a product or category address', () => {
  it('answers the current slug’s address with the page, in its language', async () => {
    const res = await get(`/ar/product/${encodeURIComponent(product.slugAr)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect((await get(`/en/category/${category.slug}`)).statusCode).toBe(200);
  });

  it('sends an id or the other language’s slug on to the current slug (301), query kept', async () => {
    const byId = await get(`/en/product/${product.id}?ref=whatsapp`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(`/en/product/${product.slugEn}?ref=whatsapp`);
    const other = await get(`/ar/product/${product.slugEn}`);
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).toBe(`/ar/product/${encodeURIComponent(product.slugAr)}`);
    const categoryById = await get(`/ar/category/${category.id}`);
    expect(categoryById.statusCode).toBe(301);
    expect(categoryById.headers.location).toBe(
      `/ar/category/${encodeURIComponent(category.slugAr)}`,
    );
    // Anyone may keep it, as long as they ask again: a slug can be given back later.
    expect(byId.headers['cache-control']).toBe('no-cache');
  });

  it('sends an old slug on to the new one after a rename', async () => {
    const renamed = `${product.slugEn}-renamed`;
    expect((await get(`/en/product/${product.slugEn}`)).statusCode).toBe(200);
    await database.db.update(products).set({ slugEn: renamed }).where(eq(products.id, product.id));
    try {
      // An address is looked up once until the public reads change, as a catalogue write says.
      expect((await get(`/en/product/${product.slugEn}`)).statusCode).toBe(200);
      await app.publicCache.invalidate('catalog');
      const res = await get(`/en/product/${product.slugEn}?x=1`);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`/en/product/${renamed}?x=1`);
    } finally {
      await database.db
        .update(products)
        .set({ slugEn: product.slugEn })
        .where(eq(products.id, product.id));
      await app.publicCache.invalidate('catalog');
    }
  });

  it('answers an unknown product or category with the not-found page and a 404', async () => {
    for (const url of ['/en/product/no-such-perfume', '/ar/category/no-such-family']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('id="root"');
    }
    expect((await get('/ar/product/no-such')).body).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('another address below a language', () => {
  it('answers a page with 200 and an unknown path with the not-found page and a 404', async () => {
    expect((await get('/ar')).statusCode).toBe(200);
    expect((await get('/en/checkout')).statusCode).toBe(200);
    const unknown = await get('/en/no/such/page?x=1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="en" dir="ltr">');
  });
});

describe('a page no search engine should index', () => {
  it('says so in a header before any script runs; an indexable page does not', async () => {
    for (const url of ['/en/checkout', '/ar/orders/track?orderNumber=X', '/admin/orders']) {
      expect((await get(url)).headers['x-robots-tag'], url).toBe('noindex, follow');
    }
    expect((await get('/ar/products')).headers['x-robots-tag']).toBeUndefined();
    expect((await get(`/en/product/${product.slugEn}`)).headers['x-robots-tag']).toBeUndefined();
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { assemble, deferAppCode, encodingFor, languageOf } from './storefront-render.ts';

/** index.html as Vite builds it: entry script, module preloads, spinner in #root. */
const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Maison</title>
    <script defer src="/page-boot.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root">
      <div data-testid="page-spinner">…</div>
    </div>
  </body>
</html>
`;

/**
 * A stand-in for the web app's server bundle: it renders the home page, the unfiltered listing and
 * a product page from the requests the web app's route table gives them (its own test,
 * apps/web/src/app/route-table.test.ts, holds what those are); it shows what it was given, counts
 * its calls, and fails or hangs when the address asks it to.
 */
const FAKE_ENTRY = `
export function isPageAddress(pathname) {
  return /^\\/(ar|en)(\\/.*)?$/.test(pathname);
}

export function firstScreenRequests(url) {
  const [address, query] = url.split('?');
  const prefixed = /^\\/(ar|en)(\\/.*)?$/.exec(address);
  if (!prefixed) return null;
  const language = prefixed[1];
  const pathname = prefixed[2] ?? '/';
  const common = [
    '/api/homepage',
    '/api/content/translations?language=' + language,
    '/api/public/site-settings',
  ];
  if (pathname === '/') return common;
  if (pathname === '/products' && !query) return [...common, '/api/products?page=1&limit=12'];
  const product = /^\\/product\\/([^/]+)$/.exec(pathname);
  return product ? [...common, '/api/products/' + product[1]] : null;
}

export async function renderPage({ url, language, answers }) {
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  if (url.includes('fail')) throw new Error('broken page');
  if (url.includes('hang')) return new Promise(() => {});
  const name = answers['/api/public/site-settings'].body.data.storeName;
  return {
    html: '<link rel="preload" as="image" href="/images/hero.svg"/><main data-url="' + url + '">' +
      language + ' ' + Object.keys(answers).join(',') + ' ' + JSON.stringify(name) + '</main>',
    title: url === '/en' ? null : 'Page <' + url + '> — ' + language,
  };
}
`;

const renders = () => (globalThis as { renders?: number }).renders ?? 0;

let database: Database;
let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'store-render-'));
  const distDir = path.join(root, 'dist');
  mkdirSync(distDir);
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), FAKE_ENTRY);
  database = await openTestDatabase();
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }, distDir),
    database,
    logger: false,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  // Each test starts from no kept pages.
  await app.publicCache.invalidate('settings');
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The answers the page carries for page-boot.js. */
function answersIn(html: string): { language: string; answers: Record<string, unknown> } {
  const json = /<script type="application\/json" id="first-screen-answers">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  if (!json) throw new Error('the page carries no answers');
  return JSON.parse(json) as { language: string; answers: Record<string, unknown> };
}

describe('a storefront page rendered on the server', () => {
  it('puts the render in #root, in the address’s language, with the answers it was made of', async () => {
    const res = await get('/en', { cookie: 'language=ar' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The address alone decides what is rendered.
    expect(res.headers.vary).toBe('Accept-Encoding');
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(
      // Without PUBLIC_BASE_URL, the page's addresses start with the request's origin.
      '<div id="root" data-rendered-language="en" data-public-origin="http://localhost:80"><main data-url="/en">en /api/homepage,/api/content/translations?language=en,/api/public/site-settings',
    );
    expect(html).not.toContain('page-spinner');
    // A page that sets no title keeps index.html's.
    expect(html).toContain('<title>Maison</title>');
    // What React hoisted goes to <head>.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/images\/hero.svg"\/><\/head>/);

    const { language, answers } = answersIn(html);
    expect(language).toBe('en');
    // The same answers the API gives the browser.
    expect(answers['/api/homepage']).toEqual({
      status: 200,
      statusText: 'OK',
      body: (await get('/api/homepage')).json(),
    });
  });

  it('renders an Arabic address in Arabic, with that language’s texts, whatever the cookie', async () => {
    const html = (await get('/ar', { cookie: 'theme=x; language=en' })).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('data-rendered-language="ar"');
    expect(Object.keys(answersIn(html).answers)).toContain('/api/content/translations?language=ar');
  });

  it('lists the app’s code for page-boot.js instead of loading it in <head>', async () => {
    const html = (await get('/en/products')).body;
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script type="application/json" id="app-code">{"entry":"/assets/index-abc.js","preload":["/assets/vendor-def.js"]}</script>',
    );
    expect(Object.keys(answersIn(html).answers)).toContain('/api/products?page=1&limit=12');
    // The page's own title, escaped.
    expect(html).toContain('<title>Page &lt;/en/products&gt; — en</title>');
  });

  it('sends the page compressed as the browser accepts, the same bytes either way', async () => {
    const plain = (await get('/en/products')).body;
    const br = await get('/en/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get('/en/products', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('keeps a rendered page until a write changes what the public reads answer', async () => {
    const before = renders();
    const first = (await get('/en')).body;
    expect((await get('/en')).body).toBe(first);
    expect(renders()).toBe(before + 1);

    await app.publicCache.invalidate('catalog');
    await get('/en');
    expect(renders()).toBe(before + 2);
  });

  it('sends index.html unrendered when the render fails or takes too long', async () => {
    for (const url of ['/en?fail', '/en?hang']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('page-spinner');
      expect(res.body).toContain('type="module"');
      expect(res.body).not.toContain('first-screen-answers');
    }
  }, 10_000);

  it('leaves other pages, a missing product and HEAD to the browser', async () => {
    const before = renders();
    for (const url of ['/en/checkout', '/en/products?family=woody', '/admin']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('page-spinner');
    }
    const missing = await get('/ar/product/no-such-id');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('page-spinner');
    expect(missing.body).toContain('<html lang="ar" dir="rtl">');
    expect(renders()).toBe(before);
    const head = await app.inject({ method: 'HEAD', url: '/en' });
    expect(head.statusCode).toBe(200);
  });
});

describe('languageOf', () => {
  const request = (url: string) =>
    ({ url, headers: { cookie: 'language=en' } }) as unknown as FastifyRequest;
  it('reads the address’s language, none for an address without one', () => {
    expect(languageOf(request('/ar'))).toBe('ar');
    expect(languageOf(request('/ar/product/x?lang=en'))).toBe('ar');
    expect(languageOf(request('/en?x=/ar'))).toBe('en');
    expect(languageOf(request('/arabic'))).toBeNull();
    expect(languageOf(request('/products'))).toBeNull();
  });
});

describe('encodingFor', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });
});

describe('assemble', () => {
  it('escapes the answers, so stored text cannot end their script element', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = assemble(
      INDEX_HTML,
      'ar',
      { html: '<main>page</main>', title: null },
      {
        '/api/homepage': { status: 200, statusText: 'OK', body: { data: { title: hostile } } },
      },
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(INDEX_HTML.match(/<\/script>/g)!.length + 1);
    expect(answersIn(html).answers).toEqual({
      '/api/homepage': { status: 200, statusText: 'OK', body: { data: { title: hostile } } },
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('assemble', () => {
  it('moves the page’s head tags into <head>, each once, and marks #root with the public origin', () => {
    const template = INDEX_HTML.replace(
      '<title>Maison</title>',
      '<meta\n      name="description"\n      content="The store."\n    />\n    <title>Maison</title>',
    );
    const head =
      '<meta name="description" content="A rose."/><link rel="canonical" href="https://shop.example/en/product/rose"/>' +
      '<meta property="og:title" content="Rose"/>';
    const html = assemble(
      template,
      'en',
      { html: `${head}<main>page</main>`, title: 'Rose — Maison' },
      {},
      'https://shop.example',
    );
    const [headPart, body] = html.split('</head>') as [string, string];
    expect(headPart).toContain(`${head}`);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(headPart).toContain('<title>Rose — Maison</title>');
    expect(body).toContain(
      '<div id="root" data-rendered-language="en" data-public-origin="https://shop.example"><main>page</main></div>',
    );
    // A page that says no description keeps index.html's.
    const plain = assemble(template, 'en', { html: '<main>page</main>', title: null }, {});
    expect(plain).toContain('content="The store."');
  });
});

describe('deferAppCode', () => {
  it('leaves a page without exactly one entry script as it is', () => {
    const noEntry = '<html><head></head><body></body></html>';
    expect(deferAppCode(noEntry)).toBe(noEntry);
  });
});

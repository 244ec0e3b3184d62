import zlib, { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, createAccount, signInAs } from '../modules/auth/testing.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import type { InvalidationBus, InvalidationListener } from './public-cache-bus.ts';
import { publicCache } from './public-cache.ts';
import { publicEtag } from './public-etag.ts';

let ctx: TestContext;
let adminToken: string;
let handlerCalls = 0;
let release: (() => void) | undefined;

beforeAll(async () => {
  ctx = await createTestApp({
    routes: async (api) => {
      api.get(
        '/cache-test/counter',
        { config: { public: true, cacheTags: ['test'] } },
        async () => {
          handlerCalls++;
          return { success: true, data: { calls: handlerCalls } };
        },
      );
      api.get('/cache-test/slow', { config: { public: true, cacheTags: ['test'] } }, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { success: true, data: 'slow' };
      });
    },
  });
  adminToken = (await signInAs(ctx.app, await createAccount(ctx.database.db))).token;
});
afterAll(() => ctx.close());
beforeEach(() => ctx.app.publicCache.invalidate('catalog', 'content', 'settings', 'test'));

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/**
 * What the client receives: status, body bytes and headers, but for the Date (the clock moves)
 * and the framing (a length for a body sent whole, chunks for one compressed as a stream). A
 * brotli body is compared decompressed: the form kept is compressed again, better, meanwhile.
 */
const wire = (res: LightMyRequestResponse) => {
  const headers: Record<string, unknown> = { ...res.headers };
  for (const name of ['date', 'content-length', 'transfer-encoding']) delete headers[name];
  const body =
    headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
  return { status: res.statusCode, headers, body };
};

describe('the public read cache', () => {
  it.each([
    '/api/products?limit=12',
    '/api/products?limit=12&category=woody',
    '/api/homepage',
    '/api/public/site-settings',
    '/api/content/translations?language=ar',
  ])('answers %s from memory, byte for byte as the database does', async (url) => {
    const encodings: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'br, gzip' },
      { 'accept-encoding': 'gzip' },
    ];
    const fresh = [];
    for (const headers of encodings)
      fresh.push(await get(url, { ...headers, 'cache-control': 'no-cache' }));
    // Stored once uncompressed; then each encoding is served once compressed on the way out,
    // and after that in the compressed form kept from the first time.
    await ctx.app.publicCache.invalidate('catalog', 'content', 'settings');
    await get(url);
    const { hits } = ctx.app.publicCache.stats();
    for (const [i, headers] of encodings.entries()) {
      expect(wire(await get(url, headers))).toEqual(wire(fresh[i]!));
      expect(wire(await get(url, headers))).toEqual(wire(fresh[i]!));
    }
    expect(ctx.app.publicCache.stats()).toMatchObject({
      hits: hits + 2 * encodings.length,
      variants: encodings.length,
    });
  });

  it('keeps a brotli form compressed again at the best quality, off the event loop', async () => {
    const url = '/api/products?limit=12';
    const br = { 'accept-encoding': 'br' };
    const first = await get(url, br);
    await get(url, br);
    await ctx.app.publicCache.recompressed();
    const kept = await get(url, br);
    const plain = brotliDecompressSync(first.rawPayload);
    expect(brotliDecompressSync(kept.rawPayload)).toEqual(plain);
    const best = brotliCompressSync(plain, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: 1 },
    });
    expect(kept.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(kept.rawPayload.length).toBe(best.length);
    expect(kept.headers['content-length']).toBe(String(best.length));
  });

  it('compresses a brotli form again only once it is asked a second time', async () => {
    const url = '/api/products?limit=16';
    const br = { 'accept-encoding': 'br' };
    const first = await get(url, br);
    await ctx.app.publicCache.recompressed();
    // Asked once (a crawler's or a filter's URL, mostly): kept as it was sent.
    const second = await get(url, br);
    expect(second.rawPayload).toEqual(first.rawPayload);
    // That second answer came from memory: now it is worth the best quality.
    await ctx.app.publicCache.recompressed();
    const third = await get(url, br);
    expect(brotliDecompressSync(third.rawPayload)).toEqual(brotliDecompressSync(first.rawPayload));
    expect(third.rawPayload.length).toBeLessThan(first.rawPayload.length);
  });

  it('serves a product detail from memory until the catalogue is invalidated', async () => {
    const { data } = (await get('/api/products?limit=1')).json();
    const url = `/api/products/${data[0]._id}`;
    const before = (await get(url)).json().data.price;
    await ctx.database.db.execute(
      sql`update products set price_halalas = price_halalas + 100 where id = ${data[0]._id}`,
    );
    expect((await get(url)).json().data.price).toBe(before);

    await ctx.app.publicCache.invalidate('settings');
    expect((await get(url)).json().data.price).toBe(before);
    await ctx.app.publicCache.invalidate('catalog');
    expect((await get(url)).json().data.price).toBe(before + 1);
  });

  it('keys by the whole URL, query included', async () => {
    const woody = await get('/api/products?limit=12&category=woody');
    const floral = await get('/api/products?limit=12&category=floral');
    expect(floral.body).not.toBe(woody.body);
    expect((await get('/api/products?limit=12&category=floral')).body).toBe(floral.body);
  });

  it('does not keep errors', async () => {
    const url = '/api/products/00000000-0000-4000-8000-000000000000';
    expect((await get(url)).statusCode).toBe(404);
    const { entries } = ctx.app.publicCache.stats();
    expect((await get(url)).statusCode).toBe(404);
    expect(ctx.app.publicCache.stats().entries).toBe(entries);
  });

  it('is neither read nor filled by requests with credentials', async () => {
    const calls = handlerCalls;
    await get('/api/cache-test/counter', bearer(adminToken));
    await get('/api/cache-test/counter', bearer(adminToken));
    expect(handlerCalls).toBe(calls + 2);
    await get('/api/cache-test/counter');
    await get('/api/cache-test/counter');
    expect(handlerCalls).toBe(calls + 3);
  });

  it('goes to the handler for Cache-Control: no-cache and keeps the fresh answer', async () => {
    const first = (await get('/api/cache-test/counter')).json().data.calls;
    const fresh = (await get('/api/cache-test/counter', { 'cache-control': 'no-cache' })).json();
    expect(fresh.data.calls).toBe(first + 1);
    expect((await get('/api/cache-test/counter')).json()).toEqual(fresh);
  });

  it('does not store an answer computed before an invalidation that arrived meanwhile', async () => {
    const slow = get('/api/cache-test/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await ctx.app.publicCache.invalidate('test');
    release!();
    expect((await slow).statusCode).toBe(200);
    const { entries } = ctx.app.publicCache.stats();
    expect(entries).toBe(0);
  });

  it('computes an answer once for requests that ask for it at the same time', async () => {
    const calls = handlerCalls;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get('/api/cache-test/counter')),
    );
    expect(answers.map((res) => res.json().data.calls)).toEqual(Array(5).fill(calls + 1));
    expect(handlerCalls).toBe(calls + 1);
  });

  it('compresses a kept answer once for requests that ask for that form at the same time', async () => {
    const url = '/api/products?limit=12';
    await get(url); // kept uncompressed, as a rendered page's own call keeps it
    const streams = vi.spyOn(zlib, 'createBrotliCompress');
    const whole = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => get(url, { 'accept-encoding': 'br' })),
      );
      const bodies = answers.map((res) => brotliDecompressSync(res.rawPayload).toString());
      expect(new Set(bodies).size).toBe(1);
      expect(answers.every((res) => res.headers['content-encoding'] === 'br')).toBe(true);
      expect(streams.mock.calls.length + whole.mock.calls.length).toBe(1);
    } finally {
      streams.mockRestore();
      whole.mockRestore();
    }
  });

  it('lets the requests waiting for an answer compute it when it is not kept', async () => {
    const url = '/api/products/00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all(Array.from({ length: 3 }, () => get(url)));
    expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404]);
  });

  it('answers 304 from memory to a client that has the cached version', async () => {
    const first = await get('/api/public/site-settings');
    const again = await get('/api/public/site-settings', {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('routes that may not be cached', () => {
  it.each([
    ['a POST', 'POST', { public: true, cacheTags: ['test'] }],
    ['a GET that needs an admin', 'GET', { cacheTags: ['test'] }],
  ] as const)('stops the app at start when %s asks for caching', async (_name, method, config) => {
    const app = Fastify();
    await app.register(publicEtag);
    await app.register(publicCache, {});
    void app.register(async (api) => {
      api.route({ method, url: '/refused', config, handler: async () => ({ success: true }) });
    });
    await expect(app.ready()).rejects.toThrow(/only public GET routes may be cached/);
  });

  it('keeps an answer’s own headers, so a hit carries the security headers in force now', async () => {
    // As the security headers do (the CSP opens the marketing tags' origins as they change).
    let policy = "script-src 'self'";
    const app = Fastify();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('content-security-policy', policy);
      done();
    });
    await app.register(publicEtag);
    await app.register(publicCache, {});
    app.get('/kept', { config: { public: true, cacheTags: ['test'] } }, async (_req, reply) =>
      reply.header('x-robots-tag', 'noindex').send({ success: true }),
    );
    const first = await app.inject('/kept');
    policy = "script-src 'self' https://tags.example";
    const hit = await app.inject('/kept');
    expect(app.publicCache.stats().hits).toBe(1);
    expect(first.headers['content-security-policy']).toBe("script-src 'self'");
    expect(hit.headers['content-security-policy']).toBe(policy);
    expect(hit.headers['x-robots-tag']).toBe('noindex');
    expect(hit.headers.etag).toBe(first.headers.etag);
    expect(hit.body).toBe(first.body);
    await app.close();
  });

  it('tells onInvalidate listeners of local invalidations and of those from other instances', async () => {
    let fromOthers: InvalidationListener | undefined;
    const bus: InvalidationBus = {
      start: async (listener) => void (fromOthers = listener),
      publish: async () => undefined,
      stop: async () => undefined,
    };
    const app = Fastify();
    await app.register(publicEtag);
    await app.register(publicCache, { bus });
    await app.ready();
    const heard: (readonly string[] | 'all')[] = [];
    app.publicCache.onInvalidate((tags) => heard.push(tags));
    await app.publicCache.invalidate('catalog');
    fromOthers!.invalidate(['content']);
    fromOthers!.reset();
    expect(heard).toEqual([['catalog'], ['content'], 'all']);
    await app.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signInAs } from '../modules/auth/testing.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestApp({
    routes: async (api) => {
      api.get('/etag-test/admin-only', async () => ({ success: true, data: 'x'.repeat(2000) }));
    },
  });
  adminToken = (await signInAs(ctx.app, await createAccount(ctx.database.db))).token;
});
afterAll(() => ctx.close());

describe('ETag on public GETs', () => {
  it('tags the answer and answers 304 with no body to a client that has it', async () => {
    const first = await ctx.app.inject('/api/products?limit=12');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await ctx.app.inject({
      url: '/api/products?limit=12',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br, gzip' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers['content-type']).toBeUndefined();
  });

  it('answers in full when the client has another version, or a list without this one', async () => {
    const { etag } = (await ctx.app.inject('/api/public/site-settings')).headers;
    for (const ifNoneMatch of ['W/"something-else"', `W/"a", W/"b"`]) {
      const res = await ctx.app.inject({
        url: '/api/public/site-settings',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(etag);
    }
    const listed = await ctx.app.inject({
      url: '/api/public/site-settings',
      headers: { 'if-none-match': `W/"a", ${etag as string}` },
    });
    expect(listed.statusCode).toBe(304);
  });

  it('the same body gets the same tag, compressed or not', async () => {
    const plain = await ctx.app.inject({
      url: '/api/homepage',
      headers: { 'cache-control': 'no-cache' },
    });
    const br = await ctx.app.inject({
      url: '/api/homepage',
      headers: { 'accept-encoding': 'br', 'cache-control': 'no-cache' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('leaves errors, no-store answers and routes that need an admin alone', async () => {
    const missing = await ctx.app.inject('/api/products/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();

    const health = await ctx.app.inject('/api/health');
    expect(health.headers.etag).toBeUndefined();
    expect(health.headers['cache-control']).toBe('no-store');

    const adminOnly = await ctx.app.inject({
      url: '/api/etag-test/admin-only',
      headers: bearer(adminToken),
    });
    expect(adminOnly.statusCode).toBe(200);
    expect(adminOnly.headers.etag).toBeUndefined();
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// Without PUBLIC_BASE_URL the addresses follow the request, as far as TRUST_PROXY lets the
// proxy's headers count.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
});

afterAll(async () => {
  await ctx?.close();
});

it('builds absolute addresses from the host and scheme the request came with', async () => {
  const direct = await ctx.app.inject({ url: '/robots.txt', headers: { host: 'shop.test:5000' } });
  expect(direct.body).toContain('Sitemap: http://shop.test:5000/sitemap.xml');

  const proxied = await ctx.app.inject({
    url: '/sitemap.xml',
    headers: {
      host: 'internal:5000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.test',
    },
  });
  expect(proxied.body).toContain('<loc>https://shop.test/sitemaps/ar-pages.xml</loc>');
  // Another host is another document, not the first one's copy.
  const other = await ctx.app.inject({ url: '/sitemap.xml', headers: { host: 'other.test' } });
  expect(other.body).toContain('<loc>http://other.test/sitemaps/ar-pages.xml</loc>');
  expect(other.body).not.toContain('shop.test');
});

it('answers HEAD with the headers and no body', async () => {
  const res = await ctx.app.inject({ method: 'HEAD', url: '/sitemaps/en-pages.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.body).toBe('');
});

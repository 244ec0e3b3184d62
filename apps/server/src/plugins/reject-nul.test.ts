import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

const REFUSED = {
  success: false,
  code: 'VALIDATION_FAILED',
  message: 'Text must not contain the NUL character (\\0).',
};

describe('the NUL character, which PostgreSQL text cannot hold', () => {
  it('is refused with a 400 in a path id (it used to fail in the driver with a 500)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories/slug/%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(REFUSED);
  });

  it('is refused in a query', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products?search=oud%00' });
    expect(res.statusCode).toBe(400);
  });

  it('is refused anywhere in a JSON body, keys included', async () => {
    for (const payload of [{ items: [{ productId: 'a\u0000' }] }, { 'k\u0000': 1 }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/orders', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(REFUSED);
    }
  });
});

describe('addresses the router refuses', () => {
  it('answers a path part over the length limit in the envelope (414)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${'a'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'A part of the address is too long.',
    });
  });

  it('answers a malformed address in the envelope (400)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { bearer, createAccount, freshAddress, signInAs } from '../../modules/auth/testing.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** Issue 8 point 8: order creation is limited per client address, answered 429 in the envelope. */
const LIMIT = '3';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    seed: false,
    env: { RATE_LIMIT_ORDERS: LIMIT, RATE_LIMIT_UPLOADS: LIMIT },
  });
});
afterAll(() => ctx.close());

function postOrder(ip: string, headers: Record<string, string> = {}, app = ctx.app) {
  // An empty body: refused by validation, but every attempt counts, valid or not.
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {},
    remoteAddress: ip,
    headers,
  });
}

describe('rate limit on order creation', () => {
  it('answers 429 in the envelope, with Retry-After, once an address used its allowance', async () => {
    const ip = freshAddress();
    for (let i = 0; i < Number(LIMIT); i += 1) expect((await postOrder(ip)).statusCode).toBe(400);
    const refused = await postOrder(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many requests from your address\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('says it in Arabic to an Arabic page', async () => {
    const ip = freshAddress();
    for (let i = 0; i < Number(LIMIT); i += 1) await postOrder(ip);
    const refused = await postOrder(ip, { 'accept-language': 'ar' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^طلبات كثيرة من عنوانك/);
  });

  it('counts each address on its own, and PayPal orders on their own', async () => {
    const ip = freshAddress();
    for (let i = 0; i <= Number(LIMIT); i += 1) await postOrder(ip);
    expect((await postOrder(ip)).statusCode).toBe(429);
    expect((await postOrder(freshAddress())).statusCode).toBe(400);
    const paypal = await ctx.app.inject({
      method: 'POST',
      url: '/api/paypal/orders',
      payload: {},
      remoteAddress: ip,
    });
    expect(paypal.statusCode).toBe(400);
  });

  it('keeps the counts in the database, so another instance agrees', async () => {
    const ip = freshAddress();
    for (let i = 0; i < Number(LIMIT); i += 1) await postOrder(ip);
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_ORDERS: LIMIT },
      null,
    );
    const other = await buildApp({ config, database: ctx.database, logger: false });
    try {
      expect((await postOrder(ip, {}, other)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('rate limit on uploads', () => {
  it('answers 429 once an address used its allowance, before reading the files', async () => {
    const admin = await createAccount(ctx.database.db);
    const { token } = await signInAs(ctx.app, admin);
    const ip = freshAddress();
    const upload = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/media',
        payload: { files: [] },
        remoteAddress: ip,
        headers: bearer(token),
      });
    for (let i = 0; i < Number(LIMIT); i += 1) expect((await upload()).statusCode).toBe(415);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { adminSessions, adminUsers } from './auth.table.ts';
import { bearer, createAccount, signInAs, type SignedIn } from './test-accounts.ts';

const DENIED = "You don't have permission to access this page. Required role: admin";

/** Routes added like any future route: the guard must protect those that do not say otherwise. */
const probeRoutes: FastifyPluginAsync = async (api) => {
  api.get('/probe', async () => ({ success: true, data: 'admin only' }));
  api.post('/probe', { schema: { body: z.object({ name: z.string() }) } }, async () => ({
    success: true,
    data: 'written',
  }));
  api.get('/probe/open', { config: { public: true } }, async () => ({
    success: true,
    data: 'open',
  }));
  api.get('/probe/explicit', { preHandler: api.requireAdmin }, async (req) => ({
    success: true,
    data: req.auth?.user.email,
  }));
};

/** An HS256 token signed with a key of our choosing. */
function signWith(key: string, claims: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

function claimsOf(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

let ctx: TestContext;
let admin: SignedIn;
let adminEmail: string;
let viewer: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, routes: probeRoutes });
  const adminAccount = await createAccount(ctx.database.db);
  adminEmail = adminAccount.email;
  admin = await signInAs(ctx.app, adminAccount);
  viewer = await signInAs(ctx.app, await createAccount(ctx.database.db, { role: 'viewer' }));
});
afterAll(() => ctx.close());

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

describe('the auth guard', () => {
  it('guards a route that says nothing about access: 401 without a token', async () => {
    const res = await get('/api/probe');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    });
    expect((await ctx.app.inject({ method: 'HEAD', url: '/api/probe' })).statusCode).toBe(401);
  });

  it('answers 403 with the spec text to a signed-in user without the admin role', async () => {
    const res = await get('/api/probe', bearer(viewer.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: DENIED });
  });

  it('lets an admin through', async () => {
    const res = await get('/api/probe', bearer(admin.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBe('admin only');
    const explicit = await get('/api/probe/explicit', bearer(admin.token));
    expect(explicit.json().data).toBe(adminEmail);
  });

  it('checks the caller before the body: 401, not 400, for an invalid body without a token', async () => {
    const payload = { name: 42 };
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/probe', payload });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe',
      payload,
      headers: bearer(admin.token),
    });
    expect(signedIn.statusCode).toBe(400);
  });

  it('leaves a route declared public open', async () => {
    expect((await get('/api/probe/open')).statusCode).toBe(200);
  });

  it.each([
    ['a malformed header', { authorization: 'Token abc' }, 'Authentication required'],
    ['garbage', { authorization: 'Bearer abc.def.ghi' }, 'Invalid token'],
  ])('refuses %s', async (_name, headers, message) => {
    const res = await get('/api/probe', headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(message);
  });

  it('refuses a token signed with another key, even with an admin session id', async () => {
    const forged = signWith('x'.repeat(48), claimsOf(admin.token));
    const res = await get('/api/probe', bearer(forged));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid token');
  });

  it('refuses an unsigned token', async () => {
    const [header, payload] = admin.token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(header).not.toBe(none);
    const res = await get('/api/probe', bearer(`${none}.${payload}.`));
    expect(res.statusCode).toBe(401);
  });

  it('applies a role change at once: the role is read from the database, not the token', async () => {
    const account = await createAccount(ctx.database.db);
    const session = await signInAs(ctx.app, account);
    await ctx.database.db
      .update(adminUsers)
      .set({ role: 'viewer' })
      .where(eq(adminUsers.id, account.id));
    expect((await get('/api/probe', bearer(session.token))).statusCode).toBe(403);
  });

  it('ends the sessions of a deactivated user', async () => {
    const account = await createAccount(ctx.database.db);
    const session = await signInAs(ctx.app, account);
    await ctx.database.db
      .update(adminUsers)
      .set({ isActive: false })
      .where(eq(adminUsers.id, account.id));
    expect((await get('/api/probe', bearer(session.token))).statusCode).toBe(401);
    const rows = await ctx.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.id, session.sessionId));
    expect(rows).toHaveLength(0);
  });
});

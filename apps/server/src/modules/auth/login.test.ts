import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, SESSION_MAX_AGE_MS } from '@store/shared/constants';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { adminSessions, adminUsers } from './auth.table.ts';
import {
  PASSWORD,
  createAccount,
  freshAddress,
  postLogin,
  refreshCookieOf,
  verify,
} from './test-accounts.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { TRUST_PROXY: '10.0.0.0/8' } });
});
afterAll(() => ctx.close());

describe('POST /api/auth/login', () => {
  it('marks the refresh cookie Secure in production', async () => {
    const production = await createTestApp({ seed: false, env: { NODE_ENV: 'production' } });
    try {
      const admin = await createAccount(production.database.db);
      const res = await postLogin(production.app, { email: admin.email, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(refreshCookieOf(res)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
    } finally {
      await production.close();
    }
  });

  it('signs an admin in: user, token and refresh token where the spec client reads them', async () => {
    const admin = await createAccount(ctx.database.db);
    const res = await postLogin(
      ctx.app,
      { email: admin.email, password: PASSWORD },
      { headers: { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'TestBrowser/1.0' } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    const user = {
      id: admin.id,
      email: admin.email,
      firstName: 'Noor',
      lastName: 'Haddad',
      role: 'admin',
    };
    expect(body).toEqual({
      success: true,
      message: 'Login successful',
      user,
      token: expect.any(String),
      refreshToken: expect.any(String),
      data: {
        user,
        token: body.token,
        refreshToken: body.refreshToken,
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      },
    });

    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({
      value: body.refreshToken,
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: SESSION_MAX_AGE_MS / 1000,
    });
    // Not Secure outside production (NODE_ENV=test here).
    expect(cookie?.secure).toBeFalsy();

    // One session row with the real client address and browser; the refresh token only hashed.
    const sessions = await ctx.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.userId, admin.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ ipAddress: '203.0.113.7', userAgent: 'TestBrowser/1.0' });
    expect(sessions[0]!.refreshTokenHash).not.toContain(body.refreshToken);

    const verified = await verify(ctx.app, body.token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toEqual(user);
    expect(verified.json().data.session).toMatchObject({
      sessionId: sessions[0]!.id,
      ipAddress: '203.0.113.7',
      userAgent: 'TestBrowser/1.0',
    });
  });

  it('stores passwords as argon2id hashes', async () => {
    const admin = await createAccount(ctx.database.db);
    const [row] = await ctx.database.db
      .select({ hash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.id, admin.id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(row!.hash).not.toContain(PASSWORD);
  });

  it('ignores the case and surrounding spaces of the email', async () => {
    const admin = await createAccount(ctx.database.db);
    const res = await postLogin(ctx.app, {
      email: `  ${admin.email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
  });

  it('signs in a user of another role, whom the guard then refuses admin routes', async () => {
    const viewer = await createAccount(ctx.database.db, { role: 'viewer' });
    const res = await postLogin(ctx.app, { email: viewer.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('viewer');
  });

  it.each([
    [{}, 'email', 'Email is required'],
    [{ email: '', password: '' }, 'email', 'Email is required'],
    [{ email: 'a@b.co' }, 'password', 'Password is required'],
    // The spec's order: a missing password is reported before a malformed email.
    [{ email: 'not-an-email' }, 'password', 'Password is required'],
    [{ email: 'not-an-email', password: 'x' }, 'email', 'Please enter a valid email address'],
  ])('answers %o with a 400 envelope naming %s', async (body, field, message) => {
    const res = await postLogin(ctx.app, body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(json.errors[0]).toEqual({ field, message });
    expect(json.error.message).toBe(json.message);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const admin = await createAccount(ctx.database.db);
    const wrongPassword = await postLogin(ctx.app, { email: admin.email, password: 'wrong!' });
    const unknownEmail = await postLogin(ctx.app, {
      email: 'nobody@maison.test',
      password: 'wrong!',
    });
    const expected = {
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Invalid credentials',
      error: { message: 'Invalid credentials' },
    };
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(expected);
    expect(refreshCookieOf(wrongPassword)).toBeUndefined();
  });

  it('takes as long for an unknown email as for a wrong password', async () => {
    const admin = await createAccount(ctx.database.db);
    const time = async (email: string) => {
      const started = performance.now();
      await postLogin(ctx.app, { email, password: 'wrong!' }, { ip: freshAddress() });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    // Three each, alternating; at most 4 wrong passwords so the lock does not interfere.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await time(admin.email));
      unknown.push(await time(`nobody-${i}@maison.test`));
    }
    // Both spend their time in one argon2 verification; a skipped one would be ~0 ms. The upper
    // bound is loose: on a busy machine one side may wait for a core (seen: 138 against 62 ms).
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(unknown)).toBeLessThan(median(known) * 3);
  });

  it('refuses a deactivated account with the same answer', async () => {
    const admin = await createAccount(ctx.database.db);
    await ctx.database.db
      .update(adminUsers)
      .set({ isActive: false })
      .where(eq(adminUsers.id, admin.id));
    const res = await postLogin(ctx.app, { email: admin.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid credentials');
  });
});

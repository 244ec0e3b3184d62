import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHOPPER_SESSION_MAX_AGE_MS,
  SHOPPER_SESSION_ROTATE_AFTER_MS,
} from '@store/shared/shopper-sign-in';
import { auditLog, shopperSessions } from '../../db/schema.ts';
import { temporaryDataDir } from '../../test/checkout-support.ts';
import { createTestApp, createTestClock, type TestContext } from '../../test/test-app.ts';
import { bearer, createAccount, refresh, signInAs, verify } from '../auth/testing.ts';
import { ROTATION_GRACE_MS } from './shopper-sessions.service.ts';
import {
  askCode,
  freshMobile,
  me,
  Outboxes,
  shopperCookieOf,
  signInShopper,
  verifyCode,
  withShopperCookie,
} from './test-sign-in.ts';

const clock = createTestClock();
const data = temporaryDataDir();
const outboxes = new Outboxes(data.dir);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, clock: clock.now, env: { DATA_DIR: data.dir } });
});
afterAll(async () => {
  await ctx.close();
  data.remove();
});

function post(url: string, token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    cookies: token ? withShopperCookie(token) : {},
    headers: { 'accept-language': 'en' },
  });
}

async function reuseAudits(accountId: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'shopper-account'),
        eq(auditLog.entityId, accountId),
        eq(auditLog.action, 'session-reused'),
      ),
    );
}

describe('the shopper session cookie', () => {
  it('is its own cookie: httpOnly, SameSite=Lax, for the API, 30 days, not Secure outside production', async () => {
    const number = freshMobile();
    await askCode(ctx.app, { phone: number.local });
    const res = await verifyCode(ctx.app, { phone: number.local, code: outboxes.lastSms().code });
    expect(res.statusCode).toBe(200);
    const cookie = shopperCookieOf(res)!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api',
      maxAge: SHOPPER_SESSION_MAX_AGE_MS / 1000,
    });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    // The token is not in the body, and the database keeps only its hash.
    expect(res.body).not.toContain(cookie.value);
    const body = res.json();
    expect(body.data.account).toMatchObject({ phone: number.e164, name: null, email: null });
    const [session] = await ctx.database.db
      .select()
      .from(shopperSessions)
      .where(eq(shopperSessions.accountId, body.data.account.id));
    expect(session!.tokenHash).not.toContain(cookie.value);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/account/me answers the profile, or 401 in the shopper’s language', async () => {
    const number = freshMobile();
    const { token, accountId } = await signInShopper(ctx.app, outboxes, number.local);
    const res = await me(ctx.app, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.account).toMatchObject({ id: accountId, phone: number.e164 });
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { 'accept-language': 'ar' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'يرجى تسجيل الدخول.',
      reason: { key: 'notSignedIn' },
    });
    expect((await me(ctx.app, 'not-a-token')).statusCode).toBe(401);
  });

  it('rotates the token once it is a day old; the replaced one, used again, ends the session', async () => {
    const { token: first, accountId } = await signInShopper(ctx.app, outboxes, freshMobile().local);
    clock.advance(SHOPPER_SESSION_ROTATE_AFTER_MS - 60_000);
    const early = await me(ctx.app, first);
    expect(early.statusCode).toBe(200);
    expect(shopperCookieOf(early)).toBeUndefined();

    clock.advance(60_000);
    const rotated = await me(ctx.app, first);
    expect(rotated.statusCode).toBe(200);
    const second = shopperCookieOf(rotated)!;
    expect(second.value).not.toBe(first);
    expect(second).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    // The session still ends 30 days after sign-in.
    expect(second.maxAge).toBe(
      (SHOPPER_SESSION_MAX_AGE_MS - SHOPPER_SESSION_ROTATE_AFTER_MS) / 1000,
    );

    // A request the browser sent with the old cookie at the same moment is still answered.
    const racing = await me(ctx.app, first);
    expect(racing.statusCode).toBe(200);
    expect(shopperCookieOf(racing)).toBeUndefined();
    expect(await reuseAudits(accountId)).toHaveLength(0);

    clock.advance(ROTATION_GRACE_MS);
    expect((await me(ctx.app, second.value)).statusCode).toBe(200);
    const stolen = await me(ctx.app, first);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toMatchObject({ reason: { key: 'sessionReused' } });
    expect(shopperCookieOf(stolen)?.value).toBe('');
    // The session is over for both holders, and it is on the audit log once.
    expect((await me(ctx.app, second.value)).statusCode).toBe(401);
    expect((await me(ctx.app, first)).statusCode).toBe(401);
    const audits = await reuseAudits(accountId);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ after: { tokenWas: 'replaced' } });
  });

  it('ends 30 days after sign-in', async () => {
    const { token } = await signInShopper(ctx.app, outboxes, freshMobile().local);
    clock.advance(SHOPPER_SESSION_MAX_AGE_MS);
    const res = await me(ctx.app, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().reason.key).toBe('sessionEnded');
  });
});

describe('signing out', () => {
  it('ends this device’s session; its cookie used again is refused and audited', async () => {
    const { token, accountId } = await signInShopper(ctx.app, outboxes, freshMobile().local);
    const out = await post('/api/account/sign-out', token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      data: { sessionsEnded: 1 },
      message: 'You are signed out.',
    });
    expect(shopperCookieOf(out)?.value).toBe('');

    const reused = await me(ctx.app, token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'UNAUTHORIZED', reason: { key: 'sessionReused' } });
    await me(ctx.app, token);
    const audits = await reuseAudits(accountId);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ after: { tokenWas: 'signed-out' } });
    // Signing out without a session has nothing to end.
    const again = await post('/api/account/sign-out');
    expect(again.json().data.sessionsEnded).toBe(0);
  });

  it('out of all devices ends every session of the account, and only its', async () => {
    const number = freshMobile();
    const phone = await signInShopper(ctx.app, outboxes, number.local);
    const laptop = await signInShopper(ctx.app, outboxes, number.e164);
    const someoneElse = await signInShopper(ctx.app, outboxes, freshMobile().local);
    expect(laptop.accountId).toBe(phone.accountId);

    expect((await post('/api/account/sign-out-everywhere')).statusCode).toBe(401);
    const res = await post('/api/account/sign-out-everywhere', phone.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { sessionsEnded: 2 },
      message: 'You are signed out on all your devices.',
    });
    expect((await me(ctx.app, phone.token)).statusCode).toBe(401);
    expect((await me(ctx.app, laptop.token)).statusCode).toBe(401);
    expect((await me(ctx.app, someoneElse.token)).statusCode).toBe(200);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, phone.accountId), eq(auditLog.action, 'signed-out-everywhere')),
      );
    expect(audits).toHaveLength(1);
  });
});

describe('the admin session and the shopper session', () => {
  it('do not open each other’s routes', async () => {
    const admin = await createAccount(ctx.database.db);
    const signedIn = await signInAs(ctx.app, admin);
    const shopper = await signInShopper(ctx.app, outboxes, freshMobile().local);

    // The admin's bearer token and refresh cookie are not a shopper session.
    const adminAsShopper = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: bearer(signedIn.token),
      cookies: { refresh_token: signedIn.refreshToken },
    });
    expect(adminAsShopper.statusCode).toBe(401);
    expect((await me(ctx.app, signedIn.refreshToken)).statusCode).toBe(401);

    // The shopper's cookie, or its token put anywhere, opens nothing of the admin's.
    expect((await verify(ctx.app, shopper.token)).statusCode).toBe(401);
    expect((await refresh(ctx.app, { cookie: shopper.token })).statusCode).toBe(401);
    const adminRoute = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/returns',
      cookies: withShopperCookie(shopper.token),
    });
    expect(adminRoute.statusCode).toBe(401);
    // Both still work for their own.
    expect((await me(ctx.app, shopper.token)).statusCode).toBe(200);
    expect((await verify(ctx.app, signedIn.token)).statusCode).toBe(200);
  });
});

describe('in production', () => {
  it('marks the cookie Secure and never writes the code to a log line', async () => {
    const lines: string[] = [];
    const production = await createTestApp({
      seed: false,
      env: { DATA_DIR: data.dir, NODE_ENV: 'production' },
      logger: {
        level: 'trace',
        stream: { write: (line: string) => lines.push(line) },
      },
    });
    try {
      const number = freshMobile();
      const asked = await askCode(production.app, { phone: number.local });
      expect(asked.statusCode).toBe(202);
      const { code } = outboxes.lastSms();
      const res = await verifyCode(production.app, { phone: number.local, code });
      expect(res.statusCode).toBe(200);
      expect(shopperCookieOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(lines.some((line) => line.includes('sign-in code sent'))).toBe(true);
      expect(lines.filter((line) => line.includes(code))).toEqual([]);
      expect(asked.body + res.body).not.toContain(code);
    } finally {
      await production.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  SESSION_MAX_AGE_MS,
  SESSION_MAX_IDLE_MS,
} from '@store/shared/constants';
import { createTestApp, createTestClock, type TestContext } from '../../test/test-app.ts';
import { adminSessions } from './auth.table.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';
import {
  bearer,
  createAccount,
  refresh,
  refreshCookieOf,
  signInAs,
  verify,
  type SignedIn,
} from './test-accounts.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const clock = createTestClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, clock: clock.now });
});
afterAll(() => ctx.close());

async function signIn(): Promise<SignedIn> {
  return signInAs(ctx.app, await createAccount(ctx.database.db));
}

async function sessionRow(id: string) {
  const [row] = await ctx.database.db.select().from(adminSessions).where(eq(adminSessions.id, id));
  return row;
}

/** Refreshes with the cookie and returns the new tokens; fails the test on anything but 200. */
async function refreshed(refreshToken: string) {
  const res = await refresh(ctx.app, { cookie: refreshToken });
  expect(res.statusCode, res.body).toBe(200);
  return {
    accessToken: res.json().data.accessToken as string,
    refreshToken: refreshCookieOf(res)!.value,
  };
}

describe('POST /api/auth/refresh', () => {
  it('trades the cookie for a new access token and a new refresh token each time', async () => {
    const session = await signIn();
    const res = await refresh(ctx.app, { cookie: session.refreshToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: {
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      },
    });
    const cookie = refreshCookieOf(res)!;
    expect(cookie.value).toBe(body.data.refreshToken);
    expect(cookie.value).not.toBe(session.refreshToken);
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
    expect((await verify(ctx.app, body.data.accessToken)).statusCode).toBe(200);

    const again = await refreshed(cookie.value);
    expect(again.refreshToken).not.toBe(cookie.value);
  });

  it('ends the session when a spent refresh token comes back', async () => {
    const session = await signIn();
    const next = await refreshed(session.refreshToken);

    const reuse = await refresh(ctx.app, { cookie: session.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Refresh token already used; the session has been ended. Please login again.',
    });
    expect(refreshCookieOf(reuse)?.value).toBe('');
    expect(await sessionRow(session.sessionId)).toBeUndefined();

    // Neither the legitimate holder's refresh token nor its access token works any more.
    expect((await refresh(ctx.app, { cookie: next.refreshToken })).statusCode).toBe(401);
    expect((await verify(ctx.app, next.accessToken)).statusCode).toBe(401);
  });

  it('takes the refresh token from the body too, as the spec client sends it', async () => {
    const session = await signIn();
    const res = await refresh(ctx.app, { body: { refreshToken: session.refreshToken } });
    expect(res.statusCode).toBe(200);
    const rotated = res.json().data.refreshToken;
    expect(rotated).not.toBe(session.refreshToken);
    expect((await refresh(ctx.app, { body: { refreshToken: rotated } })).statusCode).toBe(200);
  });

  it('prefers the cookie over the spent token the spec client keeps sending in the body', async () => {
    const session = await signIn();
    const next = await refreshed(session.refreshToken);
    const res = await refresh(ctx.app, {
      cookie: next.refreshToken,
      body: { refreshToken: session.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionRow(session.sessionId)).toBeDefined();
  });

  it('answers 401 without a refresh token, or with an unknown one', async () => {
    const missing = await refresh(ctx.app);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('Refresh token missing');
    const unknown = await refresh(ctx.app, { cookie: 'not-a-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid refresh token');
  });
});

describe('session limits', () => {
  it('access tokens expire after 15 minutes', async () => {
    const session = await signIn();
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await verify(ctx.app, session.token)).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await verify(ctx.app, session.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Token expired');
  });

  it('keeps a session alive while it is used, and ends it after 4 idle hours', async () => {
    const session = await signIn();
    clock.advance(SESSION_MAX_IDLE_MS - MINUTE);
    const first = await refreshed(session.refreshToken);
    clock.advance(SESSION_MAX_IDLE_MS - MINUTE);
    const second = await refreshed(first.refreshToken);

    clock.advance(SESSION_MAX_IDLE_MS + 1);
    const idle = await refresh(ctx.app, { cookie: second.refreshToken });
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe('Session expired. Please login again.');
    expect(await sessionRow(session.sessionId)).toBeUndefined();
  });

  it('ends a session 12 hours after sign-in, however active', async () => {
    const session = await signIn();
    let tokens = { accessToken: session.token, refreshToken: session.refreshToken };
    for (let elapsed = 0; elapsed + 3 * HOUR < SESSION_MAX_AGE_MS; elapsed += 3 * HOUR) {
      clock.advance(3 * HOUR);
      tokens = await refreshed(tokens.refreshToken);
    }
    // 9 hours in; refresh once more a minute before the limit.
    clock.advance(3 * HOUR - MINUTE);
    tokens = await refreshed(tokens.refreshToken);
    expect((await verify(ctx.app, tokens.accessToken)).statusCode).toBe(200);

    // Two minutes later the access token is still fresh, but the session is over.
    clock.advance(2 * MINUTE);
    const over = await verify(ctx.app, tokens.accessToken);
    expect(over.statusCode).toBe(401);
    expect(over.json().message).toBe('Session expired. Please login again.');
    expect(await sessionRow(session.sessionId)).toBeUndefined();
  });

  it('notes activity on authenticated calls, at most once a minute', async () => {
    const session = await signIn();
    const signedInAt = (await sessionRow(session.sessionId))!.lastActivityAt;

    clock.advance(30_000);
    await verify(ctx.app, session.token);
    expect((await sessionRow(session.sessionId))!.lastActivityAt).toEqual(signedInAt);

    clock.advance(31_000);
    await verify(ctx.app, session.token);
    expect((await sessionRow(session.sessionId))!.lastActivityAt).toEqual(clock.now());
  });

  it('tells the client when the session will end', async () => {
    const session = await signIn();
    const res = await verify(ctx.app, session.token);
    const info = res.json().data.session;
    expect(new Date(info.expiresAt).getTime() - new Date(info.lastActivity).getTime()).toBe(
      SESSION_MAX_IDLE_MS,
    );
    expect(info.loginTime).toBe(clock.now().toISOString());
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session named by the bearer token and clears the cookie', async () => {
    const session = await signIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: 'Logged out' });
    const cleared = refreshCookieOf(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api/auth');
    expect(await sessionRow(session.sessionId)).toBeUndefined();

    const after = await verify(ctx.app, session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Session ended. Please login again.');
    expect((await refresh(ctx.app, { cookie: session.refreshToken })).statusCode).toBe(401);
  });

  it('ends the session by its refresh cookie once the access token has expired', async () => {
    const session = await signIn();
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.token),
      cookies: { [REFRESH_COOKIE]: session.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionRow(session.sessionId)).toBeUndefined();
  });

  it('answers 200 with nothing to end', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('ends only its own session', async () => {
    const account = await createAccount(ctx.database.db);
    const laptop = await signInAs(ctx.app, account);
    const phone = await signInAs(ctx.app, account);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(laptop.token),
    });
    expect((await verify(ctx.app, laptop.token)).statusCode).toBe(401);
    expect((await verify(ctx.app, phone.token)).statusCode).toBe(200);
  });
});

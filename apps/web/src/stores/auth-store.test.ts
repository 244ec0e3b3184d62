import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { readAdminSession } from '../lib/auth/session-record.ts';
import { ADMIN, authApi, makeToken, refusal, storeSignedIn } from '../test/auth-fixtures.ts';
import { createAuthStore } from './auth-store.ts';

const MINUTE = 60_000;

function startStore() {
  const store = createAuthStore();
  onTestFinished(store.start());
  return store;
}

function stored() {
  const get = (key: string) => window.localStorage.getItem(key);
  return {
    token: get('authToken'),
    user: get('user'),
    refreshToken: get('refreshToken'),
    session: get('admin_session'),
  };
}

const nothingStored = { token: null, user: null, refreshToken: null, session: null };

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 9) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('auth store: app start (spec section 4)', () => {
  it('with nothing stored, loading simply ends', async () => {
    const api = authApi();
    const store = startStore();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: false,
      error: null,
    });
    expect(api.calls).toEqual([]);
  });

  it('with a stored token that has not expired and a user, is signed in at once', () => {
    const api = authApi();
    const { token } = storeSignedIn();
    const store = startStore();
    expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, token });
    expect(store.getState().user).toMatchObject({ email: ADMIN.email, displayName: 'Sara Haddad' });
    expect(api.calls).toEqual([]);
  });

  it('with an expired token, refreshes it and signs in', async () => {
    storeSignedIn({ token: makeToken({ expiresInMs: -MINUTE }) });
    const fresh = makeToken();
    const api = authApi({
      '/api/auth/refresh': {
        status: 200,
        body: {
          success: true,
          data: { accessToken: fresh, refreshToken: 'refresh-2', expiresIn: 900 },
        },
      },
    });
    const store = startStore();
    expect(store.getState()).toMatchObject({ isLoading: true, isAuthenticated: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: true,
      token: fresh,
    });
    // The refresh token is the httpOnly cookie: nothing of it in the body, nothing kept from the
    // answer (docs/decisions/004). The stored user is kept.
    expect(api.callsTo('/api/auth/refresh')).toEqual([
      { method: 'POST', path: '/api/auth/refresh', authorization: null, body: {} },
    ]);
    expect(stored()).toMatchObject({
      token: fresh,
      user: JSON.stringify(ADMIN),
      refreshToken: null,
    });
  });

  it('with an expired token that cannot be refreshed, signs out', async () => {
    storeSignedIn({ token: makeToken({ expiresInMs: -MINUTE }) });
    authApi({ '/api/auth/refresh': refusal(401, 'Invalid refresh token') });
    const store = startStore();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: false,
      error: null,
    });
    expect(stored()).toEqual(nothingStored);
  });

  it("reports an unreadable stored sign-in as 'Authentication check failed'", () => {
    authApi();
    storeSignedIn();
    window.localStorage.setItem('user', '{not json');
    const store = startStore();
    expect(store.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: false,
      error: 'Authentication check failed',
    });
    expect(stored()).toEqual(nothingStored);
  });

  it('forgets half a sign-in (a token without a user)', () => {
    authApi();
    window.localStorage.setItem('authToken', makeToken());
    const store = startStore();
    expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: false });
    expect(stored().token).toBeNull();
  });
});

describe('auth store: sign-in and sign-out', () => {
  it('login start, then success: stores token, user and the session record', () => {
    authApi();
    const store = startStore();
    store.loginStart();
    expect(store.getState()).toMatchObject({ isLoading: true, error: null });
    const token = makeToken({ sid: 'server-session' });
    window.localStorage.setItem('refreshToken', 'a copy left by an older client');
    store.loginSuccess({ user: ADMIN, token });
    expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, token });
    // Never the refresh token: that is the httpOnly cookie (docs/decisions/004).
    expect(stored()).toMatchObject({ token, user: JSON.stringify(ADMIN), refreshToken: null });
    expect(readAdminSession()).toMatchObject({
      userId: ADMIN.id,
      email: ADMIN.email,
      role: 'admin',
      sessionId: 'server-session',
      loginTime: Date.now(),
      lastActivity: Date.now(),
    });
  });

  it('login failure: clears what was stored and keeps the message', () => {
    authApi();
    storeSignedIn();
    const store = startStore();
    store.loginFailure('Invalid credentials');
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      error: 'Invalid credentials',
    });
    expect(stored()).toEqual(nothingStored);
  });

  it('logout: POST /api/auth/logout with the Bearer token and no body, everything cleared', async () => {
    const api = authApi();
    const { token } = storeSignedIn();
    const store = startStore();
    await store.logout();
    expect(api.callsTo('/api/auth/logout')).toEqual([
      {
        method: 'POST',
        path: '/api/auth/logout',
        authorization: `Bearer ${token}`,
        body: undefined,
      },
    ]);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null });
    expect(stored()).toEqual(nothingStored);
  });

  it('logout: a failing server changes nothing, the local sign-in is gone regardless', async () => {
    authApi({ '/api/auth/logout': 'network-error' });
    storeSignedIn();
    const store = startStore();
    await expect(store.logout()).resolves.toBeUndefined();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(stored()).toEqual(nothingStored);
  });
});

describe('auth store: while signed in', () => {
  function refreshAnswer(token: string) {
    return {
      status: 200,
      body: {
        success: true,
        data: { accessToken: token, refreshToken: 'refresh-2', expiresIn: 900 },
      },
    };
  }

  it('re-checks every 5 minutes and renews the token before it lapses', async () => {
    storeSignedIn({ token: makeToken({ expiresInMs: 15 * MINUTE }) });
    const fresh = makeToken({ now: Date.now() + 10 * MINUTE });
    const api = authApi({ '/api/auth/refresh': refreshAnswer(fresh) });
    const store = startStore();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(api.callsTo('/api/auth/refresh')).toHaveLength(0);
    // 5 minutes left: it would lapse before the next check, so it is renewed now.
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(api.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(store.getState()).toMatchObject({ isAuthenticated: true, token: fresh });
  });

  it('ends the session at the check once it has been idle longer than 4 hours', async () => {
    const api = authApi({
      '/api/auth/refresh': () => refreshAnswer(makeToken({ now: Date.now() })),
    });
    storeSignedIn();
    const store = startStore();
    await vi.advanceTimersByTimeAsync(4 * 60 * MINUTE);
    expect(store.getState().isAuthenticated).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      error: 'Session expired. Please login again.',
    });
    expect(stored()).toEqual(nothingStored);
    // Ended on the server too.
    expect(api.callsTo('/api/auth/logout')[0]?.authorization).toMatch(/^Bearer /);
  });

  it('a refused refresh while signed in means the server ended the session', async () => {
    authApi({ '/api/auth/refresh': refusal(401, 'Session expired. Please login again.') });
    storeSignedIn({ token: makeToken({ expiresInMs: 2 * MINUTE }) });
    const store = startStore();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      error: 'Session expired. Please login again.',
    });
  });

  it('no answer to a refresh while the token still works: stays signed in, tries again', async () => {
    const api = authApi({ '/api/auth/refresh': 'network-error' });
    storeSignedIn({ token: makeToken({ expiresInMs: 2 * MINUTE }) });
    const store = startStore();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().isAuthenticated).toBe(true);
    expect(api.callsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('renews an expired token before an API call goes out with it', async () => {
    storeSignedIn({ token: makeToken({ expiresInMs: 20 * MINUTE }) });
    const fresh = makeToken({ now: Date.now() + 21 * MINUTE });
    const api = authApi({
      '/api/auth/refresh': refreshAnswer(fresh),
      '/api/site-settings': { status: 200, body: { success: true, data: { ok: true } } },
    });
    startStore();
    // The laptop slept: no check ran, the token lapsed.
    vi.setSystemTime(Date.now() + 21 * MINUTE);
    await expect(apiRequest('/site-settings')).resolves.toEqual({ ok: true });
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/refresh', '/api/site-settings']);
    expect(api.callsTo('/api/site-settings')[0]?.authorization).toBe(`Bearer ${fresh}`);
  });

  it('drops a renewed token that arrives after signing out', async () => {
    let answer: (value: Response) => void = () => undefined;
    const api = authApi();
    api.fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/auth/refresh')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : new Response(JSON.stringify({ success: true, data: null }), { status: 200 }),
    );
    storeSignedIn({ token: makeToken({ expiresInMs: 2 * MINUTE }) });
    const store = startStore();
    await vi.advanceTimersByTimeAsync(0);
    await store.logout();
    answer(new Response(JSON.stringify(refreshAnswer(makeToken()).body), { status: 200 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().isAuthenticated).toBe(false);
    expect(stored()).toEqual(nothingStored);
  });

  it('follows another tab: its sign-out, and its renewed token', () => {
    authApi();
    storeSignedIn();
    const store = startStore();
    const renewed = makeToken({ expiresInMs: 14 * MINUTE });
    window.localStorage.setItem('authToken', renewed);
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: renewed }));
    expect(store.getState()).toMatchObject({ isAuthenticated: true, token: renewed });

    window.localStorage.removeItem('authToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: null }));
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('extending the session restarts the idle clock and renews the token on the server', async () => {
    const api = authApi({ '/api/auth/refresh': refreshAnswer(makeToken()) });
    storeSignedIn();
    const store = startStore();
    store.sessionWarning(4 * MINUTE);
    expect(store.getState()).toMatchObject({ sessionWarning: true, timeUntilExpiry: 4 * MINUTE });
    vi.setSystemTime(Date.now() + 3 * 60 * MINUTE);
    await store.extendSession();
    expect(store.getState()).toMatchObject({ sessionWarning: false, timeUntilExpiry: null });
    expect(readAdminSession()?.lastActivity).toBe(Date.now());
    expect(api.callsTo('/api/auth/refresh')).toHaveLength(1);
  });
});

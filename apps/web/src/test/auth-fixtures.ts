import { onTestFinished, vi } from 'vitest';
import type { AuthUser } from '@store/shared/schemas/auth';
import { STORAGE_KEYS } from '../config/storage-keys.ts';
import { createAdminSessionRecord, writeAdminSession } from '../lib/auth/session-record.ts';
import { makeSettings } from './fixtures-settings.ts';

export const ADMIN: AuthUser = {
  id: 'u-1',
  email: 'sara@maison.test',
  firstName: 'Sara',
  lastName: 'Haddad',
  role: 'admin',
};

export const EDITOR: AuthUser = {
  id: 'u-2',
  email: 'omar@maison.test',
  firstName: 'Omar',
  lastName: '',
  role: 'editor',
};

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT whose payload the client can read (the signature is the server's business). */
export function makeToken({
  expiresInMs = 15 * 60_000,
  sid = 'session-1',
  now = Date.now(),
}: { expiresInMs?: number; sid?: string; now?: number } = {}): string {
  const exp = Math.floor((now + expiresInMs) / 1000);
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'u-1', sid, role: 'admin', exp })}.sig`;
}

/** Puts a sign-in in storage as the app leaves it after a successful login. */
export function storeSignedIn({
  user = ADMIN,
  token = makeToken(),
  session = true,
}: { user?: AuthUser; token?: string; session?: boolean } = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, token);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (session) writeAdminSession(createAdminSessionRecord(user, token, Date.now()));
  return { user, token };
}

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

type Answer = { status: number; body: unknown } | 'network-error';

/**
 * A fetch for the auth calls (and the public settings the shell reads): each path answers from
 * `routes` (a function may vary the answer per call); every call is recorded.
 */
export function authApi(routes: Record<string, Answer | ((call: RecordedCall) => Answer)> = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      authorization: headers.Authorization ?? null,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const defaults: Record<string, Answer> = {
      '/api/public/site-settings': { status: 200, body: { success: true, data: makeSettings() } },
      '/api/auth/logout': { status: 200, body: { success: true, data: null } },
    };
    const route = routes[url.pathname] ?? defaults[url.pathname];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body } = answer ?? {
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'Not found' },
    };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

export function loginAnswer(user: AuthUser = ADMIN, token = makeToken()) {
  const data = { user, token, refreshToken: 'refresh-1', expiresIn: 900 };
  return {
    status: 200,
    body: { success: true, message: 'Login successful', data, ...data },
  };
}

export function refusal(status: number, message: string, code = 'UNAUTHORIZED') {
  return { status, body: { success: false, code, message, error: { message } } };
}

/**
 * Starts the app's auth store for one test (as main.tsx does at load) and signs it out afterwards,
 * so the next test starts from what its own storage holds.
 */
export async function startAppAuthStore() {
  const { authStore } = await import('../stores/auth-store.ts');
  const stop = authStore.start();
  onTestFinished(() => {
    stop();
    void authStore.logout();
  });
  return authStore;
}

/** GET /api/auth/verify for the stored admin, with the address the server recorded. */
export function verifyAnswer(user: AuthUser = ADMIN) {
  const now = new Date().toISOString();
  return {
    status: 200,
    body: {
      success: true,
      data: {
        user,
        session: {
          sessionId: 'session-1',
          loginTime: now,
          lastActivity: now,
          expiresAt: now,
          ipAddress: '203.0.113.7',
          userAgent: navigator.userAgent,
        },
      },
    },
  };
}

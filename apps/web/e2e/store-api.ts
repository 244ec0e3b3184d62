import { expect } from 'vitest';

/**
 * The store's API as a journey's setup calls it (an admin's moves a shopper does not see):
 * JSON in, the envelope's `data` out, and any answer but 2xx thrown with its body.
 */
export function storeApi(baseUrl: string, token?: () => string | undefined) {
  return async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const bearer = token?.();
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    if (!res.ok) {
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    }
    return json.data;
  };
}

/** What an admin call must answer: any 2xx unless the journey names the one status. */
export interface AdminCallExpectation {
  status?: number;
}

/**
 * One admin call of a journey's setup: signs in as `admin` for it, sends JSON to `url` (with its
 * `/api` prefix), expects a 2xx (or exactly `expected.status`) and gives the answer as it came.
 */
export function signedInAdminFetch(
  baseUrl: () => string,
  admin: { email: string; password: string },
  expected: AdminCallExpectation = {},
) {
  return async function adminFetch(method: string, url: string, body?: unknown) {
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const res = await fetch(`${baseUrl()}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.clone().text();
    if (expected.status === undefined) expect(res.status, text).toBeLessThan(300);
    else expect(res.status, text).toBe(expected.status);
    return res;
  };
}

/** The same call as `signedInAdminFetch`, giving the envelope's `data`. */
export function signedInAdminApi(
  baseUrl: () => string,
  admin: { email: string; password: string },
  expected: AdminCallExpectation = {},
) {
  const adminFetch = signedInAdminFetch(baseUrl, admin, expected);
  return async function adminApi(method: string, url: string, body?: unknown) {
    const res = await adminFetch(method, url, body);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
}

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

/**
 * One admin call of a journey's setup: signs in as `admin` for it, sends JSON to `url` (with its
 * `/api` prefix), expects a 2xx and gives the envelope's `data`.
 */
export function signedInAdminApi(
  baseUrl: () => string,
  admin: { email: string; password: string },
) {
  return async function adminApi(method: string, url: string, body?: unknown) {
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
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
}

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ADMIN_ROLE } from '@store/shared/schemas/auth';
import type { Db } from '../../db/client.ts';
import { createUser, type AdminUserRow } from './admin-users.service.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';

/** Test helpers for the auth tests: accounts made directly in the database, sign-in through HTTP. */

export const PASSWORD = 'correct horse battery staple';

let counter = 0;

/** A fresh account; each call gets its own email so tests never share throttling counts. */
export async function createAccount(
  db: Db,
  options: { email?: string; password?: string; role?: string } = {},
): Promise<AdminUserRow & { password: string }> {
  counter += 1;
  const password = options.password ?? PASSWORD;
  const user = await createUser(
    db,
    {
      email: options.email ?? `user${counter}-${Date.now()}@maison.test`,
      password,
      role: options.role ?? ADMIN_ROLE,
      firstName: 'Noor',
      lastName: 'Haddad',
    },
    new Date(),
  );
  if (!user) throw new Error('account exists');
  return { ...user, password };
}

/** A client address of its own for a test, so address throttling counts start at zero. */
export function freshAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function postLogin(
  app: FastifyInstance,
  body: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body as object,
    remoteAddress: options.ip ?? freshAddress(),
    headers: options.headers,
  });
}

export function refreshCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE);
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  sessionId: string;
  body: Record<string, unknown> & { data: Record<string, unknown> };
}

/** Signs in through the API and returns the tokens; fails the test when sign-in fails. */
export async function signInAs(
  app: FastifyInstance,
  account: { email: string; password: string },
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<SignedIn> {
  const res = await postLogin(app, { email: account.email, password: account.password }, options);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  const [, payload] = String(body.token).split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  return { token: body.token, refreshToken: body.refreshToken, sessionId: claims.sid, body };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function verify(app: FastifyInstance, token?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/verify',
    headers: token ? bearer(token) : {},
  });
}

export function refresh(app: FastifyInstance, options: { cookie?: string; body?: object } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: options.cookie ? { [REFRESH_COOKIE]: options.cookie } : {},
    ...(options.body ? { payload: options.body } : {}),
  });
}

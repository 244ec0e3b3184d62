import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { bearer, createAccount, signInAs } from '../modules/auth/testing.ts';

/** Headers of a signed-in admin and of a signed-in non-admin, for the API tests of admin routes. */
export interface AdminTestHeaders {
  admin: Record<string, string>;
  /** A signed-in user whose role is not admin: every admin route answers 403. */
  customer: Record<string, string>;
  adminId: string;
  adminEmail: string;
}

/** Creates an admin and a non-admin account and signs both in through the API. */
export async function signInTestUsers(app: FastifyInstance, db: Db): Promise<AdminTestHeaders> {
  const admin = await createAccount(db);
  const customer = await createAccount(db, { role: 'customer' });
  const [adminSession, customerSession] = await Promise.all([
    signInAs(app, admin),
    signInAs(app, customer),
  ]);
  return {
    admin: bearer(adminSession.token),
    customer: bearer(customerSession.token),
    adminId: admin.id,
    adminEmail: admin.email,
  };
}

/**
 * A test's calls to the admin API through `inject`: JSON in; the status, the parsed body (null
 * when empty), the raw body and the headers out; signed in as the admin unless other headers are
 * given. `app` and `users` are read at each call, once the test's beforeAll has made them.
 */
export function adminApiCaller(app: () => FastifyInstance, users: () => AdminTestHeaders) {
  return async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = users().admin,
  ) {
    const res = await app().inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: res.statusCode,
      body: res.body ? res.json() : null,
      raw: res.body,
      headers: res.headers,
    };
  };
}

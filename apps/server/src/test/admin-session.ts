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

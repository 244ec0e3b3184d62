import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@store/shared/schemas/auth';
import type { Db } from '../../db/client.ts';
import { findUserByEmail, normalizeEmail, type AdminUserRow } from './admin-users.service.ts';
import { unauthorized } from './auth-errors.ts';
import { adminUsers } from './auth.table.ts';
import {
  accountLocked,
  countWrongPassword,
  pruneLoginAttempts,
  reserveLoginAttempt,
  settleLoginAttempt,
} from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { pruneExpiredSessions, startSession, type SessionRecord } from './sessions.service.ts';

export interface SignInInput {
  email: string;
  password: string;
  ipAddress: string;
  userAgent: string;
}

/**
 * Checks the throttle, then the password (always one argon2 verification), then the account's lock;
 * an unknown email, a wrong password and a deactivated account get the same answer.
 */
export async function signIn(
  db: Db,
  input: SignInInput,
  now: Date,
): Promise<{ user: AdminUserRow; session: SessionRecord; refreshToken: string }> {
  const email = normalizeEmail(input.email);
  const caller = { email, ipAddress: input.ipAddress };
  // Counted as a failure until the password has been verified.
  const attempt = await reserveLoginAttempt(db, caller, now);

  const user = await findUserByEmail(db, email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, input.password);

  if (user?.lockedUntil && user.lockedUntil > now) throw accountLocked(user.lockedUntil, now);
  if (!user || !user.isActive || !passwordMatches) {
    if (user && !passwordMatches) await countWrongPassword(db, user.id, now);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }

  await settleLoginAttempt(db, attempt);
  await db
    .update(adminUsers)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now })
    .where(eq(adminUsers.id, user.id));
  await pruneLoginAttempts(db, now);
  await pruneExpiredSessions(db, now);
  const started = await startSession(
    db,
    { userId: user.id, ipAddress: input.ipAddress, userAgent: input.userAgent },
    now,
  );
  return { user, ...started };
}

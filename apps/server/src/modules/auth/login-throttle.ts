import { and, eq, gt, lt, max, or, sql } from 'drizzle-orm';
import { LOGIN_MAX_FAILED_ATTEMPTS, LOGIN_RATE_LIMIT_WINDOW_MS } from '@store/shared/constants';
import { AUTH_MESSAGES } from '@store/shared/schemas/auth';
import type { Db } from '../../db/client.ts';
import { LoginRefusedError } from './auth-errors.ts';
import { adminUsers, loginAttempts } from './auth.table.ts';

/** Attempts are kept this long (throttling needs only the window), then pruned at sign-in. */
const ATTEMPT_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Counts this sign-in as a failure before anything is verified, and refuses it if that makes more
 * than LOGIN_MAX_FAILED_ATTEMPTS for the email, or for the client address, within the window; the
 * id of the attempt, which `settleLoginAttempt` marks succeeded if it does.
 *
 * Recorded first, then counted: sign-ins that arrive together each see the others', so a burst
 * cannot all pass the check before the first has been verified (argon2 takes a while). A refused
 * attempt is taken back, so waiting out the window is enough. The counts live in the database, so
 * every server instance sees the same ones. The email's count starts again after its last
 * successful sign-in; the address's does not. The same answer for known and unknown emails:
 * throttling reveals nothing about accounts.
 */
export async function reserveLoginAttempt(
  db: Db,
  caller: { email: string; ipAddress: string },
  now: Date,
): Promise<string> {
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ ...caller, succeeded: false, createdAt: now })
    .returning({ id: loginAttempts.id });
  const windowStart = new Date(now.getTime() - LOGIN_RATE_LIMIT_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, caller.email), eq(loginAttempts.succeeded, true)));
  const emailSince = lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const [counts] = await db
    .select({
      // Conditions built with eq/gt so values go through the columns' own mapping (dates).
      byEmail: sql<number>`count(*) filter (where ${and(
        eq(loginAttempts.email, caller.email),
        gt(loginAttempts.createdAt, emailSince),
      )})`.mapWith(Number),
      byAddress: sql<number>`count(*) filter (where ${eq(
        loginAttempts.ipAddress,
        caller.ipAddress,
      )})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, windowStart),
        or(eq(loginAttempts.email, caller.email), eq(loginAttempts.ipAddress, caller.ipAddress)),
      ),
    );
  // This attempt is among the counted.
  if (
    (counts?.byEmail ?? 0) > LOGIN_MAX_FAILED_ATTEMPTS ||
    (counts?.byAddress ?? 0) > LOGIN_MAX_FAILED_ATTEMPTS
  ) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt!.id));
    throw new LoginRefusedError(AUTH_MESSAGES.tooManyAttempts, LOGIN_RATE_LIMIT_WINDOW_MS / 1000);
  }
  return attempt!.id;
}

/** The reserved attempt succeeded after all (it was counted as a failure until now). */
export async function settleLoginAttempt(db: Db, attemptId: string): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

export async function pruneLoginAttempts(db: Db, now: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(now.getTime() - ATTEMPT_RETENTION_MS)));
}

/**
 * Counts a wrong password against the account; the LOGIN_MAX_FAILED_ATTEMPTS-th in a row (across
 * windows, which the email throttle alone would forgive) locks it for one window.
 */
export async function countWrongPassword(db: Db, userId: string, now: Date): Promise<void> {
  const [row] = await db
    .update(adminUsers)
    .set({ failedLoginCount: sql`${adminUsers.failedLoginCount} + 1` })
    .where(eq(adminUsers.id, userId))
    .returning({ failedLoginCount: adminUsers.failedLoginCount });
  if (row && row.failedLoginCount >= LOGIN_MAX_FAILED_ATTEMPTS) {
    await db
      .update(adminUsers)
      .set({
        failedLoginCount: 0,
        lockedUntil: new Date(now.getTime() + LOGIN_RATE_LIMIT_WINDOW_MS),
      })
      .where(eq(adminUsers.id, userId));
  }
}

export function accountLocked(lockedUntil: Date, now: Date): LoginRefusedError {
  const seconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new LoginRefusedError(
    `${AUTH_MESSAGES.accountLocked} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}

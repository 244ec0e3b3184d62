import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import { SESSION_MAX_AGE_MS, SESSION_MAX_IDLE_MS } from '@store/shared/constants';
import { AUTH_MESSAGES, type AuthUser, type SessionInfo } from '@store/shared/schemas/auth';
import type { Db } from '../../db/client.ts';
import { toAuthUser } from './admin-users.service.ts';
import { unauthorized } from './auth-errors.ts';
import { adminSessions, adminUsers } from './auth.table.ts';
import { hashRefreshToken, newRefreshToken } from './refresh-token.ts';

/**
 * Last activity is written at most once a minute per session: one small UPDATE a minute instead
 * of one per request. The idle limit therefore holds to within a minute.
 */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

const MAX_USER_AGENT_LENGTH = 512;

export interface SessionRecord {
  id: string;
  createdAt: Date;
  lastActivityAt: Date;
  ipAddress: string;
  userAgent: string;
}

/** Who is calling, as the guard resolved it from the access token and the session row. */
export interface ActiveSession {
  user: AuthUser;
  session: SessionRecord;
}

const sessionAndUser = {
  session: {
    id: adminSessions.id,
    createdAt: adminSessions.createdAt,
    lastActivityAt: adminSessions.lastActivityAt,
    ipAddress: adminSessions.ipAddress,
    userAgent: adminSessions.userAgent,
  },
  user: {
    id: adminUsers.id,
    email: adminUsers.email,
    firstName: adminUsers.firstName,
    lastName: adminUsers.lastName,
    role: adminUsers.role,
    isActive: adminUsers.isActive,
  },
};

async function findSession(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select(sessionAndUser)
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(where)
    .limit(1);
  return row;
}

/** The sooner of the idle limit (from last activity) and the total limit (from sign-in). */
export function sessionExpiresAt(session: SessionRecord): Date {
  return new Date(
    Math.min(
      session.lastActivityAt.getTime() + SESSION_MAX_IDLE_MS,
      session.createdAt.getTime() + SESSION_MAX_AGE_MS,
    ),
  );
}

export function toSessionInfo(session: SessionRecord): SessionInfo {
  return {
    sessionId: session.id,
    loginTime: session.createdAt.toISOString(),
    lastActivity: session.lastActivityAt.toISOString(),
    expiresAt: sessionExpiresAt(session).toISOString(),
    ipAddress: session.ipAddress,
    userAgent: session.userAgent,
  };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

/**
 * A found session is usable unless it is past a limit or its user was deactivated; an unusable
 * one is deleted on the spot.
 */
async function ensureUsable(
  db: Db,
  found: { session: SessionRecord; user: AuthUser & { isActive: boolean } },
  now: Date,
): Promise<ActiveSession> {
  const { session, user } = found;
  if (now.getTime() > sessionExpiresAt(session).getTime()) {
    await endSession(db, session.id);
    throw unauthorized(AUTH_MESSAGES.sessionExpired);
  }
  if (!user.isActive) {
    await endSession(db, session.id);
    throw unauthorized(AUTH_MESSAGES.sessionEnded);
  }
  return { session, user: toAuthUser(user) };
}

/** One row per sign-in, with the caller's real address and browser. */
export async function startSession(
  db: Db,
  input: { userId: string; ipAddress: string; userAgent: string },
  now: Date,
): Promise<{ session: SessionRecord; refreshToken: string }> {
  const refreshToken = newRefreshToken();
  const [session] = await db
    .insert(adminSessions)
    .values({
      userId: input.userId,
      refreshTokenHash: hashRefreshToken(refreshToken),
      ipAddress: input.ipAddress,
      userAgent: input.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
      createdAt: now,
      lastActivityAt: now,
    })
    .returning(sessionAndUser.session);
  return { session: session!, refreshToken };
}

/** The session an access token names, checked against the limits, its activity noted. */
export async function resumeSession(
  db: Db,
  claims: { sessionId: string; userId: string },
  now: Date,
): Promise<ActiveSession> {
  const found = await findSession(
    db,
    and(eq(adminSessions.id, claims.sessionId), eq(adminSessions.userId, claims.userId)),
  );
  if (!found) throw unauthorized(AUTH_MESSAGES.sessionEnded);
  const active = await ensureUsable(db, found, now);
  if (now.getTime() - active.session.lastActivityAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
    await db
      .update(adminSessions)
      .set({ lastActivityAt: now })
      .where(and(eq(adminSessions.id, active.session.id), lt(adminSessions.lastActivityAt, now)));
    active.session.lastActivityAt = now;
  }
  return active;
}

/**
 * Trades a refresh token for a new one (each token works once) and notes the activity. Presenting
 * a token that was already traded means two parties hold it, one of them not the user: the
 * session is ended.
 */
export async function rotateRefreshToken(
  db: Db,
  refreshToken: string,
  now: Date,
): Promise<ActiveSession & { refreshToken: string }> {
  const presentedHash = hashRefreshToken(refreshToken);
  const found = await findSession(db, eq(adminSessions.refreshTokenHash, presentedHash));
  if (!found) {
    const revoked = await db
      .delete(adminSessions)
      .where(eq(adminSessions.previousRefreshTokenHash, presentedHash))
      .returning({ id: adminSessions.id });
    throw unauthorized(
      revoked.length > 0 ? AUTH_MESSAGES.refreshTokenReused : AUTH_MESSAGES.refreshTokenInvalid,
    );
  }
  const active = await ensureUsable(db, found, now);
  const next = newRefreshToken();
  // Conditional on the presented hash: of two concurrent uses of one token, only one rotates.
  const rotated = await db
    .update(adminSessions)
    .set({
      refreshTokenHash: hashRefreshToken(next),
      previousRefreshTokenHash: presentedHash,
      lastActivityAt: now,
    })
    .where(
      and(
        eq(adminSessions.id, active.session.id),
        eq(adminSessions.refreshTokenHash, presentedHash),
      ),
    )
    .returning({ id: adminSessions.id });
  if (rotated.length === 0) {
    await endSession(db, active.session.id);
    throw unauthorized(AUTH_MESSAGES.refreshTokenReused);
  }
  active.session.lastActivityAt = now;
  return { ...active, refreshToken: next };
}

export async function endSessionByRefreshToken(db: Db, refreshToken: string): Promise<void> {
  const hash = hashRefreshToken(refreshToken);
  await db.delete(adminSessions).where(eq(adminSessions.refreshTokenHash, hash));
}

/** Sessions past a limit that nobody came back to; deleted at sign-in so the table stays small. */
export async function pruneExpiredSessions(db: Db, now: Date): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.lastActivityAt, new Date(now.getTime() - SESSION_MAX_IDLE_MS)),
        lt(adminSessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
      ),
    );
}

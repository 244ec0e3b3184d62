import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import {
  SHOPPER_SESSION_MAX_AGE_MS,
  SHOPPER_SESSION_ROTATE_AFTER_MS,
} from '@store/shared/shopper-sign-in';
import type { Db } from '../../db/client.ts';
import { findLiveAccount, type ShopperAccountRow } from './accounts.service.ts';
import { shopperSessions } from './accounts.table.ts';

/**
 * A replaced token still works this long after its rotation, without rotating again: two requests
 * a browser sent with one cookie at the moment it rotated must not look like a theft.
 */
export const ROTATION_GRACE_MS = 30_000;

/** Revoked and expired sessions are kept this long past their end, then pruned at a sign-in. */
const SESSION_RETENTION_MS = 24 * 60 * 60_000;

const MAX_USER_AGENT_LENGTH = 512;

export type ShopperSessionRow = typeof shopperSessions.$inferSelect;
export type RevokedReason = 'signed-out' | 'signed-out-everywhere' | 'reused';

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 suffices: the token is 32 random bytes, nothing to guess. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function startShopperSession(
  tx: Db,
  input: { accountId: string; ipAddress: string; userAgent: string },
  now: Date,
): Promise<{ session: ShopperSessionRow; token: string }> {
  const token = newToken();
  const [session] = await tx
    .insert(shopperSessions)
    .values({
      accountId: input.accountId,
      tokenHash: hashToken(token),
      createdAt: now,
      rotatedAt: now,
      expiresAt: new Date(now.getTime() + SHOPPER_SESSION_MAX_AGE_MS),
      ipAddress: input.ipAddress,
      userAgent: input.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
    })
    .returning();
  return { session: session!, token };
}

/** What a presented session cookie turned out to be. */
export type SessionCheck =
  | {
      status: 'active';
      session: ShopperSessionRow;
      account: ShopperAccountRow;
      /** Set when the token was rotated: the cookie to send back. */
      newToken: string | null;
    }
  /**
   * A token replaced by a rotation, or of a signed-out session: whoever sent it is not (or no
   * longer) the session's holder. The session is revoked; `firstTime` says whether this is the
   * first such use noticed (audited once per session).
   */
  | {
      status: 'reused';
      session: ShopperSessionRow;
      firstTime: boolean;
      /** Why the token was no longer good: replaced by a rotation, or signed out. */
      was: 'replaced' | RevokedReason;
    }
  | { status: 'ended' }
  | { status: 'unknown' };

/**
 * The session a cookie's token names. A live one older than SHOPPER_SESSION_ROTATE_AFTER_MS since
 * its last rotation gets a new token (when `rotate`); the old one is remembered, and presenting
 * it again (after the grace) ends the session.
 */
export async function checkShopperSession(
  db: Db,
  token: string,
  now: Date,
  options: { rotate: boolean },
): Promise<SessionCheck> {
  const presented = hashToken(token);
  const [session] = await db
    .select()
    .from(shopperSessions)
    .where(
      or(
        eq(shopperSessions.tokenHash, presented),
        eq(shopperSessions.previousTokenHash, presented),
      ),
    )
    .limit(1);
  if (!session) return { status: 'unknown' };
  const current = session.tokenHash === presented;
  if (now.getTime() >= session.expiresAt.getTime()) return { status: 'ended' };

  if (session.revokedAt) {
    if (session.revokedReason === 'reused' && session.reuseDetectedAt) {
      return { status: 'reused', session, firstTime: false, was: 'reused' };
    }
    const noted = await noteReuse(db, session, now, null);
    return {
      status: 'reused',
      session,
      firstTime: noted,
      was: current ? (session.revokedReason as RevokedReason) : 'replaced',
    };
  }
  if (!current) {
    if (now.getTime() - session.rotatedAt.getTime() < ROTATION_GRACE_MS) {
      return active(db, session, null);
    }
    const noted = await noteReuse(db, session, now, 'reused');
    return { status: 'reused', session, firstTime: noted, was: 'replaced' };
  }
  if (
    !options.rotate ||
    now.getTime() - session.rotatedAt.getTime() < SHOPPER_SESSION_ROTATE_AFTER_MS
  ) {
    return active(db, session, null);
  }
  const next = newToken();
  // Conditional on the presented token: of two rotations of one token at once, one wins; the
  // other is inside the grace and is answered without a new cookie.
  const [rotated] = await db
    .update(shopperSessions)
    .set({ tokenHash: hashToken(next), previousTokenHash: presented, rotatedAt: now })
    .where(
      and(
        eq(shopperSessions.id, session.id),
        eq(shopperSessions.tokenHash, presented),
        isNull(shopperSessions.revokedAt),
      ),
    )
    .returning();
  if (!rotated) return active(db, session, null);
  return active(db, rotated, next);
}

async function active(
  db: Db,
  session: ShopperSessionRow,
  newTokenValue: string | null,
): Promise<SessionCheck> {
  const account = await findLiveAccount(db, session.accountId);
  if (!account) return { status: 'ended' };
  return { status: 'active', session, account, newToken: newTokenValue };
}

/**
 * Revokes the session (when `revoke` names why) and notes that a stale token of it was used;
 * true when this is the first time that was noticed.
 */
async function noteReuse(
  db: Db,
  session: ShopperSessionRow,
  now: Date,
  revoke: RevokedReason | null,
): Promise<boolean> {
  const noted = await db
    .update(shopperSessions)
    .set({
      reuseDetectedAt: now,
      ...(revoke ? { revokedAt: now, revokedReason: revoke } : {}),
    })
    .where(and(eq(shopperSessions.id, session.id), isNull(shopperSessions.reuseDetectedAt)))
    .returning({ id: shopperSessions.id });
  if (revoke && noted.length === 0) {
    await db
      .update(shopperSessions)
      .set({ revokedAt: now, revokedReason: revoke })
      .where(and(eq(shopperSessions.id, session.id), isNull(shopperSessions.revokedAt)));
  }
  return noted.length === 1;
}

/** Signs this device out: the session stays, revoked, so that its cookie's reuse is noticed. */
export async function endShopperSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(shopperSessions)
    .set({ revokedAt: now, revokedReason: 'signed-out' })
    .where(and(eq(shopperSessions.id, sessionId), isNull(shopperSessions.revokedAt)));
}

/** Signs the account out on every device; the number of sessions ended. */
export async function endAllShopperSessions(db: Db, accountId: string, now: Date): Promise<number> {
  const ended = await db
    .update(shopperSessions)
    .set({ revokedAt: now, revokedReason: 'signed-out-everywhere' })
    .where(and(eq(shopperSessions.accountId, accountId), isNull(shopperSessions.revokedAt)))
    .returning({ id: shopperSessions.id });
  return ended.length;
}

export function sessionSecondsLeft(session: ShopperSessionRow, now: Date): number {
  return Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
}

/** Sessions a day past their end: their cookies have expired in every browser. */
export async function pruneShopperSessions(db: Db, now: Date): Promise<void> {
  await db
    .delete(shopperSessions)
    .where(lt(shopperSessions.expiresAt, new Date(now.getTime() - SESSION_RETENTION_MS)));
}

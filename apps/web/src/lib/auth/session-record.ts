import type { AuthUser } from '@store/shared/schemas/auth';
import { STORAGE_KEYS } from '../../config/storage-keys.ts';
import { tokenSessionId } from './access-token.ts';
import type { SessionTimings } from './session-timings.ts';

/**
 * The admin session record (spec section 3), kept under `admin_session` so every tab of the admin
 * shares one last-activity time. The IP address is the one the server recorded (DESIGN.md: no
 * placeholder), filled in from GET /api/auth/verify; empty until then.
 */
export interface AdminSessionRecord {
  userId: string;
  email: string;
  role: string;
  /** ms since the epoch */
  loginTime: number;
  /** ms since the epoch */
  lastActivity: number;
  sessionId: string;
  ipAddress: string;
  userAgent: string;
  /** Set once the browser's user agent no longer matches the one that signed in. */
  suspicious?: boolean;
}

export type SessionLimit = 'idle' | 'age';

export type SessionCheck =
  | { status: 'invalid'; reason: 'missing' | SessionLimit }
  | {
      status: 'active';
      /** Time left before the nearer limit ends the session. */
      remainingMs: number;
      /** Which limit ends it: inactivity (extendable) or total age (not). */
      limit: SessionLimit;
      userAgentChanged: boolean;
    };

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

export function createAdminSessionRecord(
  user: AuthUser,
  token: string,
  now: number,
): AdminSessionRecord {
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    loginTime: now,
    lastActivity: now,
    // The server's session id travels in the token; a random one keeps the record usable without it.
    sessionId: tokenSessionId(token) ?? crypto.randomUUID(),
    ipAddress: '',
    userAgent: currentUserAgent(),
  };
}

export function readAdminSession(): AdminSessionRecord | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.adminSession);
    const record: unknown = raw ? JSON.parse(raw) : null;
    return typeof record === 'object' && record !== null ? (record as AdminSessionRecord) : null;
  } catch {
    return null;
  }
}

export function writeAdminSession(record: AdminSessionRecord): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify(record));
  } catch {
    // blocked storage: the check then finds no record and ends the session
  }
}

export function destroyAdminSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.adminSession);
  } catch {
    // nothing stored
  }
}

/** Changes the stored record, if there is one. */
export function updateAdminSession(change: Partial<AdminSessionRecord>): void {
  const record = readAdminSession();
  if (record) writeAdminSession({ ...record, ...change });
}

/** Activity, or the "stay signed in" action: the idle clock starts again. */
export function touchAdminSession(now: number): void {
  updateAdminSession({ lastActivity: now });
}

function isFiniteTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Spec section 4 "Admin session": invalid when older than the maximum session time, idle longer than
 * the maximum idle time, or missing its sessionId, userId or email. Otherwise, how long it has left.
 */
export function checkAdminSession(
  record: AdminSessionRecord | null,
  now: number,
  timings: Pick<SessionTimings, 'maxIdleMs' | 'maxSessionMs'>,
  userAgent: string = currentUserAgent(),
): SessionCheck {
  if (
    !record?.sessionId ||
    !record.userId ||
    !record.email ||
    !isFiniteTime(record.loginTime) ||
    !isFiniteTime(record.lastActivity)
  ) {
    return { status: 'invalid', reason: 'missing' };
  }
  const ageLeft = timings.maxSessionMs - (now - record.loginTime);
  const idleLeft = timings.maxIdleMs - (now - record.lastActivity);
  if (ageLeft < 0) return { status: 'invalid', reason: 'age' };
  if (idleLeft < 0) return { status: 'invalid', reason: 'idle' };
  return {
    status: 'active',
    remainingMs: Math.min(ageLeft, idleLeft),
    limit: ageLeft < idleLeft ? 'age' : 'idle',
    userAgentChanged: record.userAgent !== userAgent,
  };
}

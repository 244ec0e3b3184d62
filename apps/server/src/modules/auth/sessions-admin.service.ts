import { and, desc, eq, gt } from 'drizzle-orm';
import { SESSION_MAX_AGE_MS, SESSION_MAX_IDLE_MS } from '@store/shared/constants';
import type { ActiveSessionView } from '@store/shared/schemas/monitoring';
import type { Db } from '../../db/client.ts';
import { adminSessions, adminUsers } from './auth.table.ts';

const MAX_LISTED = 200;

const sessionColumns = {
  id: adminSessions.id,
  ipAddress: adminSessions.ipAddress,
  userAgent: adminSessions.userAgent,
  createdAt: adminSessions.createdAt,
  lastActivityAt: adminSessions.lastActivityAt,
  userId: adminUsers.id,
  email: adminUsers.email,
  firstName: adminUsers.firstName,
  lastName: adminUsers.lastName,
  role: adminUsers.role,
};

/** Sessions still usable now: idle less than the idle limit, younger than the total limit. */
export async function listLiveSessions(
  db: Db,
  now: Date,
  currentSessionId: string | null,
): Promise<ActiveSessionView[]> {
  const rows = await db
    .select(sessionColumns)
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(
      and(
        gt(adminSessions.lastActivityAt, new Date(now.getTime() - SESSION_MAX_IDLE_MS)),
        gt(adminSessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
        eq(adminUsers.isActive, true),
      ),
    )
    .orderBy(desc(adminSessions.lastActivityAt), desc(adminSessions.createdAt))
    .limit(MAX_LISTED);
  return rows.map((row) => ({
    id: row.id,
    user: {
      id: row.userId,
      email: row.email,
      name: `${row.firstName} ${row.lastName}`.trim(),
      role: row.role,
    },
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    expiresAt: new Date(
      Math.min(
        row.lastActivityAt.getTime() + SESSION_MAX_IDLE_MS,
        row.createdAt.getTime() + SESSION_MAX_AGE_MS,
      ),
    ).toISOString(),
    current: row.id === currentSessionId,
  }));
}

export async function findSessionSummary(db: Db, id: string) {
  const [row] = await db
    .select(sessionColumns)
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.id, id));
  return row;
}

export async function deleteSession(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(adminSessions)
    .where(eq(adminSessions.id, id))
    .returning({ id: adminSessions.id });
  return deleted.length > 0;
}

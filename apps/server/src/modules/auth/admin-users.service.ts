import { eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_ROLE, type AuthUser } from '@store/shared/schemas/auth';
import type { Db } from '../../db/client.ts';
import { adminSessions, adminUsers } from './auth.table.ts';
import { hashPassword } from './passwords.ts';

export type AdminUserRow = typeof adminUsers.$inferSelect;

/** Emails are compared without case or surrounding spaces, and stored that way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toAuthUser(
  user: Pick<AdminUserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'role'>,
): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
  };
}

/** An admin as the history of an order or a return names who took a step. */
export interface AdminRef {
  id: string;
  email: string | null;
  /** First and last name; null when neither is set. */
  name: string | null;
}

/** The admins of these ids (repeats allowed; an id of no admin is left out), by id. */
export async function adminRefsOf(db: Db, ids: readonly string[]): Promise<Map<string, AdminRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      firstName: adminUsers.firstName,
      lastName: adminUsers.lastName,
    })
    .from(adminUsers)
    .where(inArray(adminUsers.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, email: row.email, name: `${row.firstName} ${row.lastName}`.trim() || null },
    ]),
  );
}

export async function findUserByEmail(db: Db, email: string): Promise<AdminUserRow | undefined> {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${normalizeEmail(email)}`);
  return user;
}

export async function hasAdministrator(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.role, ADMIN_ROLE))
    .limit(1);
  return row !== undefined;
}

export interface NewUser {
  email: string;
  password: string;
  role?: string;
  firstName?: string;
  lastName?: string;
}

/** Creates a user; null when the email is already taken (also by a concurrent creation). */
export async function createUser(db: Db, input: NewUser, now: Date): Promise<AdminUserRow | null> {
  const [user] = await db
    .insert(adminUsers)
    .values({
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password),
      role: input.role ?? ADMIN_ROLE,
      firstName: input.firstName?.trim() ?? '',
      lastName: input.lastName?.trim() ?? '',
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

/**
 * Sets a new password, lifts any lock, and ends every session of the user: whoever held the old
 * password is signed out everywhere. Null when there is no such user.
 */
export async function resetPassword(
  db: Db,
  email: string,
  password: string,
  now: Date,
): Promise<{ user: AdminUserRow; endedSessions: number } | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(adminUsers)
      .set({
        passwordHash,
        passwordChangedAt: now,
        failedLoginCount: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(adminUsers.id, user.id))
      .returning();
    const ended = await tx
      .delete(adminSessions)
      .where(eq(adminSessions.userId, user.id))
      .returning({ id: adminSessions.id });
    return { user: updated ?? user, endedSessions: ended.length };
  });
}

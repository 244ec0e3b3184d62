import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAtColumn, timestampColumns } from '../../db/columns.ts';

export const ADMIN_ROLES = ['admin'] as const;

export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** argon2id. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').notNull().default('admin'),
    isActive: boolean('is_active').notNull().default(true),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [uniqueIndex('admin_users_email_unique').on(sql`lower(${t.email})`)],
);

/** One row per sign-in; the refresh token is stored only as a hash and rotates on use. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => adminUsers.id),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    /** Hash of the token rotated away last; presenting it again revokes the session. */
    previousRefreshTokenHash: text('previous_refresh_token_hash'),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAtColumn(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_sessions_user_idx').on(t.userId),
    uniqueIndex('admin_sessions_refresh_unique').on(t.refreshTokenHash),
    index('admin_sessions_previous_idx').on(t.previousRefreshTokenHash),
  ],
);

/** Failed sign-ins, counted per email and per client address over the throttling window. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);

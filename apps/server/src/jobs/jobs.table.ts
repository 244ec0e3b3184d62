import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { JOB_STATES } from '@store/shared/schemas/jobs';
import { timestampColumns } from '../db/columns.ts';

/**
 * The durable job queue (docs/decisions/012-domain-events-and-jobs.md). A worker claims due rows
 * with FOR UPDATE SKIP LOCKED, so two instances never run one job at once; a claim is a lease
 * (`locked_until`), so the job of an instance that died is taken up again once it runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: text('last_error'),
    /** Which worker holds it, and until when; another may take it afterwards. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Makes an enqueue idempotent: a second job with the same key is not added while one exists. */
    key: text('key'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (table) => [
    uniqueIndex('jobs_key_unique').on(table.key),
    // What a worker asks every poll: the due ones among those not finished.
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.state} in ('queued', 'failed', 'running')`),
    index('jobs_state_idx').on(table.state, table.updatedAt),
    check(
      'jobs_state_check',
      sql`${table.state} in ('queued', 'running', 'failed', 'dead', 'done')`,
    ),
  ],
);

/** One row per recurring job: the instance that moves `next_run_at` on enqueues that run. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});

export type JobRow = typeof jobs.$inferSelect;

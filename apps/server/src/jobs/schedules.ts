import { Cron } from 'croner';
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { STORE_TIME_ZONE } from '@store/shared/schemas/admin-orders';
import { insertJob } from './job-store.ts';
import { jobSchedules } from './jobs.table.ts';

export interface Schedule {
  /** Names the schedule's row and, with the slot's time, the key of each run's job. */
  name: string;
  /** Five fields, minute first, read in the store's time zone (Asia/Riyadh). */
  cron: string;
  jobType: string;
  maxAttempts: number;
}

/** The first time after `from` that the expression names. */
export function nextRunAfter(cron: string, from: Date): Date {
  const next = new Cron(cron, { timezone: STORE_TIME_ZONE, paused: true }).nextRun(from);
  if (!next) throw new Error(`the schedule "${cron}" never runs`);
  return next;
}

/** Adds each schedule's row once; a changed expression takes effect from now. */
export async function ensureSchedules(db: Db, schedules: Schedule[], now: Date): Promise<void> {
  for (const schedule of schedules) {
    await db
      .insert(jobSchedules)
      .values({
        name: schedule.name,
        cron: schedule.cron,
        nextRunAt: nextRunAfter(schedule.cron, now),
      })
      .onConflictDoUpdate({
        target: jobSchedules.name,
        set: { cron: schedule.cron, nextRunAt: nextRunAfter(schedule.cron, now) },
        setWhere: ne(jobSchedules.cron, schedule.cron),
      });
  }
}

/**
 * Queues the run of every schedule whose time has come, once across all instances: the row is
 * locked (SKIP LOCKED: an instance that finds it taken moves on), moved to its next time and the
 * run's job added in one transaction; the job's key (name + slot) guards against a second add.
 * Runs missed while no instance was up are caught up by one run, not one per missed slot.
 */
export async function queueDueSchedules(db: Db, schedules: Schedule[], now: Date): Promise<number> {
  if (schedules.length === 0) return 0;
  const byName = new Map(schedules.map((schedule) => [schedule.name, schedule]));
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(jobSchedules)
      .where(and(inArray(jobSchedules.name, [...byName.keys()]), lte(jobSchedules.nextRunAt, now)))
      .for('update', { skipLocked: true });
    for (const row of due) {
      const schedule = byName.get(row.name)!;
      await tx
        .update(jobSchedules)
        .set({ nextRunAt: nextRunAfter(schedule.cron, now), lastRunAt: now })
        .where(eq(jobSchedules.name, row.name));
      await insertJob(tx, {
        type: schedule.jobType,
        payload: { schedule: row.name, slot: row.nextRunAt.toISOString() },
        maxAttempts: schedule.maxAttempts,
        runAt: now,
        key: `schedule:${row.name}:${row.nextRunAt.toISOString()}`,
      });
    }
    return due.length;
  });
}

/** Makes a schedule due now, so a test sees the worker run it without waiting for its time. */
export async function makeScheduleDue(db: Db, name: string, now: Date): Promise<void> {
  await db
    .update(jobSchedules)
    .set({ nextRunAt: sql`least(${jobSchedules.nextRunAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(jobSchedules.name, name));
}

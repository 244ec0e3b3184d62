import { and, asc, count, desc, eq, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { JobCounts, JobState } from '@store/shared/schemas/jobs';
import type { Db } from '../db/client.ts';
import { jobs, type JobRow } from './jobs.table.ts';

/** The longest a failed job waits before its next attempt, however many it has had. */
export const MAX_BACKOFF_MS = 60 * 60_000;

export interface NewJob {
  type: string;
  payload?: Record<string, unknown>;
  /** When it is due; the caller's clock, so a test that moves time moves the queue's too. */
  runAt: Date;
  maxAttempts: number;
  /** A job with this key already queued, running or kept as done means this one is not added. */
  key?: string;
}

/** Adds a job, in the caller's transaction when given one; null when its key was taken. */
export async function insertJob(db: Db, job: NewJob): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      type: job.type,
      payload: job.payload ?? {},
      maxAttempts: job.maxAttempts,
      key: job.key ?? null,
      runAt: job.runAt,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Takes up to `limit` due jobs of the given types for one worker: queued or failed ones whose
 * time has come, and running ones whose lease ran out (their worker died). SKIP LOCKED makes two
 * workers polling at once take different jobs; the lease makes the claim outlive the transaction.
 */
export async function claimJobs(
  db: Db,
  claim: { workerId: string; types: string[]; now: Date; limit: number; leaseMs: number },
): Promise<JobRow[]> {
  if (claim.types.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.type, claim.types),
        or(
          and(inArray(jobs.state, ['queued', 'failed']), lte(jobs.runAt, claim.now)),
          and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, claim.now)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: claim.workerId,
      lockedUntil: new Date(claim.now.getTime() + claim.leaseMs),
      updatedAt: claim.now,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Where a job keeps the steps it has done (JobContext.once), beside what it was given. */
const DONE_STEPS_KEY = 'doneSteps';

/** The steps a job did in its earlier runs. */
export function doneSteps(job: JobRow): Set<string> {
  const steps = job.payload[DONE_STEPS_KEY];
  return new Set(Array.isArray(steps) ? steps.filter((step) => typeof step === 'string') : []);
}

/** Keeps the steps a job has done in its row, whoever holds it now: a later run skips them. */
export async function markStepDone(db: Db, id: number, steps: string[]): Promise<void> {
  await db
    .update(jobs)
    .set({ payload: sql`${jobs.payload} || ${JSON.stringify({ [DONE_STEPS_KEY]: steps })}::jsonb` })
    .where(eq(jobs.id, id));
}

/** Only the worker that still holds the job may settle it; a lost lease leaves it to the other. */
function heldBy(job: JobRow, workerId: string): SQL {
  return and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, workerId))!;
}

export async function completeJob(db: Db, job: JobRow, workerId: string, now: Date) {
  await db
    .update(jobs)
    .set({
      state: 'done',
      finishedAt: now,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      updatedAt: now,
    })
    .where(heldBy(job, workerId));
}

/** Exponential: base, 2×base, 4×base, ... after the 1st, 2nd, 3rd failed attempt; capped. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** After its last allowed attempt a job is dead: kept, shown, and run again only when retried. */
export async function failJob(
  db: Db,
  job: JobRow,
  failure: { workerId: string; now: Date; error: string; backoffBaseMs: number },
): Promise<JobState> {
  const dead = job.attempts >= job.maxAttempts;
  const state: JobState = dead ? 'dead' : 'failed';
  await db
    .update(jobs)
    .set({
      state,
      lastError: failure.error,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: failure.now,
      ...(dead
        ? { finishedAt: failure.now }
        : {
            runAt: new Date(failure.now.getTime() + backoffMs(job.attempts, failure.backoffBaseMs)),
          }),
    })
    .where(heldBy(job, failure.workerId));
  return state;
}

export type JobChange = { job: JobRow } | { missing: true } | { conflict: JobState };

async function explainRefusal(db: Db, id: number): Promise<JobChange> {
  const [row] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id));
  return row ? { conflict: row.state } : { missing: true };
}

/** An administrator's retry: a failed or dead job runs again now, with its attempts counted anew. */
export async function retryJob(db: Db, id: number, now: Date): Promise<JobChange> {
  const [job] = await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: now, finishedAt: null, updatedAt: now })
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['failed', 'dead'])))
    .returning();
  return job ? { job } : explainRefusal(db, id);
}

/** An administrator's discard: a job not running and not done is removed for good. */
export async function discardJob(db: Db, id: number): Promise<JobChange> {
  const [job] = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['queued', 'failed', 'dead'])))
    .returning();
  return job ? { job } : explainRefusal(db, id);
}

export async function listJobs(
  db: Db,
  query: { state?: JobState; type?: string; page: number; limit: number },
): Promise<{ rows: JobRow[]; total: number; counts: JobCounts }> {
  const where = and(
    query.state ? eq(jobs.state, query.state) : ne(jobs.state, 'done'),
    query.type ? eq(jobs.type, query.type) : undefined,
  );
  const [rows, [total], byState] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(jobs).where(where),
    db.select({ state: jobs.state, n: count() }).from(jobs).groupBy(jobs.state),
  ]);
  const counts: JobCounts = { queued: 0, running: 0, failed: 0, dead: 0, done: 0 };
  for (const row of byState) counts[row.state] = row.n;
  return { rows, total: total?.n ?? 0, counts };
}

/** Done jobs are kept this long, so a repeated event or schedule finds its key and is not redone. */
export const DONE_JOBS_KEPT_MS = 7 * 24 * 60 * 60_000;

export async function pruneDoneJobs(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(
      and(eq(jobs.state, 'done'), lt(jobs.finishedAt, new Date(now.getTime() - DONE_JOBS_KEPT_MS))),
    )
    .returning({ id: jobs.id });
  return removed.length;
}

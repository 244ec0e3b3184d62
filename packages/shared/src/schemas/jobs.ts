import { z } from 'zod';
import { isoDateSchema, limitQuerySchema, pageQuerySchema, paginationSchema } from './common.ts';

/**
 * The background jobs of the monitoring screen (issue 16 point 3):
 * `GET /api/admin/jobs?state=&type=&page=&limit=`, `POST /api/admin/jobs/{id}/retry`,
 * `DELETE /api/admin/jobs/{id}` (discard).
 *
 * - queued: waiting for its run-at time or for a worker
 * - running: claimed by an instance (until its lock runs out)
 * - failed: the last attempt failed; it runs again after a back-off
 * - dead: it failed its last allowed attempt; it runs again only when an administrator retries it
 * - done: finished (kept a week, so a repeated event or schedule is not done twice)
 */
export const JOB_STATES = ['queued', 'running', 'failed', 'dead', 'done'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobSchema = z.object({
  id: z.string(),
  /** What the job does, e.g. `email.order-confirmation`, `checkout.expire-pending-payments`. */
  type: z.string(),
  state: z.enum(JOB_STATES),
  /** Attempts made so far, and how many are allowed before it is dead. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When it runs (next). */
  runAt: isoDateSchema,
  /** The last attempt's error message; never a secret or a stack. */
  lastError: z.string().nullable(),
  /** What it was asked to do, as stored (order ids, event ids; never a secret). */
  payload: z.record(z.string(), z.unknown()),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Job = z.infer<typeof jobSchema>;

export const jobCountsSchema = z.object({
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  dead: z.number().int(),
  done: z.number().int(),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

export const jobsQuerySchema = z.object({
  /** Without a state: every job but the done ones. */
  state: z.enum(JOB_STATES).optional(),
  type: z.string().max(100).optional(),
  page: pageQuerySchema,
  limit: limitQuerySchema,
});
export type JobsQuery = z.input<typeof jobsQuerySchema>;

export const jobsListSchema = z.object({
  success: z.literal(true),
  data: z.object({ jobs: z.array(jobSchema), counts: jobCountsSchema }),
  pagination: paginationSchema,
  message: z.string().optional(),
});
export type JobsList = z.infer<typeof jobsListSchema>;

export const jobIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

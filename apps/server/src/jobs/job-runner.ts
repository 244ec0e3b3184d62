import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { DomainEventType, RecordedEvent } from '../events/domain-events.ts';
import { dispatchEvents, type Subscription } from '../events/event-dispatcher.ts';
import {
  claimJobs,
  completeJob,
  doneSteps,
  failJob,
  insertJob,
  markStepDone,
} from './job-store.ts';
import type { JobRow } from './jobs.table.ts';
import { ensureSchedules, queueDueSchedules, type Schedule } from './schedules.ts';

export interface JobContext {
  job: JobRow;
  log: FastifyBaseLogger;
  now: Date;
  /**
   * Does `work` unless this job did it in an earlier run, and says whether it did it now: for
   * what must not be repeated when the job runs again (an email, when a later step failed or the
   * worker died before the job was done). The step is marked in the job's row right after the
   * work, so only a crash between the two repeats it.
   */
  once(step: string, work: () => Promise<void>): Promise<boolean>;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface JobTypeOptions {
  /** Attempts before the job is dead (default 5). */
  maxAttempts?: number;
  /** Wait after the first failure; doubled after each further one (default 30 s, capped at 1 h). */
  backoffMs?: number;
}

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How often an idle worker looks for due work (default 1 s). */
  pollMs?: number;
  /** Jobs one instance runs at once (default 4). */
  concurrency?: number;
  /** How long a claim holds before another instance may take the job up (default 5 min). */
  leaseMs?: number;
  workerId?: string;
}

const DEFAULTS = {
  maxAttempts: 5,
  backoffMs: 30_000,
  pollMs: 1000,
  concurrency: 4,
  leaseMs: 5 * 60_000,
};

/**
 * The store's background work on its own database: job types and their handlers, recurring
 * schedules, and subscriptions that turn domain events into jobs. Every instance may run one; the
 * database decides who runs what (docs/decisions/012-domain-events-and-jobs.md).
 */
export class JobRunner {
  readonly workerId: string;
  private readonly db: Db;
  private readonly log: FastifyBaseLogger;
  /** The time the queue goes by (a test clock in tests). */
  readonly now: () => Date;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly types = new Map<
    string,
    { handler: JobHandler; maxAttempts: number; backoffMs: number }
  >();
  private readonly schedules: Schedule[] = [];
  private readonly subscriptions: Subscription[] = [];
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private started = false;
  private schedulesReady = false;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.now = options.now ?? (() => new Date());
    this.pollMs = options.pollMs ?? DEFAULTS.pollMs;
    this.concurrency = options.concurrency ?? DEFAULTS.concurrency;
    this.leaseMs = options.leaseMs ?? DEFAULTS.leaseMs;
    this.workerId =
      options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  /** A kind of job and what runs it. Handlers run at least once: make them idempotent. */
  define(type: string, handler: JobHandler, options: JobTypeOptions = {}): void {
    if (this.types.has(type)) throw new Error(`job type ${type} is defined twice`);
    this.types.set(type, {
      handler,
      maxAttempts: options.maxAttempts ?? DEFAULTS.maxAttempts,
      backoffMs: options.backoffMs ?? DEFAULTS.backoffMs,
    });
  }

  /** A job run on a cron schedule (store time), once per slot across all instances. */
  schedule(
    schedule: { name: string; cron: string; jobType: string },
    handler: JobHandler,
    options: JobTypeOptions = {},
  ): void {
    this.define(schedule.jobType, handler, options);
    this.schedules.push({
      ...schedule,
      maxAttempts: this.types.get(schedule.jobType)!.maxAttempts,
    });
  }

  /** Runs `handler` as a job of `jobType` for every recorded event of the given types. */
  subscribe<T extends DomainEventType>(
    subscription: {
      events: readonly T[];
      jobType: string;
      when?: (event: RecordedEvent<T>) => boolean;
    },
    handler: (event: RecordedEvent<T>, context: JobContext) => Promise<void>,
    options: JobTypeOptions = {},
  ): void {
    this.define(
      subscription.jobType,
      (payload, context) => handler(payload.event as RecordedEvent<T>, context),
      options,
    );
    this.subscriptions.push({
      events: subscription.events,
      jobType: subscription.jobType,
      maxAttempts: this.types.get(subscription.jobType)!.maxAttempts,
      when: subscription.when as Subscription['when'],
    });
  }

  /** Queues a job of a defined type, in the caller's transaction when given one. */
  enqueue(
    db: Db,
    type: string,
    payload: Record<string, unknown>,
    options: { runAt?: Date; key?: string } = {},
  ): Promise<number | null> {
    const definition = this.types.get(type);
    if (!definition) throw new Error(`unknown job type ${type}`);
    return insertJob(db, {
      type,
      payload,
      maxAttempts: definition.maxAttempts,
      runAt: options.runAt ?? this.now(),
      key: options.key,
    });
  }

  /** Starts polling: schedules, then events, then due jobs, every `pollMs` while idle. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.ensureSchedules();
    this.plan(0);
  }

  /** Stops polling and waits for the jobs under way; what is not started stays queued. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
  }

  /**
   * Runs every due schedule, event and job until none is left, then resolves: what tests use to
   * see the effects of a request, and what a one-off command would use. Jobs backing off after a
   * failure are not due, so it ends.
   */
  async drain(): Promise<number> {
    await this.ensureSchedules();
    let ran = 0;
    for (;;) {
      const done = await this.work();
      ran += done.jobs;
      if (done.jobs + done.events + done.schedules === 0) return ran;
    }
  }

  private async ensureSchedules() {
    if (this.schedulesReady) return;
    await ensureSchedules(this.db, this.schedules, this.now());
    this.schedulesReady = true;
  }

  private plan(delayMs: number) {
    if (!this.started) return;
    this.timer = setTimeout(() => {
      this.round = this.work()
        .then(
          (done) => done.jobs >= this.concurrency || done.events > 0 || done.schedules > 0,
          (error: unknown) => {
            this.log.error({ err: error }, 'background work round failed');
            return false;
          },
        )
        .then((more) => {
          this.round = null;
          this.plan(more ? 0 : this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  /** One round: schedules due, events recorded, then one batch of due jobs run side by side. */
  private async work(): Promise<{ schedules: number; events: number; jobs: number }> {
    const schedules = await queueDueSchedules(this.db, this.schedules, this.now());
    const events = await dispatchEvents(this.db, this.subscriptions, this.now());
    const claimed = await claimJobs(this.db, {
      workerId: this.workerId,
      types: [...this.types.keys()],
      now: this.now(),
      limit: this.concurrency,
      leaseMs: this.leaseMs,
    });
    await Promise.all(claimed.map((job) => this.run(job)));
    return { schedules, events, jobs: claimed.length };
  }

  private async run(job: JobRow): Promise<void> {
    const definition = this.types.get(job.type)!;
    const log = this.log.child({ jobId: job.id, jobType: job.type, attempt: job.attempts });
    const steps = doneSteps(job);
    const once = async (step: string, work: () => Promise<void>) => {
      if (steps.has(step)) return false;
      await work();
      steps.add(step);
      await markStepDone(this.db, job.id, [...steps]);
      return true;
    };
    try {
      await definition.handler(job.payload, { job, log, now: this.now(), once });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const state = await failJob(this.db, job, {
        workerId: this.workerId,
        now: this.now(),
        error: message,
        backoffBaseMs: definition.backoffMs,
      });
      if (state === 'dead') log.error({ err: error }, 'job failed its last attempt; it is dead');
      else log.warn({ err: error }, 'job failed; it will be tried again');
      return;
    }
    await completeJob(this.db, job, this.workerId, this.now());
  }
}

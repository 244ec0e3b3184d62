import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { recordEvents } from '../events/record-event.ts';
import { domainEvents } from '../events/events.table.ts';
import { createTestClock, type TestClock } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { claimJobs, completeJob } from './job-store.ts';
import { JobRunner, type JobRunnerOptions } from './job-runner.ts';
import { jobSchedules, jobs } from './jobs.table.ts';

const log = Fastify({ logger: false }).log;
let database: Database;
let clock: TestClock;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`truncate jobs, job_schedules, domain_events`);
  clock = createTestClock();
});

function runner(options: Partial<JobRunnerOptions> = {}) {
  return new JobRunner({ db: database.db, log, now: clock.now, ...options });
}

async function jobRow(id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

describe('the job queue', () => {
  it('runs each job once when two workers compete for them', async () => {
    const ran: number[] = [];
    const workers = [runner({ workerId: 'a' }), runner({ workerId: 'b' })];
    for (const worker of workers) {
      worker.define('test.count', async (payload) => {
        // Give the other worker a chance to claim the same job while this one runs.
        await new Promise((resolve) => setTimeout(resolve, 2));
        ran.push(payload.n as number);
      });
    }
    for (let n = 0; n < 40; n++) await workers[0]!.enqueue(database.db, 'test.count', { n });

    const [byA, byB] = await Promise.all(workers.map((worker) => worker.drain()));

    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(byA! + byB!).toBe(40);
    const states = await database.db
      .select({ state: jobs.state, attempts: jobs.attempts })
      .from(jobs);
    expect(states.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
  });

  it('backs a failing job off exponentially and ends it dead after its last attempt', async () => {
    const worker = runner();
    let calls = 0;
    worker.define(
      'test.fail',
      async () => {
        calls++;
        throw new Error(`mail server refused (${calls})`);
      },
      { maxAttempts: 3, backoffMs: 1000 },
    );
    const id = (await worker.enqueue(database.db, 'test.fail', {}))!;

    await worker.drain();
    let row = await jobRow(id);
    expect(row).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'mail server refused (1)',
    });
    expect(row.runAt.getTime() - clock.now().getTime()).toBe(1000);

    // Not due before its back-off is over.
    clock.advance(999);
    expect(await worker.drain()).toBe(0);
    clock.advance(1);
    await worker.drain();
    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 2 });
    expect(row.runAt.getTime() - clock.now().getTime()).toBe(2000);

    clock.advance(2000);
    await worker.drain();
    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'dead', attempts: 3, lastError: 'mail server refused (3)' });

    // Dead stays dead, however long one waits.
    clock.advance(24 * 60 * 60_000);
    expect(await worker.drain()).toBe(0);
    expect(calls).toBe(3);
  });

  it('takes up the job of a worker that died holding it, once its lease is over', async () => {
    const survivor = runner({ workerId: 'survivor', leaseMs: 60_000 });
    const ran: string[] = [];
    survivor.define('test.once', async () => {
      ran.push('survivor');
    });
    const id = (await survivor.enqueue(database.db, 'test.once', {}))!;
    // The other instance claims it, then its process is killed before it settles the job.
    const [claimed] = await claimJobs(database.db, {
      workerId: 'dead-instance',
      types: ['test.once'],
      now: clock.now(),
      limit: 1,
      leaseMs: 60_000,
    });
    expect(claimed?.id).toBe(id);

    expect(await survivor.drain()).toBe(0);
    clock.advance(60_001);
    expect(await survivor.drain()).toBe(1);
    expect(ran).toEqual(['survivor']);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });

    // A late word from the first claimant changes nothing: it no longer holds the job.
    await completeJob(database.db, claimed!, 'dead-instance', clock.now());
    expect(await jobRow(id)).toMatchObject({ state: 'done', lockedBy: null });
  });

  it('adds a job with a key once', async () => {
    const worker = runner();
    worker.define('test.keyed', async () => {});
    expect(await worker.enqueue(database.db, 'test.keyed', {}, { key: 'k1' })).not.toBeNull();
    expect(await worker.enqueue(database.db, 'test.keyed', {}, { key: 'k1' })).toBeNull();
    await worker.drain();
    // Kept as done, so the key still holds.
    expect(await worker.enqueue(database.db, 'test.keyed', {}, { key: 'k1' })).toBeNull();
  });

  it('does a step once however often its job runs', async () => {
    const worker = runner();
    const sent: string[] = [];
    let failAfterSending = true;
    worker.define(
      'test.steps',
      async (payload, { once }) => {
        await once('send', async () => {
          sent.push(payload.to as string);
        });
        if (failAfterSending) throw new Error('the log could not be written');
      },
      { backoffMs: 1000 },
    );
    const id = (await worker.enqueue(database.db, 'test.steps', { to: 'sara' }))!;

    await worker.drain();
    expect(await jobRow(id)).toMatchObject({ state: 'failed', payload: { to: 'sara' } });
    // Its retry skips what was done; so does a run after a lost lease or an admin's retry.
    failAfterSending = false;
    clock.advance(1000);
    await worker.drain();
    await database.db.update(jobs).set({ state: 'queued' }).where(eq(jobs.id, id));
    await worker.drain();
    expect(sent).toEqual(['sara']);
    expect(await jobRow(id)).toMatchObject({
      state: 'done',
      payload: { to: 'sara', doneSteps: ['send'] },
    });
  });
});

describe('scheduled jobs', () => {
  it('run once per period with two instances', async () => {
    clock = createTestClock(Date.parse('2026-11-25T09:00:30Z'));
    const runs: string[] = [];
    const instances = [runner({ workerId: 'one' }), runner({ workerId: 'two' })];
    for (const [index, instance] of instances.entries()) {
      instance.schedule(
        { name: 'test.tick', cron: '* * * * *', jobType: 'test.tick' },
        async (payload) => {
          runs.push(`${index}:${payload.slot as string}`);
        },
      );
    }
    const drainBoth = () => Promise.all(instances.map((instance) => instance.drain()));

    await drainBoth();
    expect(runs).toEqual([]);
    clock.advance(40_000); // 09:01:10
    await drainBoth();
    await drainBoth();
    clock.advance(60_000); // 09:02:10
    await drainBoth();
    await drainBoth();

    expect(runs.map((run) => run.slice(2))).toEqual([
      '2026-11-25T09:01:00.000Z',
      '2026-11-25T09:02:00.000Z',
    ]);
    const [row] = await database.db.select().from(jobSchedules);
    expect(row?.nextRunAt.toISOString()).toBe('2026-11-25T09:03:00.000Z');
  });

  it('read their hours in the store time zone, Asia/Riyadh', async () => {
    clock = createTestClock(Date.parse('2026-11-25T00:00:00Z'));
    const worker = runner();
    worker.schedule(
      { name: 'test.daily', cron: '0 3 * * *', jobType: 'test.daily' },
      async () => {},
    );
    await worker.drain();
    const [row] = await database.db.select().from(jobSchedules);
    // 03:00 in Riyadh (UTC+3) is midnight UTC: the next one is the following day's.
    expect(row?.nextRunAt.toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });
});

describe('domain events', () => {
  it('reach each subscriber once, after commit, and not when the change rolls back', async () => {
    const worker = runner();
    const seen: string[] = [];
    worker.subscribe({ events: ['order.placed'], jobType: 'test.placed-a' }, async (event) => {
      seen.push(`a:${event.payload.orderNumber}`);
    });
    worker.subscribe(
      {
        events: ['order.placed', 'order.paid'],
        jobType: 'test.placed-b',
        when: (event) => event.payload.paymentMethod === 'cod',
      },
      async (event) => {
        seen.push(`b:${event.type}:${event.payload.orderNumber}`);
      },
    );
    const payload = (orderNumber: string, paymentMethod: 'cod' | 'paypal') => ({
      orderId: '00000000-0000-4000-8000-000000000000',
      orderNumber,
      paymentMethod,
      status: 'pending' as const,
    });
    await database.db.transaction(async (tx) => {
      await recordEvents(tx, { type: 'order.placed', payload: payload('MA-1', 'cod') });
      await recordEvents(tx, { type: 'order.placed', payload: payload('MA-2', 'paypal') });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await recordEvents(tx, { type: 'order.placed', payload: payload('MA-3', 'cod') });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    await worker.drain();
    await worker.drain();
    expect(seen.sort()).toEqual(['a:MA-1', 'a:MA-2', 'b:order.placed:MA-1']);
    const events = await database.db.select().from(domainEvents);
    expect(events).toHaveLength(2);
    expect(events.every((event) => event.dispatchedAt !== null)).toBe(true);
  });

  it('recorded before a crash are handled by the next instance that starts', async () => {
    await database.db.transaction((tx) =>
      recordEvents(tx, {
        type: 'order.cancelled',
        payload: {
          orderId: '00000000-0000-4000-8000-000000000000',
          orderNumber: 'MA-9',
          paymentMethod: 'cod',
          status: 'cancelled',
        },
      }),
    );
    // The instance that recorded it stopped before dispatching anything: nothing ran yet.
    const next = runner();
    const seen: string[] = [];
    next.subscribe({ events: ['order.cancelled'], jobType: 'test.cancelled' }, async (event) => {
      seen.push(event.payload.orderNumber);
    });
    await next.drain();
    expect(seen).toEqual(['MA-9']);
  });
});

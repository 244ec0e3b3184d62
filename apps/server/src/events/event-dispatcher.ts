import { asc, inArray, isNull, lt, and, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { insertJob } from '../jobs/job-store.ts';
import type { DomainEventType, RecordedEvent } from './domain-events.ts';
import { domainEvents } from './events.table.ts';

/** A reaction to events: each matching event becomes one job of `jobType` (so it retries alone). */
export interface Subscription {
  events: readonly DomainEventType[];
  jobType: string;
  maxAttempts: number;
  /** Leaves out events this subscriber does not care about, so they make no job at all. */
  when?: (event: RecordedEvent) => boolean;
}

const BATCH_SIZE = 100;

/**
 * Hands the events recorded so far to their subscribers, oldest first: in one transaction, a job
 * per (event, subscriber) and the event marked dispatched. A crash before the commit leaves the
 * events undispatched for the next round; the job's key (event id + job type) keeps a repeated
 * dispatch from adding a job twice. Several instances take different events (SKIP LOCKED).
 */
export async function dispatchEvents(
  db: Db,
  subscriptions: readonly Subscription[],
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(domainEvents)
      .where(isNull(domainEvents.dispatchedAt))
      .orderBy(asc(domainEvents.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    for (const row of rows) {
      const event = {
        id: row.id,
        type: row.type,
        payload: row.payload,
        occurredAt: row.occurredAt.toISOString(),
      } as RecordedEvent;
      for (const subscription of subscriptions) {
        if (!subscription.events.includes(event.type)) continue;
        if (subscription.when && !subscription.when(event)) continue;
        await insertJob(tx, {
          type: subscription.jobType,
          payload: { event },
          maxAttempts: subscription.maxAttempts,
          runAt: now,
          key: `event:${row.id}:${subscription.jobType}`,
        });
      }
    }
    await tx
      .update(domainEvents)
      .set({ dispatchedAt: now })
      .where(
        inArray(
          domainEvents.id,
          rows.map((row) => row.id),
        ),
      );
    return rows.length;
  });
}

/** Dispatched events are kept this long: a record of what happened, for support and audits. */
export const DISPATCHED_EVENTS_KEPT_MS = 90 * 24 * 60 * 60_000;

export async function pruneDispatchedEvents(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(domainEvents)
    .where(
      and(
        isNotNull(domainEvents.dispatchedAt),
        lt(domainEvents.dispatchedAt, new Date(now.getTime() - DISPATCHED_EVENTS_KEPT_MS)),
      ),
    )
    .returning({ id: domainEvents.id });
  return removed.length;
}

import type { Db } from '../db/client.ts';
import type { DomainEvent } from './domain-events.ts';
import { domainEvents } from './events.table.ts';

/**
 * Records events in the caller's transaction: they exist if and only if the change commits. The
 * dispatcher hands them to their subscribers after commit (events/event-dispatcher.ts).
 */
export async function recordEvents(tx: Db, ...events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(domainEvents)
    .values(events.map((event) => ({ type: event.type, payload: { ...event.payload } })));
}

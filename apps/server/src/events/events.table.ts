import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox: a domain event is written in the same transaction as the change it tells of, then
 * dispatched after commit into one job per subscriber (docs/decisions/012-domain-events-and-jobs.md).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once its subscribers' jobs are queued; null means not yet (or a crash came first). */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (table) => [
    index('domain_events_undispatched_idx')
      .on(table.id)
      .where(sql`${table.dispatchedAt} is null`),
    index('domain_events_type_idx').on(table.type, table.occurredAt),
  ],
);

export type DomainEventRow = typeof domainEvents.$inferSelect;

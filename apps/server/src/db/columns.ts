import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, with its time zone, set by the database when the row is written. */
export function createdAtColumn() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function updatedAtColumn() {
  return timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
}

/** created_at and updated_at, for tables whose rows change after they are written. */
export function timestampColumns() {
  return { createdAt: createdAtColumn(), updatedAt: updatedAtColumn() };
}

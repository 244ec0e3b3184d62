/**
 * The store's calendar for admin filters and reports: days of Asia/Riyadh, which is UTC+3 all
 * year (no daylight saving), so a day's bounds are exact instants.
 */
const RIYADH_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

/** The instant a Riyadh day ('2026-11-21') begins. */
export function riyadhDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${RIYADH_OFFSET}`);
}

/** The instant after a Riyadh day ends: the next day's start, for `created_at < end`. */
export function riyadhDayEnd(date: string): Date {
  return new Date(riyadhDayStart(date).getTime() + DAY_MS);
}

/** The Riyadh calendar date of an instant. */
export function riyadhDate(instant: Date): string {
  return new Date(instant.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** '2026-11-21' plus n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

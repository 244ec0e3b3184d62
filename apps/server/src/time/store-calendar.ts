/**
 * The store's calendar for admin filters and reports: days of Asia/Riyadh, which is UTC+3 all year
 * (no daylight saving), so a day's bounds are exact instants.
 */
import { STORE_UTC_OFFSET_MINUTES } from '@store/shared/schemas/admin-orders';

const OFFSET_MS = STORE_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The instant a store day (YYYY-MM-DD, Riyadh) begins. */
export function storeDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The instant after a store day ends (the next day's start). */
export function storeDayEnd(day: string): Date {
  return new Date(storeDayStart(day).getTime() + DAY_MS);
}

/** The store day (YYYY-MM-DD, Riyadh) an instant falls on. */
export function storeDayOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The store day `days` days before (negative) or after the given one. */
export function addStoreDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Saudi weekend: Friday and Saturday (as getUTCDay numbers them). */
const WEEKEND_DAYS = new Set([5, 6]);

/**
 * The store day `workingDays` working days (Sunday to Thursday) after the given one; 0 is the day
 * itself. What a delivery method's "2–4 working days" means on the calendar.
 */
export function addWorkingDays(day: string, workingDays: number): string {
  let date = day;
  for (let counted = 0; counted < workingDays;) {
    date = addStoreDays(date, 1);
    if (!WEEKEND_DAYS.has(new Date(`${date}T00:00:00Z`).getUTCDay())) counted++;
  }
  return date;
}

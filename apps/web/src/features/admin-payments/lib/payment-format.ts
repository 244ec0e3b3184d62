import { intlLocaleOf, type Language } from '@store/shared/locales';

/** An amount in any currency (the settlement currency: USD, EUR, JPY...) for the page language. */
export function formatCurrency(amount: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { style: 'currency', currency }).format(
    amount,
  );
}

export function formatCount(count: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language)).format(count);
}

/** Riyadh time, as everywhere in the admin (lib/store-time.ts). */
export { formatStoreDateTime as formatDateTime } from '../../../lib/store-time.ts';

/** A calendar day ('2026-11-21', already a Riyadh date) in words, without shifting it. */
export function formatDay(
  date: string,
  language: Language,
  style: 'day' | 'month' = 'day',
): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'month'
      ? { year: 'numeric', month: 'long', timeZone: 'UTC' }
      : { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocaleOf(language), options).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Today in Riyadh, as YYYY-MM-DD. */
export function riyadhToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** '2026-11-21' plus n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

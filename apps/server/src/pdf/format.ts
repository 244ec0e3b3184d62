/**
 * Amounts and times as the store's printed documents write them, in either language: Western
 * digits (as ZATCA's examples and the carriers' labels use), the store's time zone.
 */

const amount = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** An amount of SAR with two decimals and thousands grouped: 1,250.00. */
export function formatAmount(sar: number): string {
  return amount.format(sar);
}

/** The currency after an amount, in each language. */
export const CURRENCY_NAME = { en: 'SAR', ar: 'ر.س' } as const;

const riyadh = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Riyadh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant in Riyadh time (UTC+3 all year, no daylight saving): `YYYY-MM-DD`, with `HH:mm` or
 * `HH:mm:ss` after it.
 */
export function riyadhTime(instant: Date | string, precision: 'day' | 'minute' | 'second'): string {
  const parts = riyadh.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  if (precision === 'day') return day;
  const time = `${part('hour')}:${part('minute')}`;
  return precision === 'minute' ? `${day} ${time}` : `${day} ${time}:${part('second')}`;
}

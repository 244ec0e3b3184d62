/**
 * An instant as the store's documents print it, the same in both languages: Riyadh time (UTC+3
 * all year, no daylight saving), Western digits, `YYYY-MM-DD` with `HH:mm` or `HH:mm:ss` after it.
 * The server's PDFs and the admin's on-screen tax document write it alike, so a reader can match
 * one against the other.
 */

const riyadh = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Riyadh',
  calendar: 'gregory',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function riyadhTime(instant: Date | string, precision: 'day' | 'minute' | 'second'): string {
  const parts = riyadh.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  if (precision === 'day') return day;
  const time = `${part('hour')}:${part('minute')}`;
  return precision === 'minute' ? `${day} ${time}` : `${day} ${time}:${part('second')}`;
}

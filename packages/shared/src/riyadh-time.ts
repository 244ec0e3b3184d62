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

/** An instant as a `datetime-local` field shows it in Riyadh time: "2026-03-01T00:00". */
export function riyadhInputValue(instant: Date | string): string {
  return riyadhTime(instant, 'minute').replace(' ', 'T');
}

/**
 * A `datetime-local` value read as Riyadh time (UTC+3 all year), as an ISO instant; `''` for an
 * empty field, and the text as it is when it is not such a value (the rules then refuse it).
 */
export function riyadhInputToInstant(value: string): string {
  const text = value.trim();
  if (!text) return '';
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return text;
  const instant = new Date(`${text}:00+03:00`);
  return Number.isNaN(instant.getTime()) ? text : instant.toISOString();
}

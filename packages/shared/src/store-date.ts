/**
 * The store's dates, without zod: the product page's reviews and the admin screens alike read
 * them, and a storefront page must not bring the schema library for a date.
 */
export const STORE_TIME_ZONE = 'Asia/Riyadh';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (and time) as the store reads it: Riyadh time, in the language's calendar and digits. */
export function formatStoreDate(
  iso: string,
  intlLocale: string,
  style: 'date' | 'dateTime' | 'shortDate' = 'date',
): string {
  const key = `${intlLocale}:${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, {
      timeZone: STORE_TIME_ZONE,
      // Gregorian in both languages: the dates of the filters, the invoice and the bank.
      calendar: 'gregory',
      ...(style === 'shortDate'
        ? { day: 'numeric', month: 'short' }
        : { day: 'numeric', month: 'short', year: 'numeric' }),
      ...(style === 'dateTime' ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

import { formatSar } from '@store/shared/money';
import { intlLocaleOf, type Language } from '@store/shared/locales';
import { riyadhTime } from '@store/shared/riyadh-time';
import { formatStoreDateTime } from '../../../lib/store-time.ts';

/** Amounts, counts and Riyadh times of the tax documents, in the page's language. */
export function taxDocumentFormat(language: Language) {
  const locale = intlLocaleOf(language);
  return {
    language,
    money: (sar: number) => formatSar(sar, language),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
    percent: (rate: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        rate / 100,
      ),
    dateTime: (iso: string) => formatStoreDateTime(iso, language),
  };
}

/**
 * The issue date and time as the printed document carries it, the same in both languages:
 * `2026-11-21 00:30:05`, Riyadh time.
 */
export function formatIssueStamp(iso: string): string {
  return riyadhTime(iso, 'second');
}

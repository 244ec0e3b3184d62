import { formatSar } from '@store/shared/money';
import { intlLocaleOf } from '@store/shared/locales';
import { formatStoreDate } from '@store/shared/schemas/admin-orders';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/** Money, counts and Riyadh dates in the page language. */
export function useDashboardFormat() {
  const { language } = useLanguage();
  const locale = intlLocaleOf(language);
  return {
    language,
    money: (sar: number) => formatSar(sar, language),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
    compact: (value: number) =>
      new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
        value,
      ),
    dateTime: (iso: string) => formatStoreDate(iso, locale, 'dateTime'),
    /** A store day (YYYY-MM-DD) as "15 Jun". */
    day: (day: string) => formatStoreDate(`${day}T12:00:00+03:00`, locale, 'shortDate'),
  };
}

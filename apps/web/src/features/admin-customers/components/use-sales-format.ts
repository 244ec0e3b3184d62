import { formatSar } from '@store/shared/money';
import { intlLocaleOf } from '@store/shared/locales';
import { formatStoreDate } from '@store/shared/schemas/admin-orders';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/** Money, counts and dates (Riyadh time) in the page language. */
export function useSalesFormat() {
  const { language } = useLanguage();
  const locale = intlLocaleOf(language);
  return {
    money: (sar: number) => formatSar(sar, language),
    date: (iso: string) => formatStoreDate(iso, locale, 'date'),
    dateTime: (iso: string) => formatStoreDate(iso, locale, 'dateTime'),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
  };
}

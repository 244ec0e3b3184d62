import { formatSar } from '@store/shared/money';
import { intlLocaleOf, type Language } from '@store/shared/locales';
import { formatStoreDate } from '@store/shared/schemas/admin-orders';
import { useLanguage } from './i18n/use-language.ts';

/** Money and dates of the sales screens, in the page language (or the one given) and Riyadh time. */
export function storeFormat(language: Language) {
  const locale = intlLocaleOf(language);
  return {
    language,
    money: (sar: number) => formatSar(sar, language),
    date: (iso: string) => formatStoreDate(iso, locale, 'date'),
    dateTime: (iso: string) => formatStoreDate(iso, locale, 'dateTime'),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
  };
}

export function useStoreFormat() {
  const { language } = useLanguage();
  return storeFormat(language);
}

import { intlLocaleOf } from '@store/shared/locales';
import { formatStoreDate } from '@store/shared/schemas/admin-orders';
import type { ErrorReason } from '@store/shared/errors';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { returns as englishTexts } from '../../../locales/en/returns.ts';

type RefusalKey = keyof typeof englishTexts.refusals;

function isRefusalKey(key: string): key is RefusalKey {
  return key in englishTexts.refusals;
}

/** Days and refusals of the return pages, in the page's language and Riyadh's calendar. */
export function useReturnTexts() {
  const { t } = useTranslation('returns');
  const { language } = useLanguage();
  const locale = intlLocaleOf(language);
  /** A Riyadh day (YYYY-MM-DD) as the shopper reads it. */
  const day = (isoDay: string) => formatStoreDate(`${isoDay}T12:00:00Z`, locale);
  const date = (iso: string) => formatStoreDate(iso, locale);
  const refusal = (reason: ErrorReason | { key: string; params?: ErrorReason['params'] }) => {
    if (!isRefusalKey(reason.key)) return t('refusals.generic');
    const params = reason.params ?? {};
    return t(`refusals.${reason.key}`, {
      ...params,
      ...(typeof params.lastDay === 'string' ? { date: day(params.lastDay) } : {}),
    });
  };
  /** An API failure in the page's language: its reason when the page knows it. */
  const failure = (error: unknown) =>
    error instanceof ApiError && error.reason ? refusal(error.reason) : t('refusals.generic');
  return { language, day, date, refusal, failure };
}

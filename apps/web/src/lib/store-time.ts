import { intlLocaleOf, type Language } from '@store/shared/locales';
import { STORE_TIME_ZONE } from '@store/shared/schemas/payments';

/** Date and time as the merchant reads them: Riyadh time, whatever the browser's zone. */
export function formatStoreDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: STORE_TIME_ZONE,
  }).format(new Date(iso));
}

import { intlLocaleOf } from '@store/shared/locales';
import { formatStoreDate } from '@store/shared/schemas/admin-orders';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { clockParts } from '../lib/format.ts';

/**
 * A date over its time, in Riyadh time. Only the clock sits in a left-to-right span: a whole
 * Arabic date in one would put its words in the wrong order, and two lines keep the table narrow.
 */
export function StoreDateTime({ iso }: { iso: string }) {
  const { language } = useLanguage();
  const { clock, period } = clockParts(iso, language);
  return (
    <time dateTime={iso} className="block text-xs whitespace-nowrap">
      <span className="block text-ink" data-part="date">
        {formatStoreDate(iso, intlLocaleOf(language), 'date')}
      </span>
      <span className="block text-ink-muted" data-part="time">
        <Ltr>{clock}</Ltr>
        {period && ` ${period}`}
      </span>
    </time>
  );
}

import { intlLocaleOf } from '@store/shared/locales';
import type { Pagination } from '@store/shared/schemas/common';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/**
 * "12 products", or "More than 1,000 products" when the listing stopped counting (decision 040);
 * a blank that holds its place until the answer is in.
 */
export function ProductCount({ pagination }: { pagination: Pagination | undefined }) {
  const { t, i18n } = useTranslation('catalog');
  if (!pagination) return <>{'\u00a0'}</>;
  if (!pagination.totalIsLowerBound) return <>{t('listing.count', { count: pagination.total })}</>;
  const total = new Intl.NumberFormat(intlLocaleOf(i18n.language)).format(pagination.total);
  return <>{t('listing.countMoreThan', { total })}</>;
}

import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { Pagination } from '@store/shared/schemas/common';
import { Button } from '../ui/button.tsx';
import { ChevronIcon } from '../ui/icons/chevron-icon.tsx';

/** Previous / page x of y / next under an admin table. */
export function ListPager({
  pagination,
  onPage,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('adminSystem');
  if (pagination.pages <= 1) return null;
  return (
    <nav aria-label={t('payments.pagination')} className="flex items-center justify-end gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={!pagination.hasPrev}
        onClick={() => onPage(pagination.page - 1)}
        aria-label={t('payments.previous')}
      >
        <ChevronIcon size={14} className="rotate-180 rtl:rotate-0" />
      </Button>
      <p className="text-sm text-ink-soft" aria-live="polite">
        {t('payments.pageOf', { page: pagination.page, pages: pagination.pages })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={!pagination.hasNext}
        onClick={() => onPage(pagination.page + 1)}
        aria-label={t('payments.next')}
      >
        <ChevronIcon size={14} className="rtl:rotate-180" />
      </Button>
    </nav>
  );
}

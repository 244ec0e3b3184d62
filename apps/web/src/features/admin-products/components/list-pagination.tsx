import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Pagination } from '@store/shared/schemas/common';
import { intlLocaleOf } from '@store/shared/locales';
import { ChevronIcon } from '../../../components/ui/icons/chevron-icon.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const pageButton =
  'inline-flex size-9 items-center justify-center border border-line bg-paper text-ink hover:border-ink disabled:pointer-events-none disabled:opacity-40';

/** "Showing 21–40 of 73" with previous and next, compact enough for an admin table's foot. */
export function ListPagination({
  pagination,
  onPageChange,
}: {
  pagination: Pagination;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('adminCatalog');
  const { language } = useLanguage();
  const number = new Intl.NumberFormat(intlLocaleOf(language));
  const from = pagination.total === 0 ? 0 : (pagination.page - 1) * pagination.limit + 1;
  const to = Math.min(pagination.page * pagination.limit, pagination.total);
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft"
    >
      <p aria-live="polite" data-testid="pagination-summary">
        {t('pagination.showing', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(pagination.total),
        })}
      </p>
      {pagination.pages > 1 && (
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={pageButton}
            disabled={!pagination.hasPrev}
            onClick={() => onPageChange(pagination.page - 1)}
            aria-label={t('pagination.previous')}
          >
            <ChevronIcon size={14} className="rotate-180 rtl:rotate-0" />
          </button>
          <span>
            {t('pagination.pageOf', {
              page: number.format(pagination.page),
              pages: number.format(pagination.pages),
            })}
          </span>
          <button
            type="button"
            className={pageButton}
            disabled={!pagination.hasNext}
            onClick={() => onPageChange(pagination.page + 1)}
            aria-label={t('pagination.next')}
          >
            <ChevronIcon size={14} className="rtl:rotate-180" />
          </button>
        </div>
      )}
    </nav>
  );
}

import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { Pagination as PaginationInfo } from '@store/shared/schemas/common';
import { ChevronIcon } from './icons/chevron-icon.tsx';

const pageButton =
  'inline-flex h-11 min-w-11 items-center justify-center gap-2 border border-line px-4 text-xs tracking-[0.16em] uppercase transition-colors hover:border-ink disabled:pointer-events-none disabled:opacity-40 rtl:text-sm rtl:tracking-normal';

/** Previous / "Page x of y" / next, as buttons that change the URL query. */
export function Pagination({
  pagination,
  onPageChange,
}: {
  pagination: PaginationInfo;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('catalog');
  if (pagination.pages <= 1) return null;
  return (
    <nav
      aria-label={t('listing.pagination')}
      className="mt-16 flex items-center justify-center gap-4"
    >
      <button
        type="button"
        className={pageButton}
        disabled={!pagination.hasPrev}
        onClick={() => onPageChange(pagination.page - 1)}
        aria-label={t('listing.previousPage')}
      >
        <ChevronIcon size={16} className="rotate-180 rtl:rotate-0" />
      </button>
      <p className="text-sm text-ink-soft" aria-live="polite">
        {t(pagination.totalIsLowerBound ? 'listing.pageOfAtLeast' : 'listing.pageOf', {
          page: pagination.page,
          pages: pagination.pages,
        })}
      </p>
      <button
        type="button"
        className={pageButton}
        disabled={!pagination.hasNext}
        onClick={() => onPageChange(pagination.page + 1)}
        aria-label={t('listing.nextPage')}
      >
        <ChevronIcon size={16} className="rtl:rotate-180" />
      </button>
    </nav>
  );
}

import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  RETURN_STATUSES,
  type AdminReturnListQuery,
  type AdminReturnSummary,
  type ReturnStatus,
} from '@store/shared/schemas/returns';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { SearchField } from '../../../components/admin/search-field.tsx';
import { useSettledSearch } from '../../../components/admin/use-settled-search.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ReturnIcon } from '../../../components/ui/icons/return-icon.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useReturns } from '../api/get-returns.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { ReturnStatusBadge } from './return-parts.tsx';

interface ReturnFilters {
  status?: ReturnStatus;
  search?: string;
  page: number;
}

/** The list's filters, kept in the URL so a filtered list can be shared and reloaded. */
function useReturnFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo((): ReturnFilters => {
    const status = params.get('status');
    const page = Number(params.get('page'));
    return {
      status: RETURN_STATUSES.find((s) => s === status),
      search: params.get('search')?.trim() || undefined,
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [params]);
  const update = useCallback(
    (change: Partial<ReturnFilters>) => {
      const next = { ...filters, page: 1, ...change };
      const written = new URLSearchParams();
      if (next.status) written.set('status', next.status);
      if (next.search) written.set('search', next.search);
      if (next.page > 1) written.set('page', String(next.page));
      setParams(written, { replace: !('page' in change) });
    },
    [filters, setParams],
  );
  return { filters, update, clear: () => setParams(new URLSearchParams()) };
}

/** /admin/returns: every return request, newest first, by status or search. */
export function ReturnsListPage() {
  const { t } = useTranslation('adminReturns');
  useDocumentTitle(t('list.title'));
  const { filters, update, clear } = useReturnFilters();
  const query: AdminReturnListQuery = {
    status: filters.status,
    search: filters.search,
    page: String(filters.page),
    limit: '20',
  };
  const list = useReturns(query);
  const search = useSettledSearch(
    filters.search ?? '',
    (text) => update({ search: text || undefined }),
    { trim: true },
  );
  const filtered = Boolean(filters.status || filters.search);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Link
            to="settings"
            className={buttonClass('secondary', 'sm')}
            data-testid="return-settings-link"
          >
            {t('list.settings')}
          </Link>
        }
      />
      <form
        role="search"
        aria-label={t('list.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          search.settleNow();
        }}
        className="grid gap-3 border border-line bg-paper p-4 sm:grid-cols-[minmax(14rem,2fr)_minmax(10rem,1fr)]"
      >
        <SearchField
          label={t('list.search')}
          value={search.text}
          onChange={search.setText}
          placeholder={t('list.searchPlaceholder')}
          testId="returns-search"
        />
        <FilterSelect
          label={t('list.status')}
          testId="returns-filter-status"
          value={filters.status}
          allLabel={t('list.all')}
          values={RETURN_STATUSES}
          optionLabel={(status) => t(`status.${status}`)}
          onChange={(status) => update({ status: status || undefined })}
        />
        {filtered && (
          <div className="sm:col-span-2">
            <Button variant="link" size="sm" onClick={clear} data-testid="returns-clear-filters">
              {t('list.clear')}
            </Button>
          </div>
        )}
      </form>
      <PagedList
        query={list}
        total={(count) => t('list.total', { count })}
        totalTestId="returns-total"
        empty={
          filtered
            ? { title: t('list.noMatchTitle'), description: t('list.noMatchDescription') }
            : {
                title: t('list.emptyTitle'),
                description: t('list.emptyDescription'),
                icon: <ReturnIcon size={28} />,
              }
        }
        onPageChange={(page) => update({ page })}
      >
        {(returns) => (
          <ReturnsTable returns={returns} caption={t('list.caption', { page: filters.page })} />
        )}
      </PagedList>
    </div>
  );
}

function ReturnsTable({ returns, caption }: { returns: AdminReturnSummary[]; caption: string }) {
  const { t } = useTranslation('adminReturns');
  const format = useStoreFormat();
  return (
    <Table caption={caption} testId="returns-table">
      <thead>
        <tr>
          <Th>{t('list.columns.number')}</Th>
          <Th>{t('list.columns.date')}</Th>
          <Th>{t('list.columns.order')}</Th>
          <Th>{t('list.columns.customer')}</Th>
          <Th numeric>{t('list.columns.items')}</Th>
          <Th numeric>{t('list.columns.amount')}</Th>
          <Th>{t('list.columns.status')}</Th>
        </tr>
      </thead>
      <tbody>
        {returns.map((row) => (
          <tr
            key={row.id}
            data-testid={`return-row-${row.returnNumber}`}
            className="transition-colors hover:bg-ivory/50"
          >
            <Td>
              <Link
                to={row.id}
                className="font-mono text-[0.8125rem] font-medium whitespace-nowrap text-ink underline decoration-champagne underline-offset-4 hover:decoration-ink"
              >
                <Ltr>{row.returnNumber}</Ltr>
              </Link>
            </Td>
            <Td className="whitespace-nowrap text-ink-soft">{format.dateTime(row.createdAt)}</Td>
            <Td>
              <Link
                to={`/admin/orders/${encodeURIComponent(row.orderId)}`}
                className="font-mono text-[0.8125rem] whitespace-nowrap text-ink-soft hover:text-ink"
              >
                <Ltr>{row.orderNumber}</Ltr>
              </Link>
            </Td>
            <Td>
              <span className="block font-medium">{row.customerName}</span>
              <span className="block text-xs text-ink-muted">
                <Ltr>{row.email}</Ltr>
              </span>
            </Td>
            <Td numeric>{format.number(row.itemCount)}</Td>
            <Td numeric className="font-medium whitespace-nowrap">
              <Ltr>{format.money(row.amount)}</Ltr>
            </Td>
            <Td>
              <div className="flex flex-col items-start gap-1">
                <ReturnStatusBadge status={row.status} />
                <span className="text-xs text-ink-muted">{t(`resolution.${row.resolution}`)}</span>
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

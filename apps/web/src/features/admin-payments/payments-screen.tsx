import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { CardIcon } from '../../components/admin/admin-icons.tsx';
import { ListStates } from '../../components/admin/list-states.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { CsvExportButton } from '../../components/admin/csv-export-button.tsx';
import { downloadCsv } from '../../lib/csv-download.ts';
import { toast } from '../../stores/toast-store.ts';
import { getTransactions, useTransactions } from './api/get-transactions.ts';
import { ListPager } from '../../components/admin/list-pager.tsx';
import { TransactionFiltersBar } from './components/transaction-filters-bar.tsx';
import { TransactionsTable } from './components/transactions-table.tsx';
import { useTransactionFilters } from './hooks/use-transaction-filters.ts';
import { formatCount } from './lib/payment-format.ts';
import { toTransactionsQuery } from './lib/transaction-filters.ts';
import { fetchAllTransactions, transactionCsvColumns } from './lib/transactions-csv.ts';

/** /admin/payments: every payment transaction, with filters kept in the URL. */
export function PaymentsScreen() {
  useAdminAreaTexts();
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  useDocumentTitle(t('payments.title'));
  const { filters, update } = useTransactionFilters();
  const query = useMemo(() => toTransactionsQuery(filters), [filters]);
  const transactions = useTransactions(query);
  const rows = transactions.data?.items ?? [];
  const total = transactions.data?.pagination.total;
  const filtered = Boolean(
    filters.status || filters.method || filters.from || filters.to || filters.search,
  );

  async function exportCsv() {
    const all = await fetchAllTransactions(query, (page) => getTransactions(page));
    const stamp = new Date().toISOString().slice(0, 10);
    downloadCsv(`payments-${stamp}.csv`, all, transactionCsvColumns(t));
    toast.success(t('payments.exported', { count: all.length }));
  }

  const sort = (field: 'createdAt' | 'amount') => ({
    direction: filters.sortBy === field ? filters.sortOrder : null,
    onSort: () =>
      update({
        sortBy: field,
        sortOrder: filters.sortBy === field && filters.sortOrder === 'desc' ? 'asc' : 'desc',
      }),
  });

  return (
    <div className="flex flex-col gap-6" data-testid="payments-screen">
      <AdminPageHeader
        title={t('payments.title')}
        description={t('payments.description')}
        actions={
          <>
            {total !== undefined && (
              <p className="text-sm text-ink-soft" data-testid="payments-total">
                {t('payments.total', { count: total, formatted: formatCount(total, language) })}
              </p>
            )}
            <CsvExportButton
              onExport={exportCsv}
              disabled={!total}
              labels={{
                idle: t('payments.exportCsv'),
                busy: t('payments.exporting'),
                failed: t('payments.exportFailed'),
              }}
              testId="payments-export"
            />
          </>
        }
      />
      <TransactionFiltersBar filters={filters} onChange={update} />
      <ListStates
        isPending={transactions.isPending}
        isError={transactions.isError && !transactions.data}
        error={transactions.error}
        onRetry={() => void transactions.refetch()}
        isEmpty={rows.length === 0}
        empty={{
          icon: <CardIcon size={28} />,
          title: filtered ? t('payments.emptyFilteredTitle') : t('payments.emptyTitle'),
          description: filtered ? t('payments.emptyFiltered') : t('payments.emptyDescription'),
        }}
      >
        <div className="flex flex-col gap-4">
          <TransactionsTable rows={rows} sort={sort} />
          {transactions.data && (
            <ListPager
              pagination={transactions.data.pagination}
              onPage={(page) => update({ page })}
            />
          )}
        </div>
      </ListStates>
    </div>
  );
}

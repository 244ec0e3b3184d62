import { useMemo } from 'react';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { InvoiceIcon } from '../../../components/admin/admin-icons.tsx';
import { ListPager } from '../../../components/admin/list-pager.tsx';
import { ListStates } from '../../../components/admin/list-states.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { exportTaxDocuments } from '../api/export-tax-documents.ts';
import { useTaxDocuments } from '../api/get-tax-documents.ts';
import { useTaxDocumentsTotals } from '../api/get-tax-documents-totals.ts';
import { useTaxDocumentFilters } from '../hooks/use-tax-document-filters.ts';
import { isFiltered, toTaxDocumentsQuery, withoutPaging } from '../lib/tax-document-filters.ts';
import { taxDocumentFormat } from '../lib/tax-document-format.ts';
import { TaxDocumentFiltersBar } from './tax-document-filters-bar.tsx';
import { TaxDocumentsTable } from './tax-documents-table.tsx';
import { TaxDocumentsTotals } from './tax-documents-totals.tsx';

/**
 * /admin/tax-documents: every tax invoice and note, newest first, filters in the URL, the totals
 * of all pages above the rows (to reconcile with the reports) and the server's CSV of them.
 */
export function TaxDocumentsListPage() {
  const { t } = useTranslation('adminTaxDocuments');
  const { language } = useLanguage();
  useDocumentTitle(t('title'));
  const { filters, update } = useTaxDocumentFilters();
  const query = useMemo(() => toTaxDocumentsQuery(filters), [filters]);
  const unpaged = useMemo(() => withoutPaging(query), [query]);
  const documents = useTaxDocuments(query);
  const totals = useTaxDocumentsTotals(unpaged);
  const rows = documents.data?.items ?? [];
  const total = documents.data?.pagination.total;
  const filtered = isFiltered(filters);

  async function exportCsv() {
    await exportTaxDocuments(unpaged);
    toast.success(t('exported'));
  }

  return (
    <div className="flex flex-col gap-6" data-testid="tax-documents-screen">
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            {total !== undefined && (
              <p className="text-sm text-ink-soft" data-testid="tax-documents-total">
                {t('total', { formatted: taxDocumentFormat(language).number(total) })}
              </p>
            )}
            <CsvExportButton
              onExport={exportCsv}
              disabled={!total}
              labels={{ idle: t('exportCsv'), busy: t('exporting'), failed: t('exportFailed') }}
              testId="tax-documents-export"
            />
          </>
        }
      />
      <TaxDocumentFiltersBar filters={filters} onChange={update} />
      <TaxDocumentsTotals
        totals={totals.data}
        isPending={totals.isPending}
        isError={totals.isError}
      />
      <ListStates
        isPending={documents.isPending}
        isError={documents.isError && !documents.data}
        error={documents.error}
        onRetry={() => void documents.refetch()}
        isEmpty={rows.length === 0}
        empty={{
          icon: <InvoiceIcon size={28} />,
          title: filtered ? t('emptyFilteredTitle') : t('emptyTitle'),
          description: filtered ? t('emptyFiltered') : t('emptyDescription'),
        }}
      >
        <div className="flex flex-col gap-4">
          <TaxDocumentsTable rows={rows} />
          {documents.data && (
            <ListPager pagination={documents.data.pagination} onPage={(page) => update({ page })} />
          )}
        </div>
      </ListStates>
    </div>
  );
}

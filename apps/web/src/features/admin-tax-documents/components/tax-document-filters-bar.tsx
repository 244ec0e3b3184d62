import { REPORTING_STATUSES, TAX_DOCUMENT_KINDS } from '@store/shared/schemas/tax-documents';
import { DateRangeFields } from '../../../components/admin/date-range-fields.tsx';
import { FilterBar } from '../../../components/admin/filter-bar.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { SearchField } from '../../../components/admin/search-field.tsx';
import { useTaxDocumentLabels } from '../../../components/admin/tax-document-parts.tsx';
import { useSettledSearch } from '../../../components/admin/use-settled-search.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { isFiltered, rangeIsValid, type TaxDocumentFilters } from '../lib/tax-document-filters.ts';

/** Search, kind, reporting status and a Riyadh date range of the tax documents list. */
export function TaxDocumentFiltersBar({
  filters,
  onChange,
}: {
  filters: TaxDocumentFilters;
  onChange: (change: Partial<TaxDocumentFilters>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation('adminTaxDocuments');
  const labels = useTaxDocumentLabels();
  const search = useSettledSearch(filters.search, (text) =>
    onChange({ search: text }, { replace: true }),
  );
  const valid = rangeIsValid(filters);

  return (
    <FilterBar
      testId="tax-documents-filters"
      fieldsClassName="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
      note={t('filters.timeZone')}
      invalidMessage={!valid && t('filters.invalidRange')}
      clear={
        isFiltered(filters)
          ? {
              label: t('filters.clear'),
              onClear: () =>
                onChange({ kind: '', reportingStatus: '', search: '', from: '', to: '' }),
              testId: 'tax-documents-clear',
            }
          : undefined
      }
    >
      <SearchField
        label={t('filters.search')}
        value={search.text}
        onChange={search.setText}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={100}
        testId="tax-documents-search"
      />
      <FilterSelect
        id="tax-documents-kind"
        label={t('filters.kind')}
        value={filters.kind}
        allLabel={t('filters.allKinds')}
        values={TAX_DOCUMENT_KINDS}
        optionLabel={labels.kind}
        onChange={(kind) => onChange({ kind })}
        testId="tax-documents-kind"
      />
      <FilterSelect
        id="tax-documents-status"
        label={t('filters.status')}
        value={filters.reportingStatus}
        allLabel={t('filters.allStatuses')}
        values={REPORTING_STATUSES}
        optionLabel={labels.status}
        onChange={(reportingStatus) => onChange({ reportingStatus })}
        testId="tax-documents-status"
      />
      <DateRangeFields
        idPrefix="tax-documents"
        from={filters.from}
        to={filters.to}
        labels={{ from: t('filters.from'), to: t('filters.to') }}
        invalid={!valid}
        onChange={onChange}
      />
    </FilterBar>
  );
}

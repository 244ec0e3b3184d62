import { useEffect, useState } from 'react';
import { DateRangeFields, FILTER_LABEL } from '../../../components/admin/date-range-fields.tsx';
import { REPORTING_STATUSES, TAX_DOCUMENT_KINDS } from '@store/shared/schemas/tax-documents';
import { SelectInput, TextInput } from '../../../components/admin/form-field.tsx';
import { useTaxDocumentLabels } from '../../../components/admin/tax-document-parts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
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
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  // Typing settles for a moment before the list is asked again.
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ search }, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);
  const valid = rangeIsValid(filters);

  return (
    <div
      className="flex flex-col gap-3 border border-line bg-paper p-4"
      data-testid="tax-documents-filters"
    >
      <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <div>
          <label htmlFor="tax-documents-search" className={FILTER_LABEL}>
            {t('filters.search')}
          </label>
          <div className="relative">
            <SearchIcon
              size={16}
              className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-ink-muted"
            />
            <TextInput
              id="tax-documents-search"
              type="search"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('filters.searchPlaceholder')}
              className="ps-9"
              data-testid="tax-documents-search"
            />
          </div>
        </div>
        <div>
          <label htmlFor="tax-documents-kind" className={FILTER_LABEL}>
            {t('filters.kind')}
          </label>
          <SelectInput
            id="tax-documents-kind"
            value={filters.kind}
            onChange={(event) =>
              onChange({ kind: event.target.value as TaxDocumentFilters['kind'] })
            }
            data-testid="tax-documents-kind"
          >
            <option value="">{t('filters.allKinds')}</option>
            {TAX_DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {labels.kind(kind)}
              </option>
            ))}
          </SelectInput>
        </div>
        <div>
          <label htmlFor="tax-documents-status" className={FILTER_LABEL}>
            {t('filters.status')}
          </label>
          <SelectInput
            id="tax-documents-status"
            value={filters.reportingStatus}
            onChange={(event) =>
              onChange({
                reportingStatus: event.target.value as TaxDocumentFilters['reportingStatus'],
              })
            }
            data-testid="tax-documents-status"
          >
            <option value="">{t('filters.allStatuses')}</option>
            {REPORTING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {labels.status(status)}
              </option>
            ))}
          </SelectInput>
        </div>
        <DateRangeFields
          idPrefix="tax-documents"
          from={filters.from}
          to={filters.to}
          labels={{ from: t('filters.from'), to: t('filters.to') }}
          invalid={!valid}
          onChange={onChange}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-ink-muted">{t('filters.timeZone')}</p>
        {!valid && (
          <p role="alert" className="text-xs font-medium text-danger">
            {t('filters.invalidRange')}
          </p>
        )}
        {isFiltered(filters) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({ kind: '', reportingStatus: '', search: '', from: '', to: '' })
            }
            data-testid="tax-documents-clear"
          >
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}

import { PAYMENT_RECORD_STATUSES } from '@store/shared/schemas/payments';
import { DateRangeFields } from '../../../components/admin/date-range-fields.tsx';
import { FilterBar } from '../../../components/admin/filter-bar.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { SearchField } from '../../../components/admin/search-field.tsx';
import { useSettledSearch } from '../../../components/admin/use-settled-search.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  METHOD_FILTERS,
  rangeIsValid,
  type TransactionFilters,
} from '../lib/transaction-filters.ts';

/** Search, status, method and Riyadh date range of the transactions table. */
export function TransactionFiltersBar({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (change: Partial<TransactionFilters>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation('adminSystem');
  const search = useSettledSearch(filters.search, (text) =>
    onChange({ search: text }, { replace: true }),
  );
  const filtered = filters.status || filters.method || filters.from || filters.to || filters.search;
  return (
    <FilterBar
      testId="payments-filters"
      fieldsClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
      note={t('payments.filters.timeZone')}
      invalidMessage={!rangeIsValid(filters) && t('payments.filters.invalidRange')}
      clear={
        filtered
          ? {
              label: t('payments.filters.clear'),
              onClear: () => onChange({ status: '', method: '', from: '', to: '', search: '' }),
              testId: 'payments-clear-filters',
            }
          : undefined
      }
    >
      <SearchField
        label={t('payments.filters.search')}
        value={search.text}
        onChange={search.setText}
        placeholder={t('payments.filters.searchPlaceholder')}
        testId="payments-search"
      />
      <FilterSelect
        id="payments-status"
        label={t('payments.filters.status')}
        value={filters.status}
        allLabel={t('payments.filters.allStatuses')}
        values={PAYMENT_RECORD_STATUSES}
        optionLabel={(status) => t(`payments.statuses.${status}`)}
        onChange={(status) => onChange({ status })}
        testId="payments-status-filter"
      />
      <FilterSelect
        id="payments-method"
        label={t('payments.filters.method')}
        value={filters.method}
        allLabel={t('payments.filters.allMethods')}
        values={METHOD_FILTERS}
        optionLabel={(method) => t(`payments.methods.${method}`)}
        onChange={(method) => onChange({ method })}
        testId="payments-method-filter"
      />
      <DateRangeFields
        idPrefix="payments"
        from={filters.from}
        to={filters.to}
        labels={{ from: t('payments.filters.from'), to: t('payments.filters.to') }}
        invalid={!rangeIsValid(filters)}
        onChange={onChange}
      />
    </FilterBar>
  );
}

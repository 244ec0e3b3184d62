import { useEffect, useState } from 'react';
import { DateRangeFields, FILTER_LABEL } from '../../../components/admin/date-range-fields.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PAYMENT_RECORD_STATUSES } from '@store/shared/schemas/payments';
import { SelectInput, TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
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
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  // Typing settles for a moment before the list is asked again.
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ search }, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  const filtered = filters.status || filters.method || filters.from || filters.to || filters.search;
  return (
    <div
      className="flex flex-col gap-3 border border-line bg-paper p-4"
      data-testid="payments-filters"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <div>
          <label htmlFor="payments-search" className={FILTER_LABEL}>
            {t('payments.filters.search')}
          </label>
          <div className="relative">
            <SearchIcon
              size={16}
              className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-ink-muted"
            />
            <TextInput
              id="payments-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('payments.filters.searchPlaceholder')}
              className="ps-9"
              data-testid="payments-search"
            />
          </div>
        </div>
        <div>
          <label htmlFor="payments-status" className={FILTER_LABEL}>
            {t('payments.filters.status')}
          </label>
          <SelectInput
            id="payments-status"
            value={filters.status}
            onChange={(event) =>
              onChange({ status: event.target.value as TransactionFilters['status'] })
            }
            data-testid="payments-status-filter"
          >
            <option value="">{t('payments.filters.allStatuses')}</option>
            {PAYMENT_RECORD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`payments.statuses.${status}`)}
              </option>
            ))}
          </SelectInput>
        </div>
        <div>
          <label htmlFor="payments-method" className={FILTER_LABEL}>
            {t('payments.filters.method')}
          </label>
          <SelectInput
            id="payments-method"
            value={filters.method}
            onChange={(event) =>
              onChange({ method: event.target.value as TransactionFilters['method'] })
            }
            data-testid="payments-method-filter"
          >
            <option value="">{t('payments.filters.allMethods')}</option>
            {METHOD_FILTERS.map((method) => (
              <option key={method} value={method}>
                {t(`payments.methods.${method}`)}
              </option>
            ))}
          </SelectInput>
        </div>
        <DateRangeFields
          idPrefix="payments"
          from={filters.from}
          to={filters.to}
          labels={{ from: t('payments.filters.from'), to: t('payments.filters.to') }}
          invalid={!rangeIsValid(filters)}
          onChange={onChange}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-ink-muted">{t('payments.filters.timeZone')}</p>
        {!rangeIsValid(filters) && (
          <p role="alert" className="text-xs font-medium text-danger">
            {t('payments.filters.invalidRange')}
          </p>
        )}
        {filtered && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ status: '', method: '', from: '', to: '', search: '' })}
            data-testid="payments-clear-filters"
          >
            {t('payments.filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}

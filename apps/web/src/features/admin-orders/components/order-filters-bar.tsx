import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@store/shared/schemas/orders';
import { SelectInput, TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SearchField } from '../../../components/admin/search-field.tsx';
import { hasActiveFilters, type OrderFilters } from '../lib/order-filters.ts';

const SEARCH_DELAY_MS = 300;

/** Search, status, payment and date filters of the orders list; every change goes to the URL. */
export function OrderFiltersBar({
  filters,
  onChange,
  onClear,
}: {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('adminSales');
  const [search, setSearch] = useState(filters.search ?? '');

  // The URL may change under us (back button, clear): the box follows it.
  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);
  useEffect(() => {
    if ((filters.search ?? '') === search.trim()) return;
    const timer = setTimeout(
      () => onChange({ search: search.trim() || undefined }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  return (
    <form
      role="search"
      aria-label={t('orders.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: search.trim() || undefined });
      }}
      className="grid gap-3 border border-line bg-paper p-4 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_repeat(3,minmax(8rem,1fr))_repeat(2,minmax(8.5rem,1fr))]"
    >
      <SearchField
        label={t('orders.search')}
        value={search}
        onChange={setSearch}
        placeholder={t('orders.searchPlaceholder')}
        testId="orders-search"
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label={t('orders.filters.status')}
        testId="orders-filter-status"
        value={filters.status}
        options={ORDER_STATUSES.map((s) => [s, t(`status.${s}`)])}
        onChange={(status) => onChange({ status: status as OrderFilters['status'] })}
      />
      <FilterSelect
        label={t('orders.filters.paymentMethod')}
        testId="orders-filter-payment-method"
        value={filters.paymentMethod}
        options={PAYMENT_METHODS.map((m) => [m, t(`paymentMethod.${m}`)])}
        onChange={(method) => onChange({ paymentMethod: method as OrderFilters['paymentMethod'] })}
      />
      <FilterSelect
        label={t('orders.filters.paymentStatus')}
        testId="orders-filter-payment-status"
        value={filters.paymentStatus}
        options={PAYMENT_STATUSES.map((s) => [s, t(`paymentStatus.${s}`)])}
        onChange={(status) => onChange({ paymentStatus: status as OrderFilters['paymentStatus'] })}
      />
      <label className="block">
        <span className="mb-1.5 block text-xs font-medium text-ink-soft">
          {t('orders.filters.from')}
        </span>
        <TextInput
          type="date"
          data-testid="orders-filter-from"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
      </label>
      <label className="block">
        <span className="mb-1.5 block text-xs font-medium text-ink-soft">
          {t('orders.filters.to')}
        </span>
        <TextInput
          type="date"
          data-testid="orders-filter-to"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </label>
      {hasActiveFilters(filters) && (
        <div className="sm:col-span-2 lg:col-span-full">
          <Button variant="link" size="sm" onClick={onClear} data-testid="orders-clear-filters">
            {t('orders.filters.clear')}
          </Button>
        </div>
      )}
    </form>
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string | undefined;
  options: [string, string][];
  onChange: (value: string | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation('adminSales');
  return (
    <label className="block">
      <span className="mb-1.5 block text-xs font-medium text-ink-soft">{label}</span>
      <SelectInput
        data-testid={testId}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t('orders.filters.all')}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </SelectInput>
    </label>
  );
}

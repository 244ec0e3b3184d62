import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@store/shared/schemas/orders';
import { DateRangeFields } from '../../../components/admin/date-range-fields.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SearchField } from '../../../components/admin/search-field.tsx';
import { useSettledSearch } from '../../../components/admin/use-settled-search.ts';
import { hasActiveFilters, type OrderFilters } from '../lib/order-filters.ts';

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
  const search = useSettledSearch(
    filters.search ?? '',
    (text) => onChange({ search: text || undefined }),
    { trim: true },
  );

  return (
    <form
      role="search"
      aria-label={t('orders.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        search.settleNow();
      }}
      className="grid gap-3 border border-line bg-paper p-4 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_repeat(3,minmax(8rem,1fr))_repeat(2,minmax(8.5rem,1fr))]"
    >
      <SearchField
        label={t('orders.search')}
        value={search.text}
        onChange={search.setText}
        placeholder={t('orders.searchPlaceholder')}
        testId="orders-search"
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label={t('orders.filters.status')}
        testId="orders-filter-status"
        value={filters.status}
        allLabel={t('orders.filters.all')}
        values={ORDER_STATUSES}
        optionLabel={(s) => t(`status.${s}`)}
        onChange={(status) => onChange({ status: status || undefined })}
      />
      <FilterSelect
        label={t('orders.filters.paymentMethod')}
        testId="orders-filter-payment-method"
        value={filters.paymentMethod}
        allLabel={t('orders.filters.all')}
        values={PAYMENT_METHODS}
        optionLabel={(m) => t(`paymentMethod.${m}`)}
        onChange={(method) => onChange({ paymentMethod: method || undefined })}
      />
      <FilterSelect
        label={t('orders.filters.paymentStatus')}
        testId="orders-filter-payment-status"
        value={filters.paymentStatus}
        allLabel={t('orders.filters.all')}
        values={PAYMENT_STATUSES}
        optionLabel={(s) => t(`paymentStatus.${s}`)}
        onChange={(status) => onChange({ paymentStatus: status || undefined })}
      />
      {/* An end before the start never reaches the URL (readOrderFilters drops it). */}
      <DateRangeFields
        idPrefix="orders-filter"
        from={filters.from ?? ''}
        to={filters.to ?? ''}
        labels={{ from: t('orders.filters.from'), to: t('orders.filters.to') }}
        invalid={false}
        onChange={onChange}
      />
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

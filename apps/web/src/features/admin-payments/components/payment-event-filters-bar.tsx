import { DateRangeFields } from '../../../components/admin/date-range-fields.tsx';
import { FilterBar } from '../../../components/admin/filter-bar.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { usePaymentEventLabels } from '../../../components/admin/payment-event-parts.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  EVENT_PROVIDERS,
  eventRangeIsValid,
  type PaymentEventFilters,
} from '../lib/payment-event-filters.ts';

/** Provider, problems only, and a Riyadh date range of the payment events list. */
export function PaymentEventFiltersBar({
  filters,
  onChange,
}: {
  filters: PaymentEventFilters;
  onChange: (change: Partial<PaymentEventFilters>) => void;
}) {
  const { t } = useTranslation('adminPaymentEvents');
  const labels = usePaymentEventLabels();
  const filtered = filters.provider || filters.problems || filters.from || filters.to;
  const valid = eventRangeIsValid(filters);
  return (
    <FilterBar
      testId="payment-events-filters"
      fieldsClassName="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4"
      note={t('filters.timeZone')}
      invalidMessage={!valid && t('filters.invalidRange')}
      clear={
        filtered
          ? {
              label: t('filters.clear'),
              onClear: () => onChange({ provider: '', problems: false, from: '', to: '' }),
              testId: 'payment-events-clear',
            }
          : undefined
      }
    >
      <FilterSelect
        id="payment-events-provider"
        label={t('filters.provider')}
        value={filters.provider}
        allLabel={t('filters.allProviders')}
        values={EVENT_PROVIDERS}
        optionLabel={labels.provider}
        onChange={(provider) => onChange({ provider })}
        testId="payment-events-provider"
      />
      <DateRangeFields
        idPrefix="payment-events"
        from={filters.from}
        to={filters.to}
        labels={{ from: t('filters.from'), to: t('filters.to') }}
        invalid={!valid}
        onChange={onChange}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={filters.problems}
          onChange={(event) => onChange({ problems: event.target.checked })}
          className="size-4 accent-gold-deep"
          data-testid="payment-events-problems"
        />
        {t('filters.problems')}
      </label>
    </FilterBar>
  );
}

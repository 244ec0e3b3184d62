import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DateRangeFields, FILTER_LABEL } from '../../../components/admin/date-range-fields.tsx';
import { SelectInput } from '../../../components/admin/form-field.tsx';
import { usePaymentEventLabels } from '../../../components/admin/payment-event-parts.tsx';
import { Button } from '../../../components/ui/button.tsx';
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
    <div
      className="flex flex-col gap-3 border border-line bg-paper p-4"
      data-testid="payment-events-filters"
    >
      <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor="payment-events-provider" className={FILTER_LABEL}>
            {t('filters.provider')}
          </label>
          <SelectInput
            id="payment-events-provider"
            value={filters.provider}
            onChange={(event) =>
              onChange({ provider: event.target.value as PaymentEventFilters['provider'] })
            }
            data-testid="payment-events-provider"
          >
            <option value="">{t('filters.allProviders')}</option>
            {EVENT_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {labels.provider(provider)}
              </option>
            ))}
          </SelectInput>
        </div>
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
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-ink-muted">{t('filters.timeZone')}</p>
        {!valid && (
          <p role="alert" className="text-xs font-medium text-danger">
            {t('filters.invalidRange')}
          </p>
        )}
        {filtered && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ provider: '', problems: false, from: '', to: '' })}
            data-testid="payment-events-clear"
          >
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}

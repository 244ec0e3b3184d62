import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { PulseIcon } from '../../components/admin/admin-icons.tsx';
import { ListStates } from '../../components/admin/list-states.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { usePaymentEvents } from './api/get-payment-events.ts';
import { ListPager } from '../../components/admin/list-pager.tsx';
import { PaymentEventFiltersBar } from './components/payment-event-filters-bar.tsx';
import { PaymentEventsTable } from './components/payment-events-table.tsx';
import { usePaymentEventFilters } from './hooks/use-payment-event-filters.ts';
import { formatCount } from './lib/payment-format.ts';
import { toPaymentEventsQuery } from './lib/payment-event-filters.ts';

/**
 * /admin/payment-events: every payment event, newest first, filters in the URL. Where the
 * merchant sees a webhook refused for a wrong secret, a provider that timed out or answered 5xx,
 * an amount that did not match, and every refund.
 */
export function PaymentEventsScreen() {
  useAdminAreaTexts();
  const { t } = useTranslation('adminPaymentEvents');
  const { language } = useLanguage();
  useDocumentTitle(t('title'));
  const { filters, update } = usePaymentEventFilters();
  const query = useMemo(() => toPaymentEventsQuery(filters), [filters]);
  const events = usePaymentEvents(query);
  const rows = events.data?.items ?? [];
  const total = events.data?.pagination.total;
  const filtered = Boolean(filters.provider || filters.problems || filters.from || filters.to);

  return (
    <div className="flex flex-col gap-6" data-testid="payment-events-screen">
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          total !== undefined && (
            <p className="text-sm text-ink-soft" data-testid="payment-events-total">
              {t('total', { formatted: formatCount(total, language) })}
            </p>
          )
        }
      />
      <PaymentEventFiltersBar filters={filters} onChange={update} />
      <ListStates
        isPending={events.isPending}
        isError={events.isError && !events.data}
        error={events.error}
        onRetry={() => void events.refetch()}
        isEmpty={rows.length === 0}
        empty={{
          icon: <PulseIcon size={28} />,
          title: filtered ? t('emptyFilteredTitle') : t('emptyTitle'),
          description: filtered ? t('emptyFiltered') : t('emptyDescription'),
        }}
      >
        <div className="flex flex-col gap-4">
          <PaymentEventsTable rows={rows} />
          {events.data && (
            <ListPager pagination={events.data.pagination} onPage={(page) => update({ page })} />
          )}
        </div>
      </ListStates>
    </div>
  );
}

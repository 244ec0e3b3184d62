import { Link } from 'react-router';
import type { PaymentEvent } from '@store/shared/schemas/payment-events';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import {
  PaymentEventOutcomeBadge,
  usePaymentEventLabels,
  WebhookCheckBadge,
} from '../../../components/admin/payment-event-parts.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { adminSectionPath } from '../../../config/admin-sections.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatDateTime } from '../lib/payment-format.ts';

/** One row per payment event, newest first, linked to its order when it has one. */
export function PaymentEventsTable({ rows }: { rows: PaymentEvent[] }) {
  const { t } = useTranslation('adminPaymentEvents');
  const { language } = useLanguage();
  const labels = usePaymentEventLabels();
  return (
    <Table caption={t('title')} testId="payment-events-table" className="min-w-0">
      <thead>
        <tr>
          <Th>{t('columns.time')}</Th>
          <Th>{t('columns.event')}</Th>
          <Th>{t('columns.provider')}</Th>
          <Th>{t('columns.check')}</Th>
          <Th>{t('columns.order')}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            data-testid="payment-event-row"
            data-kind={row.kind}
            className={row.outcome === 'ok' ? 'hover:bg-ivory/40' : 'bg-danger/[0.03]'}
          >
            <Td className="whitespace-nowrap text-ink-soft">
              <time dateTime={row.occurredAt}>{formatDateTime(row.occurredAt, language)}</time>
            </Td>
            <Td>
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-ink">{labels.kind(row.kind)}</span>
                {row.outcome !== 'ok' && <PaymentEventOutcomeBadge outcome={row.outcome} />}
              </span>
              {labels.summary(row) && (
                <span className="mt-1 block text-xs break-words text-ink-soft">
                  <bdi>{labels.summary(row)}</bdi>
                </span>
              )}
              {row.eventType !== row.kind && (
                <Ltr className="mt-0.5 block font-mono text-[0.7rem] text-ink-muted">
                  {row.eventType}
                </Ltr>
              )}
            </Td>
            <Td className="whitespace-nowrap">{labels.provider(row.provider)}</Td>
            <Td>
              {row.verified === null ? (
                <span className="text-ink-muted">—</span>
              ) : (
                <WebhookCheckBadge verified={row.verified} />
              )}
            </Td>
            <Td className="whitespace-nowrap">
              {row.order ? (
                <Link
                  to={`${adminSectionPath('orders')}/${row.order.id}`}
                  className="font-medium text-ink hover:text-gold-deep hover:underline"
                  data-testid="payment-event-order-link"
                >
                  <Ltr className="font-mono text-[0.8125rem]">{row.order.orderNumber}</Ltr>
                </Link>
              ) : (
                <span className="text-ink-muted">{t('noOrder')}</span>
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { OrderHistoryEntry } from '@store/shared/schemas/admin-orders';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges.tsx';
import { Card } from './section-card.tsx';

/** Every status the order went through, when and by whom, oldest first. */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  const { t } = useTranslation('adminSales');
  const format = useStoreFormat();
  return (
    <Card title={t('order.history')} id="order-history-title" testId="order-history">
      <ol className="relative space-y-5 border-s border-line ps-5">
        {history.map((entry) => (
          <li key={entry.id} className="relative" data-testid="order-history-entry">
            <span
              aria-hidden="true"
              className="absolute -start-[1.6rem] top-1.5 size-2.5 rounded-full bg-champagne ring-4 ring-paper"
            />
            <div className="flex flex-wrap items-center gap-2">
              {entry.fromStatus === null ? (
                <span className="text-sm font-medium text-ink">{t('order.placed')}</span>
              ) : null}
              <OrderStatusBadge status={entry.toStatus} />
              {entry.paymentStatus && <PaymentStatusBadge status={entry.paymentStatus} />}
            </div>
            <p className="mt-1 text-xs text-ink-muted">
              <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
              {' · '}
              {entry.changedBy
                ? t('order.by', {
                    name: entry.changedBy.name || entry.changedBy.email || entry.changedBy.id,
                  })
                : t('order.byShopper')}
            </p>
            {entry.note && <p className="mt-1 text-sm text-ink-soft">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </Card>
  );
}

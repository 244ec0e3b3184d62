import { Link } from 'react-router';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import type { AdminReturnSummary } from '@store/shared/schemas/returns';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { returnPath } from '../../../config/admin-sections.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useReturn } from '../api/get-return.ts';
import { useReturns } from '../api/get-returns.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { ReturnActions } from './return-actions.tsx';
import { ReturnStatusBadge } from './return-parts.tsx';
import { Card } from './section-card.tsx';

/**
 * The order page's Returns card: the order's return requests, each with its next steps (the same
 * as on the Returns screen). Nothing when the order has none.
 */
export function OrderReturns({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminReturns');
  const list = useReturns({ orderId: order.id, limit: '50' });
  const returns = list.data?.items ?? [];
  if (returns.length === 0) return null;
  return (
    <Card title={t('orderCard.title')} id="order-returns-title" testId="order-returns">
      <ul className="divide-y divide-line">
        {returns.map((summary) => (
          <OrderReturn key={summary.id} summary={summary} />
        ))}
      </ul>
    </Card>
  );
}

function OrderReturn({ summary }: { summary: AdminReturnSummary }) {
  const { t } = useTranslation('adminReturns');
  const format = useStoreFormat();
  // The steps need the return's lines and what it would refund: read only while one is open.
  const open = !['rejected', 'refunded', 'closed'].includes(summary.status);
  const detail = useReturn(summary.id, { enabled: open });
  return (
    <li
      className="flex flex-col gap-3 py-3 first:pt-0"
      data-testid="order-return"
      data-status={summary.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <Link
            to={returnPath(summary.id)}
            className="font-mono text-sm font-medium text-ink underline decoration-champagne underline-offset-4 hover:decoration-ink"
          >
            <Ltr>{summary.returnNumber}</Ltr>
          </Link>
          <ReturnStatusBadge status={summary.status} />
        </span>
        <span className="text-xs text-ink-muted">{format.dateTime(summary.createdAt)}</span>
      </div>
      <p className="text-sm text-ink-soft">
        {t('orderCard.items', { count: summary.itemCount })} ·{' '}
        <Ltr>{format.money(summary.amount)}</Ltr> · {t(`resolution.${summary.resolution}`)}
      </p>
      {open && detail.data && <ReturnActions detail={detail.data} size="sm" />}
    </li>
  );
}

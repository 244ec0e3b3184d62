import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import type { RefundStatus } from '@store/shared/schemas/payment-events';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { Card } from './section-card.tsx';

const STATUS_TONES: Record<RefundStatus, string> = {
  succeeded: 'border border-rose-deep/40 text-rose-deep',
  pending: 'bg-champagne-light text-ink',
  failed: 'border border-line text-ink-muted',
};

/**
 * Each refund of the order, who made it and when, and what is refunded so far and what remains.
 * A refund whose provider did not answer is asked again with its own key: never a second refund.
 */
export function OrderRefunds({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminSales');
  const format = useStoreFormat();
  const retry = useRefundOrder(order.id);
  if (order.refunds.length === 0) return null;
  return (
    <Card title={t('order.refunds.title')} id="order-refunds-title" testId="order-refunds">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">{t('order.refunds.refundedSoFar')}</dt>
          <dd className="font-medium text-ink" data-testid="order-refunded-amount">
            <Ltr>{format.money(order.refundedAmount)}</Ltr>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t('order.refunds.remaining')}</dt>
          <dd className="font-medium text-ink" data-testid="order-refundable-amount">
            <Ltr>{format.money(order.refundableAmount)}</Ltr>
          </dd>
        </div>
      </dl>
      <ul className="mt-4 divide-y divide-line border-t border-line">
        {order.refunds.map((refund) => (
          <li
            key={refund.id}
            className="flex flex-wrap items-start justify-between gap-3 py-3"
            data-testid="order-refund"
            data-status={refund.status}
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-ink">
                  <Ltr>{format.money(refund.amount)}</Ltr>
                </span>
                <span
                  className={cx(
                    'inline-flex items-center px-2 py-0.5 text-[0.6875rem] font-medium tracking-[0.08em] uppercase rtl:text-xs rtl:tracking-normal',
                    STATUS_TONES[refund.status],
                  )}
                >
                  {t(`order.refunds.statuses.${refund.status}`)}
                </span>
              </p>
              <p className="mt-1 text-xs text-ink-muted">
                <time dateTime={refund.createdAt}>{format.dateTime(refund.createdAt)}</time>
                {' · '}
                {refund.by
                  ? t('order.refunds.by', {
                      name: refund.by.name || refund.by.email || refund.by.id,
                    })
                  : t('order.refunds.inDashboard')}
              </p>
              {refund.note && <p className="mt-1 text-sm text-ink-soft">{refund.note}</p>}
              {refund.status !== 'succeeded' && refund.failureMessage && (
                <p className="mt-1 text-xs text-danger">
                  <bdi>{refund.failureMessage}</bdi>
                </p>
              )}
            </div>
            {refund.status === 'pending' && (
              <div className="flex flex-col items-end gap-1">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={retry.isPending}
                  data-testid="order-refund-retry"
                  onClick={() =>
                    retry.mutate(
                      {
                        amount: refund.amount,
                        note: refund.note,
                        idempotencyKey: refund.idempotencyKey,
                      },
                      {
                        onSuccess: () =>
                          toast.success(
                            t('order.refund.refundedPart', {
                              amount: format.money(refund.amount),
                            }),
                          ),
                        onError: (error) => toast.error(t('order.refund.failed'), error.message),
                      },
                    )
                  }
                >
                  {t('order.refunds.retry')}
                </Button>
                <p className="max-w-60 text-end text-xs text-ink-muted">
                  {t('order.refunds.retryHint')}
                </p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

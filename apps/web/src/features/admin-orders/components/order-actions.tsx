import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { type AdminOrderDetail, isOnlinePayment } from '@store/shared/schemas/admin-orders';
import type { OrderStatus } from '@store/shared/schemas/orders';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { Field, TextArea } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';
import { OrderRefundDialog } from './order-refund-dialog.tsx';

type Pending = { kind: 'status'; status: OrderStatus } | { kind: 'refund' } | null;

/**
 * The steps this order may take now, as the server says (`allowedTransitions`, `canRefund`): no
 * button for a step the server would refuse. Cancelling asks first; refunding opens its dialog.
 */
export function OrderActions({
  order,
  onConflict,
}: {
  order: AdminOrderDetail;
  onConflict: () => void;
}) {
  const { t } = useTranslation('adminSales');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const changeStatus = useChangeOrderStatus(order.id);
  const busy = changeStatus.isPending;

  const fail = (error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.code === 'CONFLICT') {
      toast.error(t('order.conflict'), error.message);
      onConflict();
    } else {
      toast.error(fallback, error instanceof Error ? error.message : undefined);
    }
  };

  const move = (status: OrderStatus) =>
    changeStatus.mutate(
      { status, note },
      {
        onSuccess: () => {
          toast.success(t('order.statusUpdated'));
          setNote('');
          setPending(null);
        },
        onError: (error) => {
          setPending(null);
          fail(error, t('order.actionFailed'));
        },
      },
    );

  const actions = order.allowedTransitions;
  const waitingForPayment =
    isOnlinePayment(order.paymentMethod) &&
    order.paymentStatus !== 'paid' &&
    order.status === 'pending';

  return (
    <section
      aria-labelledby="order-actions-title"
      data-testid="order-actions"
      className="border border-line bg-paper p-5"
    >
      <h2 id="order-actions-title" className="font-display text-xl text-ink">
        {t('order.actions')}
      </h2>
      {order.stockReleased && (
        <p className="mt-3 text-sm text-ink-soft" data-testid="order-stock-released">
          {t('order.stockReleased')}
        </p>
      )}
      {actions.length === 0 && !order.canRefund ? (
        <p className="mt-3 text-sm text-ink-soft" data-testid="order-no-actions">
          {t('order.noActions')}
        </p>
      ) : (
        <>
          {waitingForPayment && (
            <p className="mt-3 text-sm text-ink-soft">{t('order.waitingForPayment')}</p>
          )}
          <Field label={t('order.note')} htmlFor="order-action-note" className="mt-4">
            <TextArea
              id="order-action-note"
              rows={2}
              maxLength={500}
              value={note}
              placeholder={t('order.notePlaceholder')}
              onChange={(event) => setNote(event.target.value)}
              data-testid="order-action-note"
            />
          </Field>
          <div className="mt-4 flex flex-wrap gap-2">
            {actions
              .filter((status) => status !== 'cancelled')
              .map((status) => (
                <Button
                  key={status}
                  size="sm"
                  disabled={busy}
                  data-testid={`order-action-${status}`}
                  onClick={() => move(status)}
                >
                  {t(`order.transition.${status}`)}
                </Button>
              ))}
            {order.canRefund && (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                data-testid="order-action-refund"
                onClick={() => setPending({ kind: 'refund' })}
              >
                {t('order.refund.action')}
              </Button>
            )}
            {actions.includes('cancelled') && (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                data-testid="order-action-cancelled"
                onClick={() => setPending({ kind: 'status', status: 'cancelled' })}
                className="border-danger/60 text-danger hover:bg-danger hover:text-ivory"
              >
                {t('order.transition.cancelled')}
              </Button>
            )}
          </div>
        </>
      )}

      <ConfirmDialog
        open={pending?.kind === 'status'}
        tone="danger"
        busy={changeStatus.isPending}
        title={t('order.cancel.title')}
        message={t('order.cancel.message', { number: order.orderNumber })}
        confirmLabel={t('order.cancel.confirm')}
        onConfirm={() => move('cancelled')}
        onCancel={() => setPending(null)}
      />
      {pending?.kind === 'refund' && (
        <OrderRefundDialog order={order} onClose={() => setPending(null)} onChanged={onConflict} />
      )}
    </section>
  );
}

import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { OrderStatus, PaymentStatus } from '@store/shared/schemas/orders';
import { cx } from '../../../lib/class-names.ts';

const STATUS_TONES: Record<OrderStatus, string> = {
  pending: 'bg-champagne-light text-ink',
  confirmed: 'bg-ivory-deep text-ink',
  processing: 'bg-ivory-deep text-gold-deep',
  ready: 'bg-champagne/30 text-gold-deep',
  shipped: 'bg-ink/85 text-ivory',
  out_for_delivery: 'bg-info/10 text-info',
  delivered: 'bg-success/10 text-success',
  cancelled: 'border border-line text-ink-muted line-through decoration-ink-muted/50',
  returned: 'border border-rose-deep/40 text-rose-deep',
};

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  pending: 'border border-line text-ink-soft',
  paid: 'border border-success/40 text-success',
  failed: 'border border-danger/40 text-danger',
  refunded: 'border border-rose-deep/40 text-rose-deep',
};

const badge =
  'inline-flex items-center whitespace-nowrap px-2 py-0.5 text-[0.6875rem] font-medium tracking-[0.08em] uppercase rtl:text-xs rtl:tracking-normal';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('adminSales');
  return (
    <span data-status={status} className={cx(badge, STATUS_TONES[status])}>
      {t(`status.${status}`)}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('adminSales');
  return (
    <span data-payment-status={status} className={cx(badge, PAYMENT_TONES[status])}>
      {t(`paymentStatus.${status}`)}
    </span>
  );
}

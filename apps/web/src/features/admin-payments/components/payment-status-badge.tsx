import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PaymentMethod } from '@store/shared/schemas/orders';
import type { PaymentRecordStatus } from '@store/shared/schemas/payments';
import { cx } from '../../../lib/class-names.ts';

const tones: Record<PaymentRecordStatus, string> = {
  captured: 'border-success/30 bg-success/10 text-success',
  refunded: 'border-info/30 bg-info/10 text-info',
  pending: 'border-warning/30 bg-warning/10 text-warning',
  created: 'border-line bg-paper text-ink-soft',
  approved: 'border-champagne bg-champagne-light/60 text-ink',
  failed: 'border-danger/30 bg-danger/10 text-danger',
  cancelled: 'border-line bg-ivory text-ink-muted',
};

/** A transaction's state as a small coloured label; the word carries the meaning, not the colour. */
export function PaymentStatusBadge({
  status,
  method = 'paypal',
}: {
  status: PaymentRecordStatus;
  method?: PaymentMethod;
}) {
  const { t } = useTranslation('adminSystem');
  return (
    <span
      data-testid="payment-status"
      data-status={status}
      className={cx(
        'inline-flex items-center border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[status],
      )}
    >
      {method === 'cod' && status === 'captured'
        ? t('payments.statuses.collected')
        : t(`payments.statuses.${status}`)}
    </span>
  );
}

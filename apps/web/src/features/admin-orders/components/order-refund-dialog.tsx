import { useId, useState, type FormEvent } from 'react';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import { describedBy, Field, TextArea, TextInput } from '../../../components/admin/form-field.tsx';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { newIdempotencyKey, parseSarAmount } from '../../../lib/sar-amount.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { useRefundRefusalText } from '../lib/use-refund-refusal-text.ts';

/**
 * Refunds all or part of what remains of the payment, through the provider that took it. Shown
 * while open (mounted then), so each opening is one refund with one key: a second click or a
 * retry after an error is the same refund, never a second one.
 */
export function OrderRefundDialog({
  order,
  onClose,
  onChanged,
}: {
  order: AdminOrderDetail;
  onClose: () => void;
  /** The order changed under the dialog (409, 422): read it again. */
  onChanged: () => void;
}) {
  const { t } = useTranslation('adminSales');
  const format = useStoreFormat();
  const refund = useRefundOrder(order.id);
  const [key] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState(() => order.refundableAmount.toFixed(2));
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refundRefusal = useRefundRefusalText();
  /** The server's refusal in the page's language, by its reason; its own words otherwise. */
  const refusalText = (error: Error): string => {
    const reason = error instanceof ApiError ? error.reason : null;
    return (reason && refundRefusal(reason)) ?? error.message;
  };
  const amountId = useId();
  // As when the dialog opened: a refund left awaiting its provider's answer still holds its
  // amount on the order, and asking it again must not be refused here for that.
  const [{ max, refunded }] = useState(() => ({
    max: order.refundableAmount,
    refunded: order.refundedAmount,
  }));
  const parsed = parseSarAmount(amount, max);
  const paid = order.payments.find((payment) => payment.captureId)?.amount ?? order.total;
  const busy = refund.isPending;
  const amountError =
    submitted && !parsed.ok
      ? t(`order.refund.errors.${parsed.error}`, { max: format.money(max) })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.ok || busy) return;
    setFailure(null);
    refund.mutate(
      { amount: parsed.sar, note, idempotencyKey: key },
      {
        onSuccess: (after) => {
          toast.success(
            after.paymentStatus === 'refunded'
              ? t('order.refund.refundedAll')
              : t('order.refund.refundedPart', { amount: format.money(parsed.sar) }),
          );
          onClose();
        },
        onError: (error) => {
          setFailure(refusalText(error));
          if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
            onChanged();
          }
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('order.refund.title')}
      description={t('order.refund.message', {
        provider: t(`paymentMethod.${order.paymentMethod}`),
      })}
      testId="refund-dialog"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      confirm={{
        label: busy
          ? t('order.refund.confirming')
          : t('order.refund.confirm', { amount: format.money(parsed.ok ? parsed.sar : 0) }),
        testId: 'refund-confirm',
        danger: true,
        spinner: true,
      }}
      failure={{ title: t('order.refund.failed'), message: failure, testId: 'refund-failure' }}
    >
      <dl className="grid grid-cols-3 gap-3 border border-line bg-ivory/40 p-3 text-sm">
        <Figure label={t('order.refund.paid')} value={format.money(paid)} />
        <Figure
          label={t('order.refund.refundedSoFar')}
          value={format.money(refunded)}
          testId="refund-dialog-refunded"
        />
        <Figure
          label={t('order.refund.remaining')}
          value={format.money(max)}
          testId="refund-dialog-remaining"
        />
      </dl>
      <Field
        label={t('order.refund.amount')}
        htmlFor={amountId}
        hint={t('order.refund.amountHint', { max: format.money(max) })}
        error={amountError}
      >
        <TextInput
          id={amountId}
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          invalid={Boolean(amountError)}
          aria-describedby={describedBy(amountId, { error: amountError, hint: true })}
          disabled={busy}
          onChange={(event) => setAmount(event.target.value)}
          data-testid="refund-amount"
        />
      </Field>
      <Field label={t('order.refund.note')} htmlFor={`${amountId}-note`}>
        <TextArea
          id={`${amountId}-note`}
          rows={2}
          maxLength={500}
          value={note}
          disabled={busy}
          placeholder={t('order.refund.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
          data-testid="refund-note"
        />
      </Field>
    </FormDialog>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="font-medium text-ink" data-testid={testId}>
        <Ltr>{value}</Ltr>
      </dd>
    </div>
  );
}

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminReturnDetail, ReturnAction } from '@store/shared/schemas/returns';
import { Field, TextArea, TextInput } from '../../../components/admin/form-field.tsx';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useReturnStep, type ReturnStepInput } from '../api/return-step.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { useReturnFailureText } from './return-parts.tsx';

/**
 * The next steps of a return as buttons, each asking in a dialog what it needs: a note for the
 * shopper, the reason of a rejection, what came back and what goes back to stock, the refund.
 * On the Returns screen and in the order page's Returns card alike.
 */
export function ReturnActions({
  detail,
  size = 'md',
}: {
  detail: AdminReturnDetail;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('adminReturns');
  const format = useStoreFormat();
  const [open, setOpen] = useState<ReturnAction | null>(null);
  const amount = format.money(detail.refundAmount);
  const labels: Record<ReturnAction, string> = {
    approve: t('actions.approve'),
    reject: t('actions.reject'),
    receive: t('actions.receive'),
    refund:
      detail.refundVia === 'cash'
        ? t('actions.refundCash', { amount })
        : t('actions.refund', { amount }),
    close: t('actions.close'),
  };
  if (detail.allowedActions.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <>
      <div className="flex flex-wrap gap-2" data-testid="return-actions">
        {detail.allowedActions.map((action, index) => (
          <Button
            key={action}
            size="sm"
            variant={index === 0 ? 'primary' : 'secondary'}
            onClick={() => setOpen(action)}
            data-testid={`return-action-${action}`}
            className={cx(size === 'md' && 'h-10')}
          >
            {labels[action]}
          </Button>
        ))}
      </div>
      {open === 'approve' && (
        <NoteDialog
          detail={detail}
          step="approve"
          title={t('actions.approveTitle')}
          message={t('actions.approveMessage')}
          label={t('actions.approveNote')}
          placeholder={t('actions.approveNotePlaceholder')}
          confirm={t('actions.approveConfirm')}
          onClose={close}
        />
      )}
      {open === 'reject' && <RejectDialog detail={detail} onClose={close} />}
      {open === 'receive' && <ReceiveDialog detail={detail} onClose={close} />}
      {open === 'refund' && (
        <NoteDialog
          detail={detail}
          step="refund"
          tone="danger"
          title={
            detail.refundVia === 'cash' ? t('actions.refundCashTitle') : t('actions.refundTitle')
          }
          message={
            detail.refundVia === 'cash'
              ? t('actions.refundCashMessage', { amount })
              : t('actions.refundMessage', {
                  amount,
                  provider: t(`adminSales:paymentMethod.${detail.order.paymentMethod}`),
                })
          }
          label={t('actions.refundNote')}
          confirm={
            detail.refundVia === 'cash'
              ? t('actions.refundCashConfirm', { amount })
              : t('actions.refundConfirm', { amount })
          }
          onClose={close}
        />
      )}
      {open === 'close' && (
        <NoteDialog
          detail={detail}
          step="close"
          title={t('actions.closeTitle')}
          message={t('actions.closeMessage')}
          label={t('actions.closeNote')}
          confirm={t('actions.closeConfirm')}
          onClose={close}
        />
      )}
    </>
  );
}

/** A step's dialog: its form, its confirm button (busy while sent), the server's refusal. */
function StepDialog({
  detail,
  title,
  message,
  confirm,
  tone = 'default',
  onClose,
  build,
  children,
  testId,
}: {
  detail: AdminReturnDetail;
  title: string;
  message: ReactNode;
  confirm: string;
  tone?: 'default' | 'danger';
  onClose: () => void;
  /** The step to send, or null while the form is not right (its fields say why). */
  build: () => ReturnStepInput | null;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('adminReturns');
  const step = useReturnStep(detail.id, detail.order.id);
  const failureText = useReturnFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = step.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = build();
    if (!input) return;
    setFailure(null);
    step.mutate(input, {
      onSuccess: (after) => {
        const allBack = input.step === 'receive' && after.order.status === 'returned';
        toast.success(allBack ? t('actions.done.receiveAll') : t(`actions.done.${input.step}`));
        onClose();
      },
      onError: (error) => setFailure(failureText(error)),
    });
  };
  return (
    <FormDialog
      title={title}
      description={message}
      size={testId === 'return-receive-dialog' ? 'md' : 'sm'}
      testId={testId}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      confirm={{
        label: confirm,
        testId: 'return-step-confirm',
        danger: tone === 'danger',
        spinner: true,
      }}
      failure={{ title: t('actions.failed'), message: failure, testId: 'return-step-failure' }}
    >
      {children}
    </FormDialog>
  );
}

function NoteDialog({
  detail,
  step,
  title,
  message,
  label,
  placeholder,
  confirm,
  tone,
  onClose,
}: {
  detail: AdminReturnDetail;
  step: 'approve' | 'refund' | 'close';
  title: string;
  message: string;
  label: string;
  placeholder?: string;
  confirm: string;
  tone?: 'default' | 'danger';
  onClose: () => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  return (
    <StepDialog
      detail={detail}
      title={title}
      message={message}
      confirm={confirm}
      tone={tone}
      onClose={onClose}
      build={() => ({ step, body: { note } })}
      testId={`return-${step}-dialog`}
    >
      <Field label={label} htmlFor={id}>
        <TextArea
          id={id}
          rows={3}
          maxLength={500}
          value={note}
          placeholder={placeholder}
          onChange={(event) => setNote(event.target.value)}
          data-testid="return-step-note"
        />
      </Field>
    </StepDialog>
  );
}

function RejectDialog({ detail, onClose }: { detail: AdminReturnDetail; onClose: () => void }) {
  const { t } = useTranslation('adminReturns');
  const id = useId();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && !reason.trim() ? t('actions.rejectReasonRequired') : undefined;
  return (
    <StepDialog
      detail={detail}
      title={t('actions.rejectTitle')}
      message={t('actions.rejectMessage')}
      confirm={t('actions.rejectConfirm')}
      tone="danger"
      onClose={onClose}
      build={() => {
        setSubmitted(true);
        return reason.trim() ? { step: 'reject', body: { reason } } : null;
      }}
      testId="return-reject-dialog"
    >
      <Field label={t('actions.rejectReason')} htmlFor={id} error={error} required>
        <TextArea
          id={id}
          rows={3}
          maxLength={500}
          value={reason}
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
          data-testid="return-reject-reason"
        />
      </Field>
    </StepDialog>
  );
}

/**
 * What came back, line by line, and whether it goes back to stock: by default every bottle asked
 * for, and to stock when its seal was intact.
 */
function ReceiveDialog({ detail, onClose }: { detail: AdminReturnDetail; onClose: () => void }) {
  const { t } = useTranslation('adminReturns');
  const format = useStoreFormat();
  const [lines, setLines] = useState(() =>
    detail.lines.map((line) => ({
      lineId: line.id,
      receivedQuantity: line.quantity,
      restock: !line.sealOpened,
    })),
  );
  const set = (index: number, change: Partial<(typeof lines)[number]>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));
  return (
    <StepDialog
      detail={detail}
      title={t('actions.receiveTitle')}
      message={t('actions.receiveMessage')}
      confirm={t('actions.receiveConfirm')}
      onClose={onClose}
      build={() => ({ step: 'receive', body: { lines } })}
      testId="return-receive-dialog"
    >
      <ul className="divide-y divide-line border-y border-line">
        {detail.lines.map((line, index) => {
          const name = format.language === 'ar' ? line.name.ar || line.name.en : line.name.en;
          const inputId = `receive-${line.id}`;
          return (
            <li
              key={line.id}
              className="flex flex-wrap items-center gap-x-5 gap-y-3 py-3"
              data-testid="return-receive-line"
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-medium text-ink">{name}</p>
                <p className="text-xs text-ink-muted">
                  {t(`reasons.${line.reason}`)} ·{' '}
                  {line.sealOpened ? t('detail.sealOpened') : t('detail.sealIntact')}
                </p>
              </div>
              <label htmlFor={inputId} className="flex items-center gap-2 text-sm text-ink-soft">
                <span className="whitespace-nowrap">{t('actions.receivedQuantity')}</span>
                <span className="inline-block w-16">
                  <TextInput
                    id={inputId}
                    type="number"
                    min={0}
                    max={line.quantity}
                    dir="ltr"
                    value={lines[index]!.receivedQuantity}
                    onChange={(event) =>
                      set(index, {
                        receivedQuantity: Math.max(
                          0,
                          Math.min(line.quantity, Math.trunc(Number(event.target.value) || 0)),
                        ),
                      })
                    }
                    data-testid="return-receive-quantity"
                  />
                </span>
                <span className="whitespace-nowrap">
                  {t('actions.ofQuantity', { count: line.quantity })}
                </span>
              </label>
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={lines[index]!.restock}
                  onChange={(event) => set(index, { restock: event.target.checked })}
                  className="size-4 accent-ink"
                  data-testid="return-receive-restock"
                />
                {t('actions.restock')}
              </label>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-ink-soft">
        {t('detail.value')}:{' '}
        <Ltr className="font-medium text-ink">
          {format.money(
            detail.lines.reduce(
              (sum, line, index) => sum + line.price * lines[index]!.receivedQuantity,
              0,
            ),
          )}
        </Ltr>
      </p>
    </StepDialog>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/class-names.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from './modal.tsx';

/**
 * Asks before something that cannot be undone (delete, cancel an order, refund). The confirm
 * button says what it does; while `busy` both buttons wait.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  tone?: 'default' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra fields the decision needs (a reason, a note). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : onCancel}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      testId="confirm-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <Button
            onClick={onConfirm}
            disabled={busy}
            data-testid="confirm-dialog-confirm"
            className={cx(tone === 'danger' && 'bg-danger hover:bg-danger/85')}
          >
            {busy && (
              <span
                aria-hidden="true"
                className="size-3.5 animate-spin rounded-full border border-current border-t-transparent"
              />
            )}
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

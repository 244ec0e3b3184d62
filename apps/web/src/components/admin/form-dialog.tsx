import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { cx } from '../../lib/class-names.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { DialogFailure } from './dialog-failure.tsx';
import { Modal } from './modal.tsx';

/**
 * A dialog that sends one form: the form's fields, then the server's refusal when there is one;
 * cancel and confirm at the foot. While the form is being sent (`busy`) neither button works and
 * the dialog does not close, so a request is never left without its answer shown.
 */
export function FormDialog({
  title,
  description,
  size = 'sm',
  testId,
  busy,
  onClose,
  onSubmit,
  confirm,
  failure,
  formClassName = 'flex flex-col gap-4',
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  size?: ComponentProps<typeof Modal>['size'];
  testId: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** `spinner` turns while busy; `danger` for what cannot be taken back (money leaving). */
  confirm: { label: ReactNode; testId: string; danger?: boolean; spinner?: boolean };
  failure: { title: string; message: string | null; testId: string };
  formClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const formId = useId();
  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      title={title}
      description={description}
      size={size}
      testId={testId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={busy}
            className={cx(confirm.danger && 'bg-danger hover:bg-danger/85')}
            data-testid={confirm.testId}
          >
            {busy && confirm.spinner && (
              <span
                aria-hidden="true"
                className="size-3.5 animate-spin rounded-full border border-current border-t-transparent"
              />
            )}
            {confirm.label}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={formClassName}>
        {children}
        {failure.message && (
          <DialogFailure title={failure.title} message={failure.message} testId={failure.testId} />
        )}
      </form>
    </Modal>
  );
}

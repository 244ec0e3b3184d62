import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useFocusTrap } from '../../hooks/use-focus-trap.ts';
import { cx } from '../../lib/class-names.ts';
import { CloseIcon } from '../ui/icons/close-icon.tsx';

const widths = { sm: 'max-w-md', md: 'max-w-2xl', lg: 'max-w-4xl', xl: 'max-w-6xl' } as const;

/**
 * A dialog over the admin screen: focus kept inside, Escape and the backdrop close it, focus goes
 * back to what opened it. Rendered into `document.body` so a table's overflow never clips it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  size = 'md',
  footer,
  children,
  role = 'dialog',
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: keyof typeof widths;
  /** Actions under the body (buttons), laid out at the end of the line. */
  footer?: ReactNode;
  children?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panelRef, open, onClose);
  if (!open) return null;

  return createPortal(
    <div
      className="fixed inset-0 z-[80] flex items-end justify-center bg-ink/45 p-0 backdrop-blur-[2px] sm:items-center sm:p-6"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
        className={cx(
          'animate-fade-rise flex max-h-[92vh] w-full flex-col border border-line bg-paper shadow-veil',
          widths[size],
        )}
      >
        <header className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="font-display text-2xl text-ink">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-ink-soft">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('dialog.close')}
            className="-me-2 inline-flex size-10 shrink-0 items-center justify-center text-ink-muted hover:text-ink"
          >
            <CloseIcon size={18} />
          </button>
        </header>
        {children && (
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        )}
        {footer && (
          <footer className="flex flex-col-reverse gap-3 border-t border-line px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
            {footer}
          </footer>
        )}
      </div>
    </div>,
    document.body,
  );
}

import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/class-names.ts';
import { toastStore, type Toast, type ToastType } from '../../stores/toast-store.ts';
import { AlertIcon } from './icons/alert-icon.tsx';
import { CheckIcon } from './icons/check-icon.tsx';
import { CloseIcon } from './icons/close-icon.tsx';
import { InfoIcon } from './icons/info-icon.tsx';

const accents: Record<ToastType, string> = {
  success: 'bg-success',
  error: 'bg-danger',
  info: 'bg-info',
  warning: 'bg-warning',
};
const iconColours: Record<ToastType, string> = {
  success: 'text-success',
  error: 'text-danger',
  info: 'text-info',
  warning: 'text-warning',
};

function ToastIcon({ type }: { type: ToastType }) {
  if (type === 'success') return <CheckIcon />;
  if (type === 'info') return <InfoIcon />;
  return <AlertIcon />;
}

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  // Errors interrupt the screen reader; the others wait their turn.
  const urgent = toast.type === 'error' || toast.type === 'warning';
  return (
    <li
      role={urgent ? 'alert' : 'status'}
      aria-atomic="true"
      data-testid={`toast-${toast.type}`}
      className="animate-fade-rise pointer-events-auto relative overflow-hidden border border-line bg-paper shadow-veil"
    >
      <div className="flex items-start gap-3 p-4 pe-12">
        <span className={cx('mt-0.5 shrink-0', iconColours[toast.type])}>
          <ToastIcon type={toast.type} />
        </span>
        <div className="min-w-0 text-start">
          <p className="text-sm font-semibold text-ink">{toast.title}</p>
          {toast.message && <p className="mt-1 text-sm text-ink-soft">{toast.message}</p>}
        </div>
      </div>
      <button
        type="button"
        onClick={() => toastStore.dismiss(toast.id)}
        aria-label={t('toast.dismiss')}
        className="absolute end-2 top-2 inline-flex size-9 items-center justify-center text-ink-muted hover:text-ink"
      >
        <CloseIcon size={16} />
      </button>
      <span
        aria-hidden="true"
        className={cx(
          'absolute inset-x-0 bottom-0 h-0.5 origin-left rtl:origin-right',
          accents[toast.type],
        )}
        style={{ animation: `toast-progress ${toast.duration}ms linear forwards` }}
      />
    </li>
  );
}

/** The notification stack (spec section 2): closes each toast after its duration. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getState,
    toastStore.getState,
  );
  return (
    <section
      aria-label={t('a11y.notifications')}
      className="pointer-events-none fixed inset-x-4 top-[calc(var(--spacing-header)+0.75rem)] z-[70] sm:inset-x-auto sm:end-6 sm:w-96"
    >
      <ol className="flex flex-col gap-3">
        {toasts.map((item) => (
          <ToastCard key={item.id} toast={item} />
        ))}
      </ol>
    </section>
  );
}

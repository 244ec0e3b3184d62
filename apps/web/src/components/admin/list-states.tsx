import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { AlertIcon } from '../ui/icons/alert-icon.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/**
 * The three states every admin list shows besides its rows (issue 6: loading, empty, error), so
 * each screen looks and reads the same. `ListStates` picks one from a query's flags.
 */

/** Placeholder rows while the list loads; announced once to screen readers. */
export function ListLoading({ rows = 5, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="list-loading"
      className="border border-line bg-paper"
    >
      <span className="sr-only">{label ?? t('states.loading')}</span>
      <ul aria-hidden="true" className="divide-y divide-line">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="flex items-center gap-4 px-4 py-4 sm:px-6">
            <Skeleton className="size-10 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3 w-2/5" />
              <Skeleton className="h-3 w-1/4" />
            </div>
            <Skeleton className="hidden h-3 w-16 sm:block" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Nothing to list (yet): what this list would hold, and how to add the first one. */
export function ListEmpty({
  title,
  description,
  action,
  icon,
}: {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div
      data-testid="list-empty"
      className="flex flex-col items-center border border-dashed border-line bg-paper/60 px-6 py-14 text-center"
    >
      {icon && <span className="mb-4 text-gold-deep">{icon}</span>}
      <p className="font-display text-2xl text-ink">{title ?? t('states.emptyTitle')}</p>
      {description && <p className="mt-2 max-w-md text-sm text-ink-soft">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** The list could not be loaded: why, and a way to try again. */
export function ListError({
  title,
  message,
  onRetry,
}: {
  title?: ReactNode;
  message?: ReactNode;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="alert"
      data-testid="list-error"
      className="flex flex-col items-start gap-4 border border-danger/30 bg-rose-light/40 px-5 py-5 sm:flex-row sm:items-center"
    >
      <AlertIcon size={22} className="shrink-0 text-danger" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{title ?? t('states.errorTitle')}</p>
        {message && <p className="mt-1 text-sm text-ink-soft">{message}</p>}
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      )}
    </div>
  );
}

/**
 * One of loading, error, empty, or the list itself, from a query's flags. With TanStack Query pass
 * `isError: query.isError && !query.data`, so rows already shown stay when a refetch fails.
 */
export function ListStates({
  isPending,
  isError,
  error,
  onRetry,
  isEmpty,
  empty,
  loadingRows,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  onRetry?: () => void;
  isEmpty: boolean;
  empty?: { title?: ReactNode; description?: ReactNode; action?: ReactNode; icon?: ReactNode };
  loadingRows?: number;
  children: ReactNode;
}) {
  if (isPending) return <ListLoading rows={loadingRows} />;
  if (isError) {
    const message = error instanceof Error ? error.message : undefined;
    return <ListError message={message} onRetry={onRetry} />;
  }
  if (isEmpty) return <ListEmpty {...empty} />;
  return children;
}

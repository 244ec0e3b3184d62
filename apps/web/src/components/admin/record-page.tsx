import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';

/**
 * An admin page of one record (an order, a return, a customer, a tax document): the way back on
 * top, then the record once loaded, or while it loads, is missing (a 404 says so rather than
 * offering a retry that cannot help), or failed to load.
 */
export function RecordPage<Data>({
  back,
  query,
  loading,
  notFound,
  loadError,
  testId,
  children,
}: {
  back: ReactNode;
  query: UseQueryResult<Data>;
  loading: { rows: number; label?: string };
  notFound: { title: ReactNode; description: ReactNode };
  loadError: ReactNode;
  /** Names the page once the record is shown. */
  testId?: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <ListLoading rows={loading.rows} label={loading.label} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        {query.error instanceof ApiError && query.error.isNotFound ? (
          <ListEmpty title={notFound.title} description={notFound.description} />
        ) : (
          <ListError message={loadError} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6" data-testid={testId}>
      {back}
      {children(query.data)}
    </div>
  );
}

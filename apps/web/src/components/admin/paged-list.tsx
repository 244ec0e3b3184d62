import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import type { Pagination as PaginationInfo } from '@store/shared/schemas/common';
import { Pagination } from '../ui/pagination.tsx';
import { ListStates } from './list-states.tsx';

/**
 * A paged admin list under its filters: how many there are, then loading, error, empty or the rows
 * with the pages under them. Rows already shown dim while the next ones load.
 */
export function PagedList<Item>({
  query,
  total,
  totalTestId,
  empty,
  loadingRows = 8,
  onPageChange,
  children,
}: {
  query: UseQueryResult<{ items: Item[]; pagination: PaginationInfo }>;
  /** The sentence that counts them all. */
  total: (count: number) => ReactNode;
  totalTestId?: string;
  empty: ComponentProps<typeof ListStates>['empty'];
  loadingRows?: number;
  onPageChange: (page: number) => void;
  children: (items: Item[]) => ReactNode;
}) {
  return (
    <>
      {query.data && (
        <p className="text-sm text-ink-soft" aria-live="polite" data-testid={totalTestId}>
          {total(query.data.pagination.total)}
        </p>
      )}
      <ListStates
        isPending={query.isPending}
        isError={query.isError && !query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={query.data?.items.length === 0}
        empty={empty}
        loadingRows={loadingRows}
      >
        {query.data && (
          <div className={query.isFetching ? 'opacity-70 transition-opacity' : undefined}>
            {children(query.data.items)}
            <Pagination pagination={query.data.pagination} onPageChange={onPageChange} />
          </div>
        )}
      </ListStates>
    </>
  );
}

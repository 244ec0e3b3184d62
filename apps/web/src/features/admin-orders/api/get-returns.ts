import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReturnListQuery, AdminReturnSummary } from '@store/shared/schemas/returns';
import { apiList, type ListResult } from '../../../lib/api-client.ts';
import { adminReturnKeys } from './return-keys.ts';

export function getReturns(
  query: AdminReturnListQuery,
  signal?: AbortSignal,
): Promise<ListResult<AdminReturnSummary>> {
  return apiList<AdminReturnSummary>('/admin/returns', { query: { ...query }, signal });
}

export function returnsQuery(query: AdminReturnListQuery) {
  return queryOptions({
    queryKey: adminReturnKeys.list(query),
    staleTime: 0,
    queryFn: ({ signal }) => getReturns(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/returns: by status, search, or one order's (the order page's card). */
export function useReturns(query: AdminReturnListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...returnsQuery(query), ...options });
}

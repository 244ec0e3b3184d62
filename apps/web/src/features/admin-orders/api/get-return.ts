import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReturnDetail } from '@store/shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminReturnKeys } from './return-keys.ts';

export function getReturn(id: string, signal?: AbortSignal): Promise<AdminReturnDetail> {
  return apiRequest<AdminReturnDetail>(`/admin/returns/${encodeURIComponent(id)}`, { signal });
}

export function returnQuery(id: string) {
  return queryOptions({
    queryKey: adminReturnKeys.detail(id),
    staleTime: 0,
    queryFn: ({ signal }) => getReturn(id, signal),
  });
}

/** GET /api/admin/returns/{id}; `enabled: false` while a card shows only its summary. */
export function useReturn(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...returnQuery(id), ...options });
}

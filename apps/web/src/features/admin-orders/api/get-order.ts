import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

export function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}`, { signal });
}

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: adminOrderKeys.detail(id),
    // Admin figures change with every order: always re-read when the screen opens.
    staleTime: 0,
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderListQuery, AdminOrderSummary } from '@store/shared/schemas/admin-orders';
import { apiList, type ListResult } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

export function getOrders(
  query: AdminOrderListQuery,
  signal?: AbortSignal,
): Promise<ListResult<AdminOrderSummary>> {
  return apiList<AdminOrderSummary>('/admin/orders', { query: { ...query }, signal });
}

export function ordersQuery(query: AdminOrderListQuery) {
  return queryOptions({
    queryKey: adminOrderKeys.list(query),
    // Admin figures change with every order: always re-read when the screen opens.
    staleTime: 0,
    queryFn: ({ signal }) => getOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(query: AdminOrderListQuery) {
  return useQuery(ordersQuery(query));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderInvoice } from '@store/shared/schemas/admin-orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

export function getOrderInvoice(id: string, signal?: AbortSignal): Promise<OrderInvoice> {
  return apiRequest<OrderInvoice>(`/admin/orders/${encodeURIComponent(id)}/invoice`, { signal });
}

export function useOrderInvoice(id: string) {
  return useQuery(
    queryOptions({
      queryKey: adminOrderKeys.invoice(id),
      queryFn: ({ signal }) => getOrderInvoice(id, signal),
    }),
  );
}

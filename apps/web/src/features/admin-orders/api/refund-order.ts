import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, OrderRefundRequest } from '@store/shared/schemas/admin-orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

export function refundOrder(id: string, request: OrderRefundRequest): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body: request,
  });
}

/** A full refund through the payment provider. */
export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderRefundRequest) => refundOrder(id, request),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
    },
  });
}

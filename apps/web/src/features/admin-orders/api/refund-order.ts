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

/**
 * A refund through the payment provider, all that remains or `amount` (SAR). The request carries
 * the key of the refund the admin means, so sending it again never refunds twice.
 */
export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderRefundRequest) => refundOrder(id, request),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
    },
    // A refused or unanswered refund is on the order's timeline (and may hold its amount).
    onError: () => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(id) }),
  });
}

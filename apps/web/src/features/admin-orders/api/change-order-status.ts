import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, OrderStatusChange } from '@store/shared/schemas/admin-orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

export function changeOrderStatus(
  id: string,
  change: OrderStatusChange,
): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: change,
  });
}

/** Moves the order on; the answer is the updated order, so the detail shows it at once. */
export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderStatusChange) => changeOrderStatus(id, change),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
    },
  });
}

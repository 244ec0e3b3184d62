import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkOrderActionRequest, BulkOrderResult } from '@store/shared/schemas/shipments';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

export function bulkOrderAction(request: BulkOrderActionRequest): Promise<BulkOrderResult> {
  return apiRequest<BulkOrderResult>('/admin/orders/bulk', { method: 'POST', body: request });
}

/** One action on the selected orders; each answers for itself (done, or refused and why). */
export function useBulkOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkOrderAction,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}

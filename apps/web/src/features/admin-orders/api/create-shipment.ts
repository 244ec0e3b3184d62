import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShipmentRequest, ShipmentResult } from '@store/shared/schemas/shipments';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

export function createShipment(
  orderId: string,
  request: CreateShipmentRequest,
): Promise<ShipmentResult> {
  return apiRequest<ShipmentResult>(`/admin/orders/${encodeURIComponent(orderId)}/shipments`, {
    method: 'POST',
    body: request,
  });
}

/** A parcel of the order, by hand or through the provider; the order may have moved with it. */
export function useCreateShipment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateShipmentRequest) => createShipment(orderId, request),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentResult, ShipmentStep } from '@store/shared/schemas/shipments';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

export function recordShipmentStep(
  shipmentId: string,
  step: ShipmentStep,
): Promise<ShipmentResult> {
  return apiRequest<ShipmentResult>(`/admin/shipments/${encodeURIComponent(shipmentId)}/status`, {
    method: 'POST',
    body: step,
  });
}

/** A manual carrier's parcel moved on by hand (out for delivery, delivered, …); the order follows. */
export function useRecordShipmentStep(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shipmentId, step }: { shipmentId: string; step: ShipmentStep }) =>
      recordShipmentStep(shipmentId, step),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
    },
  });
}

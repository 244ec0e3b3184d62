import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulatorAdvanceResult } from '@store/shared/schemas/carriers';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './order-keys.ts';

/** The OTO simulator moves its parcel one step, told to the store as OTO's webhook would. */
export function simulateShipmentStep(reference: string): Promise<SimulatorAdvanceResult> {
  return apiRequest<SimulatorAdvanceResult>(
    `/admin/carriers/simulator/shipments/${encodeURIComponent(reference)}/advance`,
    { method: 'POST', body: { move: 'next' } },
  );
}

export function useSimulateShipmentStep(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulateShipmentStep,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
    },
  });
}

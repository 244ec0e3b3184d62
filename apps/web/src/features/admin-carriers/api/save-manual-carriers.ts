import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarrierSettings, ManualCarriersUpdate } from '@store/shared/schemas/carriers';
import { apiRequest } from '../../../lib/api-client.ts';
import { carrierKeys } from './get-carrier-settings.ts';

/** PUT /api/admin/carriers/manual: the other courier's name, and the merchant's tracking pages. */
export function saveManualCarriers(input: ManualCarriersUpdate): Promise<CarrierSettings> {
  return apiRequest<CarrierSettings>('/admin/carriers/manual', { method: 'PUT', body: input });
}

export function useSaveManualCarriers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveManualCarriers,
    onSuccess: (settings) => queryClient.setQueryData(carrierKeys.settings, settings),
  });
}

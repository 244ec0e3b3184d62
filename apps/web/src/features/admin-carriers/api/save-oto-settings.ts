import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarrierSettings, OtoSettingsUpdate } from '@store/shared/schemas/carriers';
import { apiRequest } from '../../../lib/api-client.ts';
import { carrierKeys } from './get-carrier-settings.ts';

/** PUT /api/admin/carriers/oto. A secret goes out only when the admin typed a new one. */
export function saveOtoSettings(input: OtoSettingsUpdate): Promise<CarrierSettings> {
  return apiRequest<CarrierSettings>('/admin/carriers/oto', { method: 'PUT', body: input });
}

export function useSaveOtoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOtoSettings,
    onSuccess: (settings) => queryClient.setQueryData(carrierKeys.settings, settings),
  });
}

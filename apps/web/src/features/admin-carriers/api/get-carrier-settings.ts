import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarrierSettings } from '@store/shared/schemas/carriers';
import { apiRequest } from '../../../lib/api-client.ts';

/** The key the order page's shipment dialog reads the same settings under, so a save shows there too. */
export const carrierKeys = {
  settings: ['admin-carriers', 'settings'] as const,
};

export function getCarrierSettings(signal?: AbortSignal): Promise<CarrierSettings> {
  return apiRequest<CarrierSettings>('/admin/carriers/settings', { signal });
}

export function carrierSettingsQuery() {
  return queryOptions({
    queryKey: carrierKeys.settings,
    staleTime: 0,
    queryFn: ({ signal }) => getCarrierSettings(signal),
  });
}

export function useCarrierSettings() {
  return useQuery(carrierSettingsQuery());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarrierSettings } from '@store/shared/schemas/carriers';
import { apiRequest } from '../../../lib/api-client.ts';

export const carrierOptionKeys = {
  settings: ['admin-carriers', 'settings'] as const,
};

/** The carriers to ship with: the manual ones as the merchant named them, and OTO's mode. */
export function carrierOptionsQuery() {
  return queryOptions({
    queryKey: carrierOptionKeys.settings,
    staleTime: 60_000,
    queryFn: ({ signal }) => apiRequest<CarrierSettings>('/admin/carriers/settings', { signal }),
  });
}

export function useCarrierOptions() {
  return useQuery(carrierOptionsQuery());
}

/** OTO can ship: its simulator, or test and live with a refresh token. */
export function providerReady(settings: CarrierSettings | undefined): boolean {
  if (!settings) return false;
  return settings.oto.mode === 'simulator' || settings.oto.hasRefreshToken;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZatcaStatus } from '@store/shared/schemas/zatca';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsAdminKeys } from './settings-keys.ts';

/** GET /api/admin/zatca: where onboarding stands, and what reporting has left to do. */
export function getZatcaStatus(signal?: AbortSignal): Promise<ZatcaStatus> {
  return apiRequest<ZatcaStatus>('/admin/zatca', { signal });
}

export function useZatcaStatus({ enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: settingsAdminKeys.zatca(),
      queryFn: ({ signal }) => getZatcaStatus(signal),
      staleTime: 0,
      enabled,
    }),
  );
}

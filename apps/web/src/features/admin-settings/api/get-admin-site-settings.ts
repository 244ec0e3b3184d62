import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSiteSettings } from '@store/shared/schemas/settings';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsAdminKeys } from './settings-keys.ts';

/** GET /api/site-settings: every group; the SMTP password only as whether one is set. */
export function getAdminSiteSettings(signal?: AbortSignal): Promise<AdminSiteSettings> {
  return apiRequest<AdminSiteSettings>('/site-settings', { signal });
}

export const adminSiteSettingsQuery = queryOptions({
  queryKey: settingsAdminKeys.detail(),
  queryFn: ({ signal }) => getAdminSiteSettings(signal),
  staleTime: 0,
});

export function useAdminSiteSettings() {
  return useQuery(adminSiteSettingsQuery);
}

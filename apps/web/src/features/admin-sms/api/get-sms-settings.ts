import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmsSettings } from '@store/shared/schemas/sms';
import { apiRequest } from '../../../lib/api-client.ts';

export const smsKeys = {
  settings: ['admin-sms', 'settings'] as const,
};

export function getSmsSettings(signal?: AbortSignal): Promise<SmsSettings> {
  return apiRequest<SmsSettings>('/admin/sms/settings', { signal });
}

export function smsSettingsQuery() {
  return queryOptions({
    queryKey: smsKeys.settings,
    staleTime: 0,
    queryFn: ({ signal }) => getSmsSettings(signal),
  });
}

export function useSmsSettings() {
  return useQuery(smsSettingsQuery());
}

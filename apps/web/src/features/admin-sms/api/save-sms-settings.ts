import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsSettings, SmsSettingsUpdate } from '@store/shared/schemas/sms';
import { apiRequest } from '../../../lib/api-client.ts';
import { smsKeys } from './get-sms-settings.ts';

/** PUT /api/admin/sms/settings. The AppSid goes out only when the admin typed a new one. */
export function saveSmsSettings(input: SmsSettingsUpdate): Promise<SmsSettings> {
  return apiRequest<SmsSettings>('/admin/sms/settings', { method: 'PUT', body: input });
}

export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSmsSettings,
    onSuccess: (settings) => queryClient.setQueryData(smsKeys.settings, settings),
  });
}

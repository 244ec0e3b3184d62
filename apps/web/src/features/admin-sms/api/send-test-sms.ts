import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsTestMessage, SmsTestResult } from '@store/shared/schemas/sms';
import { apiRequest } from '../../../lib/api-client.ts';
import { smsKeys } from './get-sms-settings.ts';

/** POST /api/admin/sms/test-message: to the number typed, with the saved settings. */
export function sendTestSms(input: SmsTestMessage): Promise<SmsTestResult> {
  return apiRequest<SmsTestResult>('/admin/sms/test-message', { method: 'POST', body: input });
}

export function useSendTestSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestSms,
    // A message written to the outbox shows in the settings' latest messages.
    onSuccess: (result) => {
      if (result.delivery === 'outbox')
        void queryClient.invalidateQueries({ queryKey: smsKeys.settings });
    },
  });
}

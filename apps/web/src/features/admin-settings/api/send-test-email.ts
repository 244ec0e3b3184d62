import { useMutation } from '@tanstack/react-query';
import type { TestEmailResult } from '@store/shared/schemas/settings';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/site-settings/email/test: sends with the stored settings; 502 with the SMTP error. */
export function sendTestEmail(to?: string): Promise<TestEmailResult> {
  return apiRequest<TestEmailResult>('/site-settings/email/test', {
    method: 'POST',
    body: to ? { to } : {},
  });
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}

import { useMutation } from '@tanstack/react-query';
import type {
  ConnectionTestResult,
  HostedProviderName,
  MoyasarConnectionTest,
  TabbyConnectionTest,
} from '@store/shared/schemas/payment-providers';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/admin/payments/providers/{provider}/test-connection: calls the provider with the key
 * typed (not saved) or the saved one, and says how it answered. Changes nothing.
 */
export function testProviderConnection(
  provider: HostedProviderName,
  input: MoyasarConnectionTest | TabbyConnectionTest,
): Promise<ConnectionTestResult> {
  return apiRequest<ConnectionTestResult>(`/admin/payments/providers/${provider}/test-connection`, {
    method: 'POST',
    body: input,
  });
}

export function useTestProviderConnection(provider: HostedProviderName) {
  return useMutation({
    mutationFn: (input: MoyasarConnectionTest | TabbyConnectionTest) =>
      testProviderConnection(provider, input),
  });
}

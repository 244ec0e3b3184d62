import { useMutation } from '@tanstack/react-query';
import type { OtoConnectionTest } from '@store/shared/schemas/carriers';
import type { ConnectionTestResult } from '@store/shared/schemas/payment-providers';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/carriers/oto/test-connection: the mode and token typed, else those in force. */
export function testOtoConnection(input: OtoConnectionTest): Promise<ConnectionTestResult> {
  return apiRequest<ConnectionTestResult>('/admin/carriers/oto/test-connection', {
    method: 'POST',
    body: input,
  });
}

export function useTestOtoConnection() {
  return useMutation({ mutationFn: testOtoConnection });
}

import type { HostedConfirmRequest, HostedConfirmResult } from '@store/shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/moyasar/payments/confirm: the server reads the payment from Moyasar and answers paid,
 * or an error whose message is in the shopper's language; the same answer however often asked.
 */
export function confirmMoyasarPayment(request: HostedConfirmRequest): Promise<HostedConfirmResult> {
  return apiRequest<HostedConfirmResult>('/moyasar/payments/confirm', {
    method: 'POST',
    body: request,
  });
}

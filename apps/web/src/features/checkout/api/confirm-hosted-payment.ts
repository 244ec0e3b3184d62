import type { HostedProviderName } from '@store/shared/schemas/payment-providers';
import type { HostedConfirmRequest, HostedConfirmResult } from '@store/shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/{moyasar|tabby}/payments/confirm: the server reads the payment from the provider and
 * answers paid, or an error whose message is in the shopper's language; the same answer however
 * often asked.
 */
export function confirmHostedPayment(
  provider: HostedProviderName,
  request: HostedConfirmRequest,
): Promise<HostedConfirmResult> {
  return apiRequest<HostedConfirmResult>(`/${provider}/payments/confirm`, {
    method: 'POST',
    body: request,
  });
}

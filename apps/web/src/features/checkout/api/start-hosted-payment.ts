import type { HostedProviderName } from '@store/shared/schemas/payment-providers';
import type { HostedPaymentRequest, HostedPaymentStart } from '@store/shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/{moyasar|tabby}/payments: places the order and opens the provider's own payment page
 * for it. Tabby may turn the shopper away before (pre-scoring): PAYMENT_DECLINED with Tabby's
 * message in the shopper's language.
 */
export function startHostedPayment(
  provider: HostedProviderName,
  request: HostedPaymentRequest,
): Promise<HostedPaymentStart> {
  return apiRequest<HostedPaymentStart>(`/${provider}/payments`, { method: 'POST', body: request });
}

import type { HostedPaymentRequest, HostedPaymentStart } from '@store/shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/moyasar/payments: places the order and opens Moyasar's payment page for it. */
export function startMoyasarPayment(request: HostedPaymentRequest): Promise<HostedPaymentStart> {
  return apiRequest<HostedPaymentStart>('/moyasar/payments', { method: 'POST', body: request });
}

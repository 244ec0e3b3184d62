import type { PaypalCancelResult } from '@store/shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/paypal/orders/{token}/cancel: the shopper left the payment page, so the order's stock
 * goes back on sale now rather than when the reservation expires.
 */
export function cancelPaypalPayment(token: string): Promise<PaypalCancelResult> {
  return apiRequest<PaypalCancelResult>(`/paypal/orders/${encodeURIComponent(token)}/cancel`, {
    method: 'POST',
  });
}

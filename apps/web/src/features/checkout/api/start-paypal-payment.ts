import type {
  PaypalCreateOrderRequest,
  PaypalCreateOrderResult,
} from '@store/shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/paypal/orders: places the order and opens the payment; answers where to approve it. */
export function startPaypalPayment(
  request: PaypalCreateOrderRequest,
): Promise<PaypalCreateOrderResult> {
  return apiRequest<PaypalCreateOrderResult>('/paypal/orders', { method: 'POST', body: request });
}

import type { PaypalCaptureResult } from '@store/shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/paypal/orders/{token}/capture: takes the approved payment; safe to repeat. */
export function capturePaypalPayment(token: string): Promise<PaypalCaptureResult> {
  return apiRequest<PaypalCaptureResult>(`/paypal/orders/${encodeURIComponent(token)}/capture`, {
    method: 'POST',
  });
}

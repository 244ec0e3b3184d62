import type { CodOrderRequest, PublicOrder } from '@store/shared/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/orders: a cash-on-delivery order, saved with its stock reserved. */
export function placeCodOrder(order: CodOrderRequest): Promise<PublicOrder> {
  return apiRequest<PublicOrder>('/orders', { method: 'POST', body: order });
}

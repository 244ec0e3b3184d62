import { useMutation } from '@tanstack/react-query';
import type { BuyAgain } from '@store/shared/schemas/accounts';
import { shopperRequest } from './shopper-request.ts';

/** GET /api/account/orders/{orderNumber}/buy-again: the order's products as sold today. */
export function getBuyAgain(orderNumber: string): Promise<BuyAgain> {
  return shopperRequest<BuyAgain>(`/account/orders/${encodeURIComponent(orderNumber)}/buy-again`);
}

/** Asked when the shopper presses "Buy again", not before (a mutation: one answer per press). */
export function useBuyAgain() {
  return useMutation({ mutationFn: getBuyAgain });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnableOrder } from '@store/shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client.ts';
import { returnKeys } from './return-keys.ts';

/** GET /api/returns/order/{orderNumber}?email=: its lines, what may come back, its requests. */
export function getReturnableOrder(
  orderNumber: string,
  email: string,
  signal?: AbortSignal,
): Promise<ReturnableOrder> {
  return apiRequest<ReturnableOrder>(`/returns/order/${encodeURIComponent(orderNumber)}`, {
    query: { email },
    signal,
  });
}

export function returnableOrderQuery(orderNumber: string, email: string) {
  return queryOptions({
    queryKey: returnKeys.order(orderNumber, email),
    queryFn: ({ signal }) => getReturnableOrder(orderNumber, email, signal),
    // Personal data: not kept once the page is left.
    gcTime: 0,
    retry: false,
  });
}

export function useReturnableOrder(orderNumber: string, email: string | null) {
  return useQuery({
    ...returnableOrderQuery(orderNumber, email ?? ''),
    enabled: Boolean(orderNumber && email),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderTracking } from '@store/shared/schemas/order-tracking';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/**
 * GET /api/orders/public/{orderNumber}?email=: status, items, course, parcels and delivery; 404
 * unless the email matches.
 */
export function getPublicOrder(
  orderNumber: string,
  email: string,
  signal?: AbortSignal,
): Promise<OrderTracking> {
  return apiRequest<OrderTracking>(`/orders/public/${encodeURIComponent(orderNumber)}`, {
    query: { email },
    signal,
  });
}

export function publicOrderQuery(orderNumber: string, email: string) {
  return queryOptions({
    queryKey: orderKeys.public(orderNumber, email),
    queryFn: ({ signal }) => getPublicOrder(orderNumber, email, signal),
    // Personal data: not kept once the page is left.
    gcTime: 0,
    retry: false,
  });
}

/** The order for the success page, when this tab knows the email it was placed with. */
export function usePublicOrder(orderNumber: string | undefined, email: string | undefined) {
  return useQuery({
    ...publicOrderQuery(orderNumber ?? '', email ?? ''),
    enabled: Boolean(orderNumber && email),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { CheckoutDetails } from '@store/shared/schemas/accounts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/account/checkout-details: the signed-in shopper's name, verified phone and email and
 * default address, or `signedIn: false` for a guest. Sent with the shopper's cookie and never the
 * admin's token (an admin placing an order is a guest here).
 */
export function getCheckoutDetails(signal?: AbortSignal): Promise<CheckoutDetails> {
  return apiRequest<CheckoutDetails>('/account/checkout-details', {
    signal,
    session: { token: null },
  });
}

export function useCheckoutDetails() {
  return useQuery({
    queryKey: ['account', 'checkout-details'] as const,
    queryFn: ({ signal }) => getCheckoutDetails(signal),
    retry: false,
    staleTime: 0,
    // Personal data: not kept once the page is left.
    gcTime: 0,
  });
}

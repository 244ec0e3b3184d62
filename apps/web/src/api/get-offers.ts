import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicOffer } from '@store/shared/schemas/offers';
import { apiRequest } from '../lib/api-client.ts';

/** Query keys of the store's automatic offers (decision 037). */
export const offerKeys = {
  all: ['offers'] as const,
  active: () => [...offerKeys.all, 'active'] as const,
};

const NONE: PublicOffer[] = [];

/** GET /api/public/offers: the automatic offers running now, in their order of application. */
export function getOffers(signal?: AbortSignal): Promise<PublicOffer[]> {
  return apiRequest<PublicOffer[]>('/public/offers', { signal });
}

export const offersQuery = queryOptions({
  queryKey: offerKeys.active(),
  queryFn: ({ signal }) => getOffers(signal),
  staleTime: 60_000,
});

/**
 * The offers the cart, the checkout and the product page pass to `computeOrderTotals` or
 * `offerForProduct`, the same ones the server applies; none until they arrive. `ready` once the
 * read has answered, or failed for good (the server's total check then has the last word).
 */
export function useOffers(enabled = true): { offers: PublicOffer[]; ready: boolean } {
  const query = useQuery({ ...offersQuery, enabled });
  return { offers: query.data ?? NONE, ready: query.isSuccess || query.isError };
}

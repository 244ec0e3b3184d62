import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicShippingOptions } from '@store/shared/schemas/shipping';
import { apiRequest } from '../lib/api-client.ts';
import { shippingKeys } from './shipping-keys.ts';

/** Saudi Arabia only, and no free-delivery note, until the server says otherwise. */
const FALLBACK: PublicShippingOptions = { countries: ['SA'], freeShipping: null };

/** GET /api/public/shipping/options: the countries the checkout offers and the free-delivery rule. */
export function getShippingOptions(signal?: AbortSignal): Promise<PublicShippingOptions> {
  return apiRequest<PublicShippingOptions>('/public/shipping/options', { signal });
}

export const shippingOptionsQuery = queryOptions({
  queryKey: shippingKeys.options(),
  queryFn: ({ signal }) => getShippingOptions(signal),
  staleTime: 60_000,
});

export function useShippingOptions(): PublicShippingOptions {
  return useQuery(shippingOptionsQuery).data ?? FALLBACK;
}

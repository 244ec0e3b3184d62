import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ShippingQuote, ShippingQuoteRequest } from '@store/shared/schemas/shipping';
import { apiRequest } from '../lib/api-client.ts';
import type { CartItem } from '../stores/cart-rules.ts';
import { shippingKeys } from './shipping-keys.ts';

/** POST /api/public/shipping/quote: the delivery methods and prices for this cart and address. */
export function getShippingQuote(
  request: ShippingQuoteRequest,
  signal?: AbortSignal,
): Promise<ShippingQuote> {
  return apiRequest<ShippingQuote>('/public/shipping/quote', {
    method: 'POST',
    body: request,
    signal,
  });
}

/**
 * What delivery costs for the cart to this place, priced by the server from its own prices and
 * weights. Asked only once the place is known (a Saudi city, or another Gulf country).
 */
export function useShippingQuote(
  place: { countryCode: string; cityId: string | null },
  items: readonly CartItem[],
) {
  const request: ShippingQuoteRequest = {
    countryCode: place.countryCode,
    cityId: place.cityId,
    items: items.map(({ product, quantity }) => ({ productId: product.id, quantity })),
  };
  const known = place.countryCode !== 'SA' || place.cityId !== null;
  return useQuery({
    queryKey: shippingKeys.quote(request),
    queryFn: ({ signal }) => getShippingQuote(request, signal),
    enabled: known && items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

import type { ShippingQuoteRequest } from '@store/shared/schemas/shipping';

/** Query keys of where the store delivers and what delivery costs. */
export const shippingKeys = {
  all: ['shipping'] as const,
  options: () => [...shippingKeys.all, 'options'] as const,
  quote: (request: ShippingQuoteRequest) => [...shippingKeys.all, 'quote', request] as const,
};

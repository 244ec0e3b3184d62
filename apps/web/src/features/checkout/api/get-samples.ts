import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SampleOfferView } from '@store/shared/schemas/catalog';
import { apiRequest } from '../../../lib/api-client.ts';

export const sampleKeys = {
  all: ['samples'] as const,
  offered: () => [...sampleKeys.all, 'offered'] as const,
};

/** GET /api/public/samples: the products a shopper may choose as free samples (decision 036). */
export function getSamples(signal?: AbortSignal): Promise<SampleOfferView[]> {
  return apiRequest<SampleOfferView[]>('/public/samples', { signal });
}

/** Asked only when the store offers samples at all; the vials left change with each order. */
export function useSamples(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: sampleKeys.offered(),
      queryFn: ({ signal }) => getSamples(signal),
      enabled,
      staleTime: 30_000,
    }),
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicReturnPolicy } from '@store/shared/schemas/returns';
import { apiRequest } from '../lib/api-client.ts';

/** GET /api/returns/policy: the window, the rule for opened bottles, the policy's text. */
export function getReturnPolicy(signal?: AbortSignal): Promise<PublicReturnPolicy> {
  return apiRequest<PublicReturnPolicy>('/returns/policy', { signal });
}

/**
 * Shared: the return policy page shows it, and the product page's structured data states it
 * (part of that page's first screen, src/app/route-table.ts).
 */
export const returnPolicyQuery = queryOptions({
  queryKey: ['returns', 'policy'] as const,
  queryFn: ({ signal }) => getReturnPolicy(signal),
  staleTime: 60_000,
});

export function useReturnPolicy() {
  return useQuery(returnPolicyQuery);
}

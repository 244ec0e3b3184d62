import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicReturnPolicy } from '@store/shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client.ts';
import { returnKeys } from './return-keys.ts';

/** GET /api/returns/policy: the window, the rule for opened bottles, the policy's text. */
export function getReturnPolicy(signal?: AbortSignal): Promise<PublicReturnPolicy> {
  return apiRequest<PublicReturnPolicy>('/returns/policy', { signal });
}

export function returnPolicyQuery() {
  return queryOptions({
    queryKey: returnKeys.policy(),
    queryFn: ({ signal }) => getReturnPolicy(signal),
  });
}

export function useReturnPolicy() {
  return useQuery(returnPolicyQuery());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicMarketingTags } from '@store/shared/schemas/marketing-tags';
import { apiRequest } from '../../../lib/api-client.ts';

export const marketingTagKeys = {
  public: ['marketing-tags', 'public'] as const,
};

/** GET /api/public/marketing-tags: the IDs of the tags in force, and their version. */
export function getMarketingTags(signal?: AbortSignal): Promise<PublicMarketingTags> {
  return apiRequest<PublicMarketingTags>('/public/marketing-tags', { signal });
}

export function useMarketingTags() {
  return useQuery(
    queryOptions({
      queryKey: marketingTagKeys.public,
      queryFn: ({ signal }) => getMarketingTags(signal),
      staleTime: 5 * 60_000,
    }),
  );
}

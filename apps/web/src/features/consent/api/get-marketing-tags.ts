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

/** Part of every storefront page's first screen (src/app/route-table.ts): no request of its own. */
export const marketingTagsQuery = queryOptions({
  queryKey: marketingTagKeys.public,
  queryFn: ({ signal }) => getMarketingTags(signal),
  staleTime: 5 * 60_000,
});

export function useMarketingTags() {
  return useQuery(marketingTagsQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMarketingTags } from '@store/shared/schemas/marketing-tags';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminMarketingKeys = {
  tags: ['admin-marketing', 'tags'] as const,
};

/** GET /api/admin/marketing-tags: every tag's ID and whether it is on. */
export function getAdminMarketingTags(signal?: AbortSignal): Promise<AdminMarketingTags> {
  return apiRequest<AdminMarketingTags>('/admin/marketing-tags', { signal });
}

export function useAdminMarketingTags() {
  return useQuery(
    queryOptions({
      queryKey: adminMarketingKeys.tags,
      staleTime: 0,
      queryFn: ({ signal }) => getAdminMarketingTags(signal),
    }),
  );
}

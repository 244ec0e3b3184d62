import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMarketingTags, MarketingTagsInput } from '@store/shared/schemas/marketing-tags';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminMarketingKeys } from './get-marketing-tags.ts';

/** PUT /api/admin/marketing-tags */
export function saveMarketingTags(input: MarketingTagsInput): Promise<AdminMarketingTags> {
  return apiRequest<AdminMarketingTags>('/admin/marketing-tags', { method: 'PUT', body: input });
}

export function useSaveMarketingTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarketingTags,
    onSuccess: (saved) => queryClient.setQueryData(adminMarketingKeys.tags, saved),
  });
}

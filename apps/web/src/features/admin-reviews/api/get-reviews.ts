import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminReview, AdminReviewListQuery } from '@store/shared/schemas/reviews';
import { apiList, apiRequest, type ListResult } from '../../../lib/api-client.ts';

export const adminReviewKeys = {
  all: ['admin', 'reviews'] as const,
  lists: () => [...adminReviewKeys.all, 'list'] as const,
  list: (query: AdminReviewListQuery) => [...adminReviewKeys.lists(), query] as const,
};

/** GET /api/admin/reviews: the moderation queue, pending first, by status and rating. */
export function getReviews(
  query: AdminReviewListQuery,
  signal?: AbortSignal,
): Promise<ListResult<AdminReview>> {
  return apiList<AdminReview>('/admin/reviews', { query: { ...query }, signal });
}

export function useReviews(query: AdminReviewListQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminReviewKeys.list(query),
      staleTime: 0,
      queryFn: ({ signal }) => getReviews(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export type ReviewModeration = { action: 'approve' | 'hide' } | { action: 'reply'; reply: string };

/** Approve, hide or answer a review; the product's page follows at once (the server's cache). */
export function moderateReview(id: string, change: ReviewModeration): Promise<AdminReview> {
  const path = `/admin/reviews/${encodeURIComponent(id)}/${change.action}`;
  return change.action === 'reply'
    ? apiRequest<AdminReview>(path, { method: 'PUT', body: { reply: change.reply } })
    : apiRequest<AdminReview>(path, { method: 'POST' });
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ReviewModeration }) =>
      moderateReview(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReviewKeys.lists() }),
  });
}

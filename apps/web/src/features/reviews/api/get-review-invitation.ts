import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewInvitation } from '@store/shared/schemas/reviews';
import { apiRequest } from '../../../lib/api-client.ts';

export const reviewKeys = {
  all: ['review-requests'] as const,
  invitation: (token: string) => [...reviewKeys.all, token] as const,
};

/** GET /api/review-requests/{token}: what the link lets the buyer review, or why not. */
export function getReviewInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<ReviewInvitation> {
  return apiRequest<ReviewInvitation>(`/review-requests/${encodeURIComponent(token)}`, { signal });
}

export function useReviewInvitation(token: string) {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.invitation(token),
      queryFn: ({ signal }) => getReviewInvitation(token, signal),
      // A buyer's name and order: not kept once the page is left; a refusal is final.
      gcTime: 0,
      retry: false,
      enabled: Boolean(token),
    }),
  );
}

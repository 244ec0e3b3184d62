import { useMutation } from '@tanstack/react-query';
import type { ReviewSubmission } from '@store/shared/schemas/reviews';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/review-requests/{token}: the buyer's reviews, all or none; the link is then used. */
export function submitReviews(token: string, submission: ReviewSubmission) {
  return apiRequest<{ count: number }>(`/review-requests/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: submission,
  });
}

export function useSubmitReviews(token: string) {
  return useMutation({
    mutationFn: (submission: ReviewSubmission) => submitReviews(token, submission),
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_LIMITS } from '@store/shared/review-limits';
import type { ProductReviews, ReviewSort } from '@store/shared/schemas/reviews';
import { productKeys } from '../../../api/product-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ProductReviewsQuery {
  sort: ReviewSort;
  page: number;
}

/**
 * GET /api/products/{id}/reviews: the approved reviews, a page at a time, with their summary. By
 * the segment of the page's address, as the product itself (the first page is in the page's
 * first screen: src/app/first-screen-requests.ts asks the same URL).
 */
export function getProductReviews(
  productId: string,
  query: ProductReviewsQuery,
  signal?: AbortSignal,
): Promise<ProductReviews> {
  return apiRequest<ProductReviews>(`/products/${encodeURIComponent(productId)}/reviews`, {
    query: { sort: query.sort, page: query.page, limit: REVIEW_LIMITS.pageSize },
    signal,
  });
}

export function productReviewsQuery(productId: string, query: ProductReviewsQuery) {
  return queryOptions({
    queryKey: [...productKeys.detail(productId), 'reviews', query] as const,
    queryFn: ({ signal }) => getProductReviews(productId, query, signal),
    // The page shown stays while the next loads: no jump when sorting or paging.
    placeholderData: keepPreviousData,
  });
}

export function useProductReviews(productId: string, query: ProductReviewsQuery) {
  return useQuery(productReviewsQuery(productId, query));
}

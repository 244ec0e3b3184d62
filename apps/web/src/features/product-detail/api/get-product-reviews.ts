import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductReviews, ReviewSort } from '@store/shared/schemas/reviews';
import { productKeys } from '../../../api/product-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ProductReviewsQuery {
  sort: ReviewSort;
  page: number;
}

/** Reviews shown at a time on the product page. */
export const REVIEWS_PER_PAGE = 5;

/** GET /api/products/{id}/reviews: the approved reviews, a page at a time, with their summary. */
export function getProductReviews(
  productId: string,
  query: ProductReviewsQuery,
  signal?: AbortSignal,
): Promise<ProductReviews> {
  return apiRequest<ProductReviews>(`/products/${encodeURIComponent(productId)}/reviews`, {
    query: { sort: query.sort, page: query.page, limit: REVIEWS_PER_PAGE },
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

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPromotion, AdminPromotionListQuery } from '@store/shared/schemas/promotions';
import { apiList, type ListResult } from '../../../lib/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** GET /api/admin/promotions: the codes, newest first, searched and filtered. */
export function getPromotions(
  query: AdminPromotionListQuery,
  signal?: AbortSignal,
): Promise<ListResult<AdminPromotion>> {
  return apiList<AdminPromotion>('/admin/promotions', { query: { ...query }, signal });
}

export function usePromotions(query: AdminPromotionListQuery) {
  return useQuery({
    queryKey: promotionKeys.list(query),
    queryFn: ({ signal }) => getPromotions(query, signal),
    // Uses change with every order: read afresh when the screen opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

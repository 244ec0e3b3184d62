import { useQuery } from '@tanstack/react-query';
import type { PromotionUsage } from '@store/shared/schemas/promotions';
import { apiRequest } from '../../../lib/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** GET /api/admin/promotions/{id}: the code and every order that used it. */
export function getPromotion(id: string, signal?: AbortSignal): Promise<PromotionUsage> {
  return apiRequest<PromotionUsage>(`/admin/promotions/${encodeURIComponent(id)}`, { signal });
}

export function usePromotion(id: string) {
  return useQuery({
    queryKey: promotionKeys.detail(id),
    queryFn: ({ signal }) => getPromotion(id, signal),
    staleTime: 0,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPromotion } from '@store/shared/schemas/promotions';
import { apiRequest } from '../../../lib/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** PUT /api/admin/promotions/{id}/active: deactivate a code (or switch it back on). */
export function setPromotionActive(id: string, active: boolean): Promise<AdminPromotion> {
  return apiRequest<AdminPromotion>(`/admin/promotions/${encodeURIComponent(id)}/active`, {
    method: 'PUT',
    body: { active },
  });
}

/** POST /api/admin/promotions/{id}/duplicate: a copy under a new code, switched off. */
export function duplicatePromotion(id: string): Promise<AdminPromotion> {
  return apiRequest<AdminPromotion>(`/admin/promotions/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
  });
}

export function useSetPromotionActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setPromotionActive(id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

export function useDuplicatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => duplicatePromotion(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

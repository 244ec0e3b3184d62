import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPromotion, PromotionInputParsed } from '@store/shared/schemas/promotions';
import { apiRequest } from '../../../lib/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** POST /api/admin/promotions, or PUT /api/admin/promotions/{id} for an existing code. */
export function savePromotion(
  id: string | null,
  input: PromotionInputParsed,
): Promise<AdminPromotion> {
  return id
    ? apiRequest<AdminPromotion>(`/admin/promotions/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
      })
    : apiRequest<AdminPromotion>('/admin/promotions', { method: 'POST', body: input });
}

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PromotionInputParsed }) =>
      savePromotion(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

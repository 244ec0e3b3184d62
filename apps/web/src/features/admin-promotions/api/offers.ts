import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOffer, OfferInput } from '@store/shared/schemas/offers';
import { apiRequest } from '../../../lib/api-client.ts';

const offerKeys = { all: ['admin', 'offers'] as const };

/** GET /api/admin/offers: every offer, in the order they apply, with its state now. */
export function useOffers() {
  return useQuery({
    queryKey: offerKeys.all,
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest<AdminOffer[]>('/admin/offers', { signal }),
  });
}

/** POST /api/admin/offers, or PUT /api/admin/offers/{id} for an offer being edited. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: OfferInput }) =>
      apiRequest<AdminOffer>(id ? `/admin/offers/${encodeURIComponent(id)}` : '/admin/offers', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

/** PUT /api/admin/offers/{id}/active: switched off (kept: orders name it) or on again. */
export function useSetOfferActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest<AdminOffer>(`/admin/offers/${encodeURIComponent(id)}/active`, {
        method: 'PUT',
        body: { active },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

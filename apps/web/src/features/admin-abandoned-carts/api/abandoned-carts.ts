import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AbandonedCart,
  AbandonedCartTotals,
  CartRecoverySettings,
  CartRecoveryState,
} from '@store/shared/schemas/cart-recovery';
import type { Pagination } from '@store/shared/schemas/common';
import { apiEnvelope, apiRequest } from '../../../lib/api-client.ts';

const keys = {
  all: ['admin', 'abandoned-carts'] as const,
  list: (state: CartRecoveryState | '', page: number) =>
    [...keys.all, 'list', state, page] as const,
  settings: () => [...keys.all, 'settings'] as const,
};

/** GET /api/admin/abandoned-carts: a page of carts, newest activity first, and what was recovered. */
export function useAbandonedCarts(state: CartRecoveryState | '', page: number) {
  return useQuery({
    queryKey: keys.list(state, page),
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const answer = await apiEnvelope<{
        data: AbandonedCart[];
        pagination: Pagination;
        totals: AbandonedCartTotals;
      }>('/admin/abandoned-carts', { query: { state, page }, signal });
      return { items: answer.data, pagination: answer.pagination, totals: answer.totals };
    },
  });
}

export function useCartRecoverySettings() {
  return useQuery({
    queryKey: keys.settings(),
    queryFn: ({ signal }) =>
      apiRequest<CartRecoverySettings>('/admin/abandoned-carts/settings', { signal }),
  });
}

export function useSaveCartRecoverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CartRecoverySettings) =>
      apiRequest<CartRecoverySettings>('/admin/abandoned-carts/settings', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (saved) => queryClient.setQueryData(keys.settings(), saved),
  });
}

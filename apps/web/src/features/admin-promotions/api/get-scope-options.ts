import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { Category } from '@store/shared/schemas/catalog';
import type { AdminProduct } from '@store/shared/schemas/catalog-admin';
import { apiList, apiRequest } from '../../../lib/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** Every category, for a code restricted to (or excluding) some. */
export function useScopeCategories() {
  return useQuery({
    queryKey: promotionKeys.scope(),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ categories: Category[] }>('/categories', {
          query: { limit: 100 },
          signal,
        })
      ).categories,
    staleTime: 60_000,
  });
}

/** Products matching what the admin typed, to add to a code's products. */
export function useProductSearch(search: string) {
  return useQuery({
    queryKey: promotionKeys.products(search),
    queryFn: async ({ signal }) =>
      (
        await apiList<AdminProduct>('/admin/products', {
          query: { search: search || undefined, limit: 8 },
          signal,
        })
      ).items,
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The products a code names, by id, for their names on the chips. */
export function useNamedProducts(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: promotionKeys.product(id),
      // The product comes wrapped, as `{ product }` (adminProductOneSchema).
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await apiRequest<{ product: AdminProduct }>(`/admin/products/${encodeURIComponent(id)}`, {
            signal,
          })
        ).product,
      staleTime: 60_000,
      retry: false,
    })),
  });
}

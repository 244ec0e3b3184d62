import { useQuery } from '@tanstack/react-query';
import type { Category } from '@store/shared/schemas/catalog';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminProductKeys } from './admin-product-keys.ts';

/** Every category, active or not, for the product form's and the filters' category choice. */
export async function getCategoryOptions(signal?: AbortSignal): Promise<Category[]> {
  const data = await apiRequest<{ categories: Category[] }>('/categories', {
    query: { limit: 100 },
    signal,
  });
  return data.categories;
}

export function useCategoryOptions() {
  return useQuery({
    queryKey: adminProductKeys.categoryOptions(),
    queryFn: ({ signal }) => getCategoryOptions(signal),
    staleTime: 60_000,
  });
}

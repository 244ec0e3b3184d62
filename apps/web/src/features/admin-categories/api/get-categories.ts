import { useQuery } from '@tanstack/react-query';
import type { Category } from '@store/shared/schemas/catalog';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCategoryKeys } from './admin-category-keys.ts';

/** Every category, active or not, in display order (GET /api/categories). */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const data = await apiRequest<{ categories: Category[] }>('/categories', {
    query: { limit: 100 },
    signal,
  });
  return data.categories;
}

export function useCategories() {
  return useQuery({
    queryKey: adminCategoryKeys.list(),
    queryFn: ({ signal }) => getCategories(signal),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { categoryStatsListSchema } from '@store/shared/schemas/catalog';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCategoryKeys } from './admin-category-keys.ts';

export type CategoryStatsList = z.infer<typeof categoryStatsListSchema>;

/** Products (and those in stock) per category, with totals (GET /api/categories/stats). */
export function getCategoryStats(signal?: AbortSignal): Promise<CategoryStatsList> {
  return apiRequest<CategoryStatsList>('/categories/stats', { signal });
}

export function useCategoryStats() {
  return useQuery({
    queryKey: adminCategoryKeys.stats(),
    queryFn: ({ signal }) => getCategoryStats(signal),
  });
}

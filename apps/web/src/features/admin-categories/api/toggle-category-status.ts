import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@store/shared/schemas/catalog';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateCategories } from './invalidate-categories.ts';

/** PATCH /api/categories/{id}/toggle-status: active ↔ inactive. */
export async function toggleCategoryStatus(id: string): Promise<Category> {
  const data = await apiRequest<{ category: Category }>(
    `/categories/${encodeURIComponent(id)}/toggle-status`,
    { method: 'PATCH' },
  );
  return data.category;
}

export function useToggleCategoryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCategoryStatus,
    onSuccess: () => invalidateCategories(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateCategories } from './invalidate-categories.ts';

/** DELETE /api/categories/{id}: refused (409) while products belong to it. */
export function deleteCategory(id: string): Promise<{ _id: string }> {
  return apiRequest<{ _id: string }>(`/categories/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => invalidateCategories(queryClient),
  });
}

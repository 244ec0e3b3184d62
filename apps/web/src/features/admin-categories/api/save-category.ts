import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@store/shared/schemas/catalog';
import type { CategoryInput } from '@store/shared/schemas/catalog-admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateCategories } from './invalidate-categories.ts';

/** POST /api/categories (no id) or PUT /api/categories/{id}. */
export async function saveCategory(
  id: string | undefined,
  input: CategoryInput,
): Promise<Category> {
  const data = await apiRequest<{ category: Category }>(
    id ? `/categories/${encodeURIComponent(id)}` : '/categories',
    { method: id ? 'PUT' : 'POST', body: input },
  );
  return data.category;
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CategoryInput }) => saveCategory(id, input),
    onSuccess: () => invalidateCategories(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@store/shared/schemas/catalog';
import type { CategoryReorder } from '@store/shared/schemas/catalog-admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCategoryKeys } from './admin-category-keys.ts';
import { invalidateCategories } from './invalidate-categories.ts';

/** PATCH /api/categories/reorder body {categoryOrders: [{id, sortOrder}]}. */
export async function reorderCategories(body: CategoryReorder): Promise<Category[]> {
  const data = await apiRequest<{ categories: Category[] }>('/categories/reorder', {
    method: 'PATCH',
    body,
  });
  return data.categories;
}

/** Shows the new order at once; puts the old one back if the server refuses. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: Category[]) =>
      reorderCategories({
        categoryOrders: ordered.map((category, index) => ({
          id: category._id,
          sortOrder: index + 1,
        })),
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: adminCategoryKeys.list() });
      const previous = queryClient.getQueryData<Category[]>(adminCategoryKeys.list());
      queryClient.setQueryData(
        adminCategoryKeys.list(),
        ordered.map((category, index) => ({ ...category, sortOrder: index + 1 })),
      );
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(adminCategoryKeys.list(), context.previous);
    },
    onSettled: () => invalidateCategories(queryClient),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@store/shared/schemas/catalog';
import { categoryKeys } from '../../../api/product-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getCategoryBySlug(slug: string, signal?: AbortSignal): Promise<Category> {
  const data = await apiRequest<{ category: Category }>(
    `/categories/slug/${encodeURIComponent(slug)}`,
    { signal },
  );
  return data.category;
}

export function categoryBySlugQuery(slug: string) {
  return queryOptions({
    queryKey: categoryKeys.bySlug(slug),
    queryFn: ({ signal }) => getCategoryBySlug(slug, signal),
  });
}

export function useCategoryBySlug(slug: string) {
  return useQuery(categoryBySlugQuery(slug));
}

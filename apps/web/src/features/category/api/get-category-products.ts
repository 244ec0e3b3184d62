import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductListQueryInput } from '@store/shared/schemas/catalog';
import { categoryKeys } from '../../../api/product-keys.ts';
import { apiList, type ListResult } from '../../../lib/api-client.ts';

export function getCategoryProducts(
  categoryId: string,
  query: ProductListQueryInput,
  signal?: AbortSignal,
): Promise<ListResult<Product>> {
  return apiList<Product>(`/categories/${encodeURIComponent(categoryId)}/products`, {
    query: { ...query },
    signal,
  });
}

export function categoryProductsQuery(categoryId: string, query: ProductListQueryInput) {
  return queryOptions({
    queryKey: categoryKeys.products(categoryId, query),
    queryFn: ({ signal }) => getCategoryProducts(categoryId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCategoryProducts(categoryId: string | undefined, query: ProductListQueryInput) {
  return useQuery({
    ...categoryProductsQuery(categoryId ?? '', query),
    enabled: Boolean(categoryId),
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductListQueryInput } from '@store/shared/schemas/catalog';
import { productKeys } from '../../../api/product-keys.ts';
import { apiList, type ListResult } from '../../../lib/api-client.ts';

export function getProducts(
  query: ProductListQueryInput,
  signal?: AbortSignal,
): Promise<ListResult<Product>> {
  return apiList<Product>('/products', { query: { ...query }, signal });
}

export function productsQuery(query: ProductListQueryInput) {
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    // Keep the previous page on screen while the next filter loads: no flash of skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(query: ProductListQueryInput) {
  return useQuery(productsQuery(query));
}

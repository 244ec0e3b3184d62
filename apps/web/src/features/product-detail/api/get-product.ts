import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@store/shared/schemas/catalog';
import { productKeys } from '../../../api/product-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function productQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

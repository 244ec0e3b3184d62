import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct, AdminProductListQueryInput } from '@store/shared/schemas/catalog-admin';
import { apiList, type ListResult } from '../../../lib/api-client.ts';
import { adminProductKeys } from './admin-product-keys.ts';

export function getAdminProducts(
  query: AdminProductListQueryInput,
  signal?: AbortSignal,
): Promise<ListResult<AdminProduct>> {
  return apiList<AdminProduct>('/admin/products', { query: { ...query }, signal });
}

export function adminProductsQuery(query: AdminProductListQueryInput) {
  return queryOptions({
    queryKey: adminProductKeys.list(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(query: AdminProductListQueryInput) {
  return useQuery(adminProductsQuery(query));
}

import { useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@store/shared/schemas/catalog-admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminProductKeys } from './admin-product-keys.ts';

export async function getAdminProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  const data = await apiRequest<{ product: AdminProduct }>(
    `/admin/products/${encodeURIComponent(id)}`,
    { signal },
  );
  return data.product;
}

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: adminProductKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getAdminProduct(id!, signal),
    enabled: Boolean(id),
  });
}

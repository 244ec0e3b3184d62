import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductInput } from '@store/shared/schemas/catalog-admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminProductKeys } from './admin-product-keys.ts';
import { invalidateCatalog } from './invalidate-catalog.ts';

/** POST /api/products (no id) or PUT /api/products/{id}: the whole product. */
export async function saveProduct(
  id: string | undefined,
  input: ProductInput,
): Promise<AdminProduct> {
  const data = await apiRequest<{ product: AdminProduct }>(
    id ? `/products/${encodeURIComponent(id)}` : '/products',
    { method: id ? 'PUT' : 'POST', body: input },
  );
  return data.product;
}

export function useSaveProduct(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => saveProduct(id, input),
    onSuccess: async (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product._id), product);
      await invalidateCatalog(queryClient);
    },
  });
}

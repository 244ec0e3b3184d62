import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, StockUpdate } from '@store/shared/schemas/catalog-admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminProductKeys } from './admin-product-keys.ts';
import { invalidateCatalog } from './invalidate-catalog.ts';

/** PATCH /api/products/{id}/stock. */
export async function updateStock(id: string, update: StockUpdate): Promise<AdminProduct> {
  const data = await apiRequest<{ product: AdminProduct }>(
    `/products/${encodeURIComponent(id)}/stock`,
    { method: 'PATCH', body: update },
  );
  return data.product;
}

export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: StockUpdate }) => updateStock(id, update),
    onSuccess: async (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product._id), product);
      await invalidateCatalog(queryClient);
    },
  });
}

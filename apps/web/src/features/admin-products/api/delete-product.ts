import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminProductKeys } from './admin-product-keys.ts';
import { invalidateCatalog } from './invalidate-catalog.ts';

export function deleteProduct(id: string): Promise<{ _id: string }> {
  return apiRequest<{ _id: string }>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: adminProductKeys.detail(id) });
      await invalidateCatalog(queryClient);
    },
  });
}

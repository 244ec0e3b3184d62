import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkStockResult, BulkStockUpdate } from '@store/shared/schemas/catalog-admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateCatalog } from './invalidate-catalog.ts';

/** PATCH /api/products/bulk/stock: each row applies or fails on its own. */
export function bulkUpdateStock(body: BulkStockUpdate): Promise<BulkStockResult> {
  return apiRequest<BulkStockResult>('/products/bulk/stock', { method: 'PATCH', body });
}

export function useBulkUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateStock,
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

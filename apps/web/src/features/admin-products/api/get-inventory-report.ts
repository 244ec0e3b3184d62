import { useQuery } from '@tanstack/react-query';
import type { InventoryReport } from '@store/shared/schemas/catalog-admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminProductKeys } from './admin-product-keys.ts';

/** GET /api/products/inventory/report (threshold 5 unless given). */
export function getInventoryReport(
  lowStockThreshold: number,
  signal?: AbortSignal,
): Promise<InventoryReport> {
  return apiRequest<InventoryReport>('/products/inventory/report', {
    query: { lowStockThreshold },
    signal,
  });
}

export function useInventoryReport(lowStockThreshold: number) {
  return useQuery({
    queryKey: adminProductKeys.inventory(lowStockThreshold),
    queryFn: ({ signal }) => getInventoryReport(lowStockThreshold, signal),
  });
}

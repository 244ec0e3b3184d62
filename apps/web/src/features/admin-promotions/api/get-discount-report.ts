import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DiscountReport, DiscountReportQuery } from '@store/shared/schemas/promotions';
import { apiRequest } from '../../../lib/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** GET /api/admin/reports/discounts: sales before and after codes, revenue per code. */
export function getDiscountReport(
  query: DiscountReportQuery,
  signal?: AbortSignal,
): Promise<DiscountReport> {
  return apiRequest<DiscountReport>('/admin/reports/discounts', { query: { ...query }, signal });
}

export function useDiscountReport(query: DiscountReportQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...promotionKeys.all, 'report', query] as const,
    queryFn: ({ signal }) => getDiscountReport(query, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OfferReport, OfferReportQuery } from '@store/shared/schemas/offers';
import { apiRequest } from '../../../lib/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** GET /api/admin/reports/offers: each automatic offer's orders, saving and revenue. */
export function getOfferReport(
  query: OfferReportQuery,
  signal?: AbortSignal,
): Promise<OfferReport> {
  return apiRequest<OfferReport>('/admin/reports/offers', { query: { ...query }, signal });
}

export function useOfferReport(query: OfferReportQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...promotionKeys.all, 'offer-report', query] as const,
    queryFn: ({ signal }) => getOfferReport(query, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

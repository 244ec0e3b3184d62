import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxDocumentsQuery, TaxDocumentsTotals } from '@store/shared/schemas/tax-documents';
import { apiRequest } from '../../../lib/api-client.ts';
import { taxDocumentKeys } from './tax-document-keys.ts';

type TotalsQuery = Omit<TaxDocumentsQuery, 'page' | 'limit'>;

/** GET /api/admin/tax-documents/totals: counts and SAR sums over every page of the filters. */
export function getTaxDocumentsTotals(
  query: TotalsQuery,
  signal?: AbortSignal,
): Promise<TaxDocumentsTotals> {
  return apiRequest<TaxDocumentsTotals>('/admin/tax-documents/totals', {
    query: { ...query },
    signal,
  });
}

export function useTaxDocumentsTotals(query: TotalsQuery) {
  return useQuery(
    queryOptions({
      queryKey: taxDocumentKeys.totals(query),
      queryFn: ({ signal }) => getTaxDocumentsTotals(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxDocumentSummary, TaxDocumentsQuery } from '@store/shared/schemas/tax-documents';
import { apiList, type ListResult } from '../../../lib/api-client.ts';
import { taxDocumentKeys } from './tax-document-keys.ts';

/** GET /api/admin/tax-documents: the store's tax documents, newest first, filtered and paged. */
export function getTaxDocuments(
  query: TaxDocumentsQuery,
  signal?: AbortSignal,
): Promise<ListResult<TaxDocumentSummary>> {
  return apiList<TaxDocumentSummary>('/admin/tax-documents', { query: { ...query }, signal });
}

export function taxDocumentsQuery(query: TaxDocumentsQuery) {
  return queryOptions({
    queryKey: taxDocumentKeys.list(query),
    queryFn: ({ signal }) => getTaxDocuments(query, signal),
    placeholderData: keepPreviousData,
    // Reporting moves on in the background (the job queue): an open list shows it.
    refetchInterval: 60_000,
  });
}

export function useTaxDocuments(query: TaxDocumentsQuery) {
  return useQuery(taxDocumentsQuery(query));
}

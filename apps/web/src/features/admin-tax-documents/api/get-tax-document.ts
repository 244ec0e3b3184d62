import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxDocument } from '@store/shared/schemas/tax-documents';
import { apiRequest } from '../../../lib/api-client.ts';
import { taxDocumentKeys } from './tax-document-keys.ts';

/** GET /api/admin/tax-documents/{id}: the whole document, as printed. */
export function getTaxDocument(id: string, signal?: AbortSignal): Promise<TaxDocument> {
  return apiRequest<TaxDocument>(`/admin/tax-documents/${encodeURIComponent(id)}`, { signal });
}

export function useTaxDocument(id: string) {
  return useQuery(
    queryOptions({
      queryKey: taxDocumentKeys.detail(id),
      queryFn: ({ signal }) => getTaxDocument(id, signal),
      staleTime: 0,
    }),
  );
}

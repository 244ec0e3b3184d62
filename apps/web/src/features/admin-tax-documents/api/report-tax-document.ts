import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxDocument } from '@store/shared/schemas/tax-documents';
import { apiRequest } from '../../../lib/api-client.ts';
import { taxDocumentKeys } from './tax-document-keys.ts';

/** POST /api/admin/tax-documents/{id}/report: asks ZATCA again now (pending or failed only). */
export function reportTaxDocument(id: string): Promise<TaxDocument> {
  return apiRequest<TaxDocument>(`/admin/tax-documents/${encodeURIComponent(id)}/report`, {
    method: 'POST',
    body: {},
  });
}

/** Reports again; whatever the answer, the lists, totals and the page are read again. */
export function useReportTaxDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportTaxDocument,
    onSuccess: (document) => {
      queryClient.setQueryData(taxDocumentKeys.detail(document.id), document);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxDocumentKeys.all }),
  });
}

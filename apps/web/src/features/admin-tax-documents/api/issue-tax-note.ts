import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxDocument, TaxNoteRequest } from '@store/shared/schemas/tax-documents';
import { apiRequest } from '../../../lib/api-client.ts';
import { taxDocumentKeys } from './tax-document-keys.ts';

/** POST /api/admin/tax-documents/{id}/notes: a credit or debit note amending the invoice. */
export function issueTaxNote(invoiceId: string, note: TaxNoteRequest): Promise<TaxDocument> {
  return apiRequest<TaxDocument>(`/admin/tax-documents/${encodeURIComponent(invoiceId)}/notes`, {
    method: 'POST',
    body: note,
  });
}

/** Issues a note; the lists, totals and documents are read again. */
export function useIssueTaxNote(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: TaxNoteRequest) => issueTaxNote(invoiceId, note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxDocumentKeys.all }),
  });
}

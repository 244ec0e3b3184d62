import type { TaxDocumentsQuery } from '@store/shared/schemas/tax-documents';

/** Query keys of the tax documents: a report asked again refreshes the list, totals and page. */
export const taxDocumentKeys = {
  all: ['admin', 'tax-documents'] as const,
  list: (query: TaxDocumentsQuery) => [...taxDocumentKeys.all, 'list', query] as const,
  totals: (query: Omit<TaxDocumentsQuery, 'page' | 'limit'>) =>
    [...taxDocumentKeys.all, 'totals', query] as const,
  detail: (id: string) => [...taxDocumentKeys.all, 'detail', id] as const,
};

import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import {
  parseTaxDocumentFilters,
  serializeTaxDocumentFilters,
} from '../lib/tax-document-filters.ts';

/** The tax documents list's filters and page, kept in the URL. */
export function useTaxDocumentFilters() {
  return useUrlFilters(parseTaxDocumentFilters, serializeTaxDocumentFilters);
}

import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import {
  parseTransactionFilters,
  serializeTransactionFilters,
} from '../lib/transaction-filters.ts';

/** The transactions table's filters, sort and page, kept in the URL. */
export function useTransactionFilters() {
  return useUrlFilters(parseTransactionFilters, serializeTransactionFilters);
}

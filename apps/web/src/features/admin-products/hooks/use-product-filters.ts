import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import { parseProductFilters, serializeProductFilters } from '../lib/product-filters.ts';

/**
 * The product table's filters, sort and page, kept in the URL; typing in the search box replaces
 * the history entry rather than adding one per key.
 */
export function useProductFilters() {
  return useUrlFilters(parseProductFilters, serializeProductFilters);
}

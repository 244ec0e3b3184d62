import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseProductFilters,
  serializeProductFilters,
  type ProductFilters,
} from '../lib/product-filters.ts';

/**
 * The product table's filters, sort and page, kept in the URL. Any change but the page goes back to
 * page 1; typing in the search box replaces the history entry rather than adding one per key.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseProductFilters(params), [params]);

  const update = useCallback(
    (change: Partial<ProductFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const previous = parseProductFilters(current);
          const resetsPage = Object.keys(change).some((key) => key !== 'page');
          return serializeProductFilters({
            ...previous,
            ...(resetsPage ? { page: 1 } : {}),
            ...change,
          });
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  return { filters, update };
}

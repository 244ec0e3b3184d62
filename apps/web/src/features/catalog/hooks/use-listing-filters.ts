import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_FILTERS,
  parseListingFilters,
  serializeListingFilters,
  type ListingFilters,
} from '../lib/listing-filters.ts';

/**
 * The listing's filters, kept in the URL query. A change of filter or search goes back to page 1;
 * typing in the search box replaces the history entry instead of adding one per keystroke.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseListingFilters(params), [params]);

  const update = useCallback(
    (change: Partial<ListingFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const previous = parseListingFilters(current);
          const resetsPage = Object.keys(change).some((key) => key !== 'page' && key !== 'view');
          const next = { ...previous, ...(resetsPage ? { page: 1 } : {}), ...change };
          return serializeListingFilters(next);
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const clear = useCallback(
    () => update({ ...DEFAULT_FILTERS, view: filters.view }),
    [update, filters.view],
  );

  return { filters, update, clear };
}

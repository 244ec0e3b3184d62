import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseCategoryFilters,
  serializeCategoryFilters,
  type CategoryFilters,
} from '../lib/category-filters.ts';

/** Stock filter, sort and page of the category page, kept in the URL query. */
export function useCategoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseCategoryFilters(params), [params]);
  const update = useCallback(
    (change: Partial<CategoryFilters>) => {
      setParams((current) => {
        const previous = parseCategoryFilters(current);
        const next = { ...previous, ...('page' in change ? {} : { page: 1 }), ...change };
        return serializeCategoryFilters(next);
      });
    },
    [setParams],
  );
  return { filters, update };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readOrderFilters, writeOrderFilters, type OrderFilters } from '../lib/order-filters.ts';

/** The orders list's filters, kept in the URL so a filtered list can be shared and reloaded. */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readOrderFilters(params), [params]);
  const update = useCallback(
    (change: Partial<OrderFilters>) => {
      // A new filter starts again at page 1; only a page change keeps its page.
      const next = { ...filters, page: 1, ...change };
      setParams(writeOrderFilters(next), { replace: !('page' in change) });
    },
    [filters, setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, update, clear };
}

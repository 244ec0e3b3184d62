import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters, sort and page kept in the URL (shareable, kept on reload), read and written by
 * the list's own `parse` and `serialize`. Any change but the page goes back to page 1; `replace`
 * rewrites the history entry (typing in a search box) instead of adding one.
 */
export function useUrlFilters<F extends { page: number }>(
  parse: (params: URLSearchParams) => F,
  serialize: (filters: F) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);
  const update = useCallback(
    (change: Partial<F>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const resetsPage = Object.keys(change).some((key) => key !== 'page');
          return serialize({ ...parse(current), ...(resetsPage ? { page: 1 } : {}), ...change });
        },
        { replace: options.replace },
      );
    },
    [parse, serialize, setParams],
  );
  return { filters, update };
}

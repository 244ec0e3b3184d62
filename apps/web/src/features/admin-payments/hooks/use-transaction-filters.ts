import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseTransactionFilters,
  serializeTransactionFilters,
  type TransactionFilters,
} from '../lib/transaction-filters.ts';

/**
 * The transactions table's filters, sort and page, kept in the URL (shareable, survive a reload).
 * Any change but the page goes back to page 1.
 */
export function useTransactionFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseTransactionFilters(params), [params]);
  const update = useCallback(
    (change: Partial<TransactionFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const previous = parseTransactionFilters(current);
          const resetsPage = Object.keys(change).some((key) => key !== 'page');
          return serializeTransactionFilters({
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

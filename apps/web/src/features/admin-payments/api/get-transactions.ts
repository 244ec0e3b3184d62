import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Transaction, TransactionsQuery } from '@store/shared/schemas/payments';
import { apiList, type ListResult } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/admin/payments: payment records and cash-on-delivery orders, filtered and paged. */
export function getTransactions(
  query: TransactionsQuery,
  signal?: AbortSignal,
): Promise<ListResult<Transaction>> {
  return apiList<Transaction>('/admin/payments', { query: { ...query }, signal });
}

export function transactionsQuery(query: TransactionsQuery) {
  return queryOptions({
    queryKey: paymentKeys.transactions(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(query: TransactionsQuery) {
  return useQuery(transactionsQuery(query));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCustomer, AdminCustomerListQuery } from '@store/shared/schemas/admin-orders';
import { apiList, type ListResult } from '../../../lib/api-client.ts';
import { adminCustomerKeys } from './customer-keys.ts';

export function getCustomers(
  query: AdminCustomerListQuery,
  signal?: AbortSignal,
): Promise<ListResult<AdminCustomer>> {
  return apiList<AdminCustomer>('/admin/customers', { query: { ...query }, signal });
}

export function useCustomers(query: AdminCustomerListQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminCustomerKeys.list(query),
      // Admin figures change with every order: always re-read when the screen opens.
      staleTime: 0,
      queryFn: ({ signal }) => getCustomers(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

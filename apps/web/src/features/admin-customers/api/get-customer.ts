import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCustomerDetail } from '@store/shared/schemas/admin-orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCustomerKeys } from './customer-keys.ts';

export function getCustomer(email: string, signal?: AbortSignal): Promise<AdminCustomerDetail> {
  return apiRequest<AdminCustomerDetail>(`/admin/customers/${encodeURIComponent(email)}`, {
    signal,
  });
}

export function useCustomer(email: string) {
  return useQuery(
    queryOptions({
      queryKey: adminCustomerKeys.detail(email),
      // Admin figures change with every order: always re-read when the screen opens.
      staleTime: 0,
      queryFn: ({ signal }) => getCustomer(email, signal),
    }),
  );
}

import type { AdminCustomerListQuery } from '@store/shared/schemas/admin-orders';

export const adminCustomerKeys = {
  all: ['admin-customers'] as const,
  list: (query: AdminCustomerListQuery) => [...adminCustomerKeys.all, 'list', query] as const,
  detail: (email: string) => [...adminCustomerKeys.all, 'detail', email] as const,
};

import type { AdminOrderListQuery } from '@store/shared/schemas/admin-orders';

/** Query keys of the admin's orders: a write invalidates exactly what it changed. */
export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (query: AdminOrderListQuery) => [...adminOrderKeys.lists(), query] as const,
  detail: (id: string) => [...adminOrderKeys.all, 'detail', id] as const,
  invoice: (id: string) => [...adminOrderKeys.all, 'invoice', id] as const,
};

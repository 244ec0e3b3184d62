import type { AdminProductListQueryInput } from '@store/shared/schemas/catalog-admin';

/** Keys of the admin's product queries (every product, published or not). */
export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: (query: AdminProductListQueryInput) => [...adminProductKeys.lists(), query] as const,
  detail: (id: string) => [...adminProductKeys.all, 'detail', id] as const,
  inventory: (threshold: number) => [...adminProductKeys.all, 'inventory', threshold] as const,
  categoryOptions: () => [...adminProductKeys.all, 'category-options'] as const,
};

import type { ProductListQueryInput } from '@store/shared/schemas/catalog';

/** One key factory for every product query, so a change can invalidate exactly what it touched. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQueryInput) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  bySlug: (slug: string) => [...categoryKeys.all, 'slug', slug] as const,
  products: (categoryId: string, query: ProductListQueryInput) =>
    [...categoryKeys.all, categoryId, 'products', query] as const,
};

/** Keys of the admin's category queries. */
export const adminCategoryKeys = {
  all: ['admin', 'categories'] as const,
  list: () => [...adminCategoryKeys.all, 'list'] as const,
  stats: () => [...adminCategoryKeys.all, 'stats'] as const,
};

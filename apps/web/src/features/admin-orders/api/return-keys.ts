import type { AdminReturnListQuery } from '@store/shared/schemas/returns';

/** Query keys of the admin's returns: a step invalidates exactly what it changed. */
export const adminReturnKeys = {
  all: ['admin-returns'] as const,
  lists: () => [...adminReturnKeys.all, 'list'] as const,
  list: (query: AdminReturnListQuery) => [...adminReturnKeys.lists(), query] as const,
  detail: (id: string) => [...adminReturnKeys.all, 'detail', id] as const,
  settings: () => [...adminReturnKeys.all, 'settings'] as const,
};

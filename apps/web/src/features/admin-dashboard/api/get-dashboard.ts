import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@store/shared/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client.ts';

export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
};

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest<Dashboard>('/admin/dashboard', { signal });
}

/** The dashboard's figures; refreshed every minute while it is open. */
export function useDashboard() {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.all,
      // Admin figures change with every order: always re-read when the screen opens.
      staleTime: 0,
      queryFn: ({ signal }) => getDashboard(signal),
      refetchInterval: 60_000,
    }),
  );
}

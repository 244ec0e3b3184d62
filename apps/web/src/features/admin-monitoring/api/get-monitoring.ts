import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONITORING_REFRESH_MS, type MonitoringSnapshot } from '@store/shared/schemas/monitoring';
import { apiRequest } from '../../../lib/api-client.ts';

export const monitoringKeys = {
  all: ['admin', 'monitoring'] as const,
  snapshot: () => [...monitoringKeys.all, 'snapshot'] as const,
};

export function getMonitoring(signal?: AbortSignal): Promise<MonitoringSnapshot> {
  return apiRequest<MonitoringSnapshot>('/admin/monitoring', { signal });
}

export function monitoringQuery() {
  return queryOptions({
    queryKey: monitoringKeys.snapshot(),
    queryFn: ({ signal }) => getMonitoring(signal),
    refetchInterval: MONITORING_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

/** The monitoring snapshot, refreshed every 30 seconds while the screen is open. */
export function useMonitoring() {
  return useQuery(monitoringQuery());
}

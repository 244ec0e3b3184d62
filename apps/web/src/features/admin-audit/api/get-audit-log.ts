import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '@store/shared/schemas/audit';
import { apiList, type ListResult } from '../../../lib/api-client.ts';

export interface AuditLogParams {
  page?: number;
  limit?: number;
  user?: string;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
}

export const auditKeys = {
  all: ['admin', 'audit-log'] as const,
  list: (params: AuditLogParams) => [...auditKeys.all, 'list', params] as const,
  facets: () => [...auditKeys.all, 'facets'] as const,
};

export function getAuditLog(
  params: AuditLogParams,
  signal?: AbortSignal,
): Promise<ListResult<AuditEntryView>> {
  return apiList<AuditEntryView>('/audit-log', { query: { ...params }, signal });
}

export function auditLogQuery(params: AuditLogParams) {
  return queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAuditLog(params: AuditLogParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...auditLogQuery(params), enabled: options.enabled ?? true });
}

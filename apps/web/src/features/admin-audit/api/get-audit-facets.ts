import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditFacets } from '@store/shared/schemas/audit';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditKeys } from './get-audit-log.ts';

export function getAuditFacets(signal?: AbortSignal): Promise<AuditFacets> {
  return apiRequest<AuditFacets>('/audit-log/facets', { signal });
}

/** The entities and actions recorded so far, for the filters' choices. */
export function useAuditFacets() {
  return useQuery(
    queryOptions({
      queryKey: auditKeys.facets(),
      queryFn: ({ signal }) => getAuditFacets(signal),
      staleTime: 60_000,
    }),
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_HISTORY_DEFAULT_LIMIT } from '@store/shared/constants';
import type { ContentVersion, VersionedSection } from '@store/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentAdminKeys } from './content-keys.ts';

/** GET /api/content/{section}/history?limit= (default 10), newest first. */
export function getContentHistory(
  section: VersionedSection,
  limit: number,
  signal?: AbortSignal,
): Promise<ContentVersion[]> {
  return apiRequest<ContentVersion[]>(`/content/${section}/history`, {
    query: { limit },
    signal,
  });
}

export function contentHistoryQuery(
  section: VersionedSection,
  limit: number = CONTENT_HISTORY_DEFAULT_LIMIT,
) {
  return queryOptions({
    queryKey: contentAdminKeys.history(section, limit),
    queryFn: ({ signal }) => getContentHistory(section, limit, signal),
    staleTime: 0,
  });
}

export function useContentHistory(section: VersionedSection, limit?: number) {
  return useQuery(contentHistoryQuery(section, limit));
}

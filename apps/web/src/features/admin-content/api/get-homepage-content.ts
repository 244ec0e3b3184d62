import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomepageResponse } from '@store/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentAdminKeys } from './content-keys.ts';

export function getHomepageContent(signal?: AbortSignal): Promise<HomepageResponse> {
  return apiRequest<HomepageResponse>('/homepage', { signal });
}

/** The home page as stored now; the admin always reads it fresh. */
export const homepageContentQuery = queryOptions({
  queryKey: contentAdminKeys.homepage(),
  queryFn: ({ signal }) => getHomepageContent(signal),
  staleTime: 0,
});

export function useHomepageContent() {
  return useQuery(homepageContentQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { HERO_CACHE_MS } from '@store/shared/constants';
import type { HomepageResponse } from '@store/shared/schemas/content';
import { apiRequest } from '../lib/api-client.ts';
import { homepageKeys } from './homepage-keys.ts';

export function getHomepage(signal?: AbortSignal): Promise<HomepageResponse> {
  return apiRequest<HomepageResponse>('/homepage', { signal });
}

/** The home page's content; also read by the shell for the maintenance flag. Cached 5 minutes. */
export const homepageQuery = queryOptions({
  queryKey: homepageKeys.content(),
  queryFn: ({ signal }) => getHomepage(signal),
  staleTime: HERO_CACHE_MS,
});

export function useHomepage() {
  return useQuery(homepageQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSiteSettings } from '@store/shared/schemas/settings';
import { FALLBACK_SITE_SETTINGS } from '../config/fallback-site-settings.ts';
import { apiRequest } from '../lib/api-client.ts';
import { siteSettingsKeys } from './site-settings-keys.ts';

export function getSiteSettings(signal?: AbortSignal): Promise<PublicSiteSettings> {
  return apiRequest<PublicSiteSettings>('/public/site-settings', { signal });
}

export const siteSettingsQuery = queryOptions({
  queryKey: siteSettingsKeys.public(),
  queryFn: ({ signal }) => getSiteSettings(signal),
});

/**
 * The public site settings, or the bundled defaults when they cannot be loaded (spec section 8:
 * "Failed to load site settings", defaults used). `isLoading` lets the chat button wait.
 */
export function useSiteSettings(): {
  settings: PublicSiteSettings;
  isLoading: boolean;
  isFallback: boolean;
} {
  const query = useQuery(siteSettingsQuery);
  return {
    settings: query.data ?? FALLBACK_SITE_SETTINGS,
    isLoading: query.isPending,
    isFallback: !query.data,
  };
}

import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { HomepageResponse } from '@store/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHomepageMutation } from '../hooks/use-homepage-mutation.ts';

/** POST /api/homepage/reset: answers the default content, saved as a new version. */
export function resetHomepage(): Promise<HomepageResponse> {
  return apiRequest<HomepageResponse>('/homepage/reset', { method: 'POST' });
}

export function useResetHomepage() {
  const { t } = useTranslation('adminSite');
  return useHomepageMutation({
    mutationFn: resetHomepage,
    apply: (homepage) => homepage,
    successMessage: t('content.reset.done'),
    errorMessage: t('content.errors.reset'),
  });
}

import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { AboutContent } from '@store/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHomepageMutation } from '../hooks/use-homepage-mutation.ts';

/** PUT /api/homepage/about. */
export function updateAbout(about: AboutContent): Promise<AboutContent> {
  return apiRequest<AboutContent>('/homepage/about', { method: 'PUT', body: about });
}

export function useUpdateAbout() {
  const { t } = useTranslation('adminSite');
  return useHomepageMutation({
    mutationFn: updateAbout,
    apply: (about, current) => ({ ...current, about }),
    successMessage: t('content.about.saved'),
    errorMessage: t('content.errors.updateAbout'),
  });
}

import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { HomepageResponse } from '@store/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHomepageMutation } from '../hooks/use-homepage-mutation.ts';

type Maintenance = Pick<HomepageResponse, 'maintenanceMode' | 'maintenanceMessage'>;
type Display = Pick<HomepageResponse, 'showAboutSection' | 'showCategories' | 'showContact'>;
type SectionBody =
  | { name: 'maintenance'; body: Maintenance }
  | { name: 'display'; body: Display }
  | { name: 'seo'; body: HomepageResponse['seo'] };

/** PUT /api/homepage/section/{name}: answers the whole home page. */
export function updateHomepageSection({ name, body }: SectionBody): Promise<HomepageResponse> {
  return apiRequest<HomepageResponse>(`/homepage/section/${name}`, { method: 'PUT', body });
}

export function useUpdateHomepageSection(name: SectionBody['name'], successMessage: string) {
  const { t } = useTranslation('adminSite');
  return useHomepageMutation({
    mutationFn: updateHomepageSection,
    apply: (homepage) => homepage,
    successMessage,
    errorMessage: t('content.errors.updateSection', { section: name }),
  });
}

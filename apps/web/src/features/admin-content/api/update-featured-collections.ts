import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { FeaturedCollectionsContent } from '@store/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHomepageMutation } from '../hooks/use-homepage-mutation.ts';

/** PUT /api/homepage/featured-collections: the section's heading and its collections. */
export function updateFeaturedCollections(
  section: FeaturedCollectionsContent,
): Promise<FeaturedCollectionsContent> {
  return apiRequest<FeaturedCollectionsContent>('/homepage/featured-collections', {
    method: 'PUT',
    body: section,
  });
}

export function useUpdateFeaturedCollections() {
  const { t } = useTranslation('adminSite');
  return useHomepageMutation({
    mutationFn: updateFeaturedCollections,
    apply: (featuredCollections, current) => ({ ...current, featuredCollections }),
    successMessage: t('content.collections.headingSaved'),
    errorMessage: t('content.errors.updateCollections'),
  });
}

import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type {
  FeaturedCollectionInput,
  FeaturedCollectionsContent,
} from '@store/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHomepageMutation } from '../hooks/use-homepage-mutation.ts';

/**
 * POST /api/homepage/featured-collections/collection and PUT / DELETE
 * /api/homepage/featured-collections/collection/{id}: each answers the featured collections.
 */
export function saveFeaturedCollection({
  id,
  collection,
}: {
  id: string | null;
  collection: FeaturedCollectionInput;
}): Promise<FeaturedCollectionsContent> {
  return id === null
    ? apiRequest('/homepage/featured-collections/collection', { method: 'POST', body: collection })
    : apiRequest(`/homepage/featured-collections/collection/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: collection,
      });
}

export function removeFeaturedCollection(id: string): Promise<FeaturedCollectionsContent> {
  return apiRequest(`/homepage/featured-collections/collection/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useSaveFeaturedCollection(isNew: boolean) {
  const { t } = useTranslation('adminSite');
  return useHomepageMutation({
    mutationFn: saveFeaturedCollection,
    apply: (featuredCollections, current) => ({ ...current, featuredCollections }),
    successMessage: isNew ? t('content.collections.added') : t('content.collections.updated'),
    errorMessage: isNew ? t('content.errors.addCollection') : t('content.errors.updateCollection'),
  });
}

export function useRemoveFeaturedCollection() {
  const { t } = useTranslation('adminSite');
  return useHomepageMutation({
    mutationFn: removeFeaturedCollection,
    apply: (featuredCollections, current) => ({ ...current, featuredCollections }),
    successMessage: t('content.collections.removed'),
    errorMessage: t('content.errors.removeCollection'),
  });
}

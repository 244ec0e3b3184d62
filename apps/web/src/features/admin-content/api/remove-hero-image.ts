import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { SlideshowImage } from '@store/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHomepageMutation } from '../hooks/use-homepage-mutation.ts';

/** DELETE /api/homepage/hero/images/{id}: answers the slideshow list. */
export function removeHeroImage(id: string): Promise<SlideshowImage[]> {
  return apiRequest<SlideshowImage[]>(`/homepage/hero/images/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useRemoveHeroImage() {
  const { t } = useTranslation('adminSite');
  return useHomepageMutation({
    mutationFn: removeHeroImage,
    apply: (slideshow, current) => ({
      ...current,
      hero: { ...current.hero, images: { slideshow } },
    }),
    successMessage: t('content.slideshow.removed'),
    errorMessage: t('content.errors.removeHeroImage'),
  });
}

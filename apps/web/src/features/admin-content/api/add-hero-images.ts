import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { HeroImageInput, SlideshowImage } from '@store/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHomepageMutation } from '../hooks/use-homepage-mutation.ts';

/** POST /api/homepage/hero/images: answers the slideshow list. */
export function addHeroImage(image: HeroImageInput): Promise<SlideshowImage[]> {
  return apiRequest<SlideshowImage[]>('/homepage/hero/images', { method: 'POST', body: image });
}

/** Adds the images one by one, in the order chosen; the answer is the slideshow after the last. */
async function addHeroImages(images: HeroImageInput[]): Promise<SlideshowImage[]> {
  let slideshow: SlideshowImage[] = [];
  for (const image of images) slideshow = await addHeroImage(image);
  return slideshow;
}

export function useAddHeroImages() {
  const { t } = useTranslation('adminSite');
  return useHomepageMutation({
    mutationFn: addHeroImages,
    apply: (slideshow, current) => ({
      ...current,
      hero: { ...current.hero, images: { slideshow } },
    }),
    successMessage: (_, images) =>
      images.length === 1
        ? t('content.slideshow.added')
        : t('content.slideshow.addedMany', { count: images.length }),
    errorMessage: t('content.errors.addHeroImage'),
  });
}

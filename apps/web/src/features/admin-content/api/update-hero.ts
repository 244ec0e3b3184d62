import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { HeroContent } from '@store/shared/schemas/content';
import { apiRequest } from '../../../lib/api-client.ts';
import { useHomepageMutation } from '../hooks/use-homepage-mutation.ts';

/** PUT /api/homepage/hero: the whole hero, its slideshow in the order given. */
export function updateHero(hero: HeroContent): Promise<HeroContent> {
  return apiRequest<HeroContent>('/homepage/hero', { method: 'PUT', body: hero });
}

export function useUpdateHero(successMessage?: string) {
  const { t } = useTranslation('adminSite');
  return useHomepageMutation({
    mutationFn: updateHero,
    apply: (hero, current) => ({ ...current, hero }),
    successMessage: successMessage ?? t('content.hero.saved'),
    errorMessage: t('content.errors.updateHero'),
  });
}

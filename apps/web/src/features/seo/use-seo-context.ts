import { isLanguage } from '@store/shared/locales';
import { useSiteSettings } from '../../api/get-site-settings.ts';
import { useBrand } from '../../hooks/use-brand.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { usePublicOrigin } from './public-origin.ts';
import type { SeoContext } from './seo-context.ts';

/** Arabic for a Saudi store until the settings hold the store's default language (decision 027). */
const DEFAULT_STORE_LANGUAGE = 'ar';

export function useSeoContext(): SeoContext {
  const { language } = useLanguage();
  const { settings } = useSiteSettings();
  const brand = useBrand();
  const origin = usePublicOrigin();
  const setting = (settings as { defaultLanguage?: unknown }).defaultLanguage;
  return {
    language,
    origin,
    defaultLanguage: isLanguage(setting) ? setting : DEFAULT_STORE_LANGUAGE,
    brand,
    settings,
  };
}

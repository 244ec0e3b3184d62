import { useTranslation } from '../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { useLanguage } from '../lib/i18n/use-language.ts';

/** The store's name and tagline in the page language: the merchant's once the settings arrive. */
export function useBrand(): { name: string; tagline: string } {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { settings, isFallback } = useSiteSettings();
  return {
    name: (!isFallback && localize(settings.siteInfo.siteName, language)) || t('brand.name'),
    tagline: (!isFallback && localize(settings.siteInfo.tagline, language)) || t('brand.tagline'),
  };
}

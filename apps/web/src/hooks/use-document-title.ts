import { useContext, useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { useLanguage } from '../lib/i18n/use-language.ts';
import { ServerTitleContext } from './server-title.ts';

/** Sets `<title>` to "Page — Store name", in the page language. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { settings } = useSiteSettings();
  const brand = localize(settings.siteInfo.siteName, language) || t('brand.name');
  const tagline = localize(settings.siteInfo.tagline, language) || t('brand.tagline');
  const full = title ? `${title} — ${brand}` : `${brand} — ${tagline}`;
  useContext(ServerTitleContext)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}

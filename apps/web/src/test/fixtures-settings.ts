import type { PublicSiteSettings } from '@store/shared/schemas/settings';
import { FALLBACK_SITE_SETTINGS } from '../config/fallback-site-settings.ts';

export function makeSettings(
  contact: Partial<PublicSiteSettings['contactInfo']> = {},
): PublicSiteSettings {
  return {
    ...FALLBACK_SITE_SETTINGS,
    siteInfo: {
      ...FALLBACK_SITE_SETTINGS.siteInfo,
      siteName: { en: 'Maison Anbar', ar: 'دار عنبر' },
    },
    contactInfo: { ...FALLBACK_SITE_SETTINGS.contactInfo, ...contact },
  };
}

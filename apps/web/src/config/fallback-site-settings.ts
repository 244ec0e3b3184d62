import type { PublicSiteSettings } from '@store/shared/schemas/settings';
import { DEFAULT_COMMERCE_SETTINGS } from '@store/shared/store-defaults';

/**
 * Used when GET /api/public/site-settings fails (spec section 8: "defaults used"), so the footer,
 * contact section and checkout still show a way to reach the store.
 */
export const FALLBACK_SITE_SETTINGS: PublicSiteSettings = {
  siteInfo: {
    siteName: { en: 'Maison', ar: 'ميزون' },
    tagline: { en: 'Luxury perfumes', ar: 'عطور فاخرة' },
    description: {
      en: 'Perfumes composed with patience, from the finest ingredients.',
      ar: 'عطور مؤلفة بتأنٍ من أجود المكونات.',
    },
    logo: '/images/brand/logo.svg',
    favicon: '/favicon.svg',
    defaultLanguage: 'ar',
  },
  contactInfo: {
    email: 'care@maison-parfums.sa',
    phone: '+966 11 000 0000',
    whatsapp: '',
    whatsappEnabled: false,
    address: { en: 'Riyadh, Saudi Arabia', ar: 'الرياض، المملكة العربية السعودية' },
    workingHours: {
      en: 'Saturday to Thursday, 10:00 – 22:00',
      ar: 'من السبت إلى الخميس، 10:00 – 22:00',
    },
  },
  socialMedia: {
    facebook: '',
    instagram: '',
    twitter: '',
    youtube: '',
    tiktok: '',
    snapchat: '',
  },
  commerce: DEFAULT_COMMERCE_SETTINGS,
  sellerProfile: { legalName: { en: '', ar: '' }, crNumber: '', vatNumber: '' },
};

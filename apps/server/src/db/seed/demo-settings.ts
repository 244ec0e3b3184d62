import type { SiteSettings } from '@store/shared/schemas/settings';
import {
  DEFAULT_BRAND_FILES,
  DEFAULT_COMMERCE_SETTINGS,
  EMPTY_SELLER_PROFILE,
} from '@store/shared/store-defaults';

/** The demo store: Maison Anbar, a perfume house in Riyadh. */
export const demoSettings: SiteSettings = {
  siteInfo: {
    siteName: { en: 'Maison Anbar', ar: 'دار عنبر' },
    tagline: { en: 'The Art of Arabian Perfumery', ar: 'فن العطور العربية الأصيلة' },
    description: {
      en: 'A Riyadh perfume house composing oud, amber, rose and rare essences into luxury fragrances, blended and bottled by hand in our own atelier.',
      ar: 'دار عطور في الرياض تصوغ العود والعنبر والورد والخلاصات النادرة عطورًا فاخرة، تُمزج وتُعبّأ يدويًا في مشغلنا الخاص.',
    },
    ...DEFAULT_BRAND_FILES,
    defaultLanguage: 'ar',
  },
  contactInfo: {
    email: 'hello@maisonanbar.example',
    phone: '+966 11 234 5678',
    whatsapp: '+966 50 123 4567',
    whatsappEnabled: true,
    address: {
      en: 'Tahlia Street, Al Olaya District, Riyadh 12241, Saudi Arabia',
      ar: 'شارع التحلية، حي العليا، الرياض 12241، المملكة العربية السعودية',
    },
    workingHours: {
      en: 'Saturday to Thursday, 10:00 AM – 11:00 PM; Friday, 4:00 PM – 11:00 PM',
      ar: 'من السبت إلى الخميس، 10 صباحًا – 11 مساءً؛ الجمعة، 4 عصرًا – 11 مساءً',
    },
  },
  socialMedia: {
    facebook: '',
    instagram: 'https://instagram.com/maisonanbar',
    twitter: 'https://x.com/maisonanbar',
    youtube: '',
    tiktok: 'https://tiktok.com/@maisonanbar',
    snapchat: 'https://snapchat.com/add/maisonanbar',
  },
  emailSettings: {
    adminEmail: 'orders@maisonanbar.example',
    fromEmail: 'no-reply@maisonanbar.example',
    fromName: 'Maison Anbar',
    enableNotifications: true,
    enableCustomerConfirmation: true,
  },
  commerce: { ...DEFAULT_COMMERCE_SETTINGS },
  // The merchant enters their own legal identity; a demo one could end up on real tax invoices.
  sellerProfile: structuredClone(EMPTY_SELLER_PROFILE),
};

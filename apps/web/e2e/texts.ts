import type { Language } from './browser.ts';
import { translate, type TranslateOptions } from '../src/lib/i18n/translate.ts';
import { ar } from '../src/locales/ar/index.ts';
import { en } from '../src/locales/en/index.ts';
import { enPageTexts } from '../src/locales/en/page-texts.ts';

/** The app's own bundles: labels in the tests follow the texts the shopper sees. */
export const BUNDLES = { en: { ...en, ...enPageTexts }, ar } as const;

type Translate = (key: string, options?: TranslateOptions) => string;

/**
 * `t` over the bundled texts of one language alone (no English fallback, so a text missing in
 * Arabic shows as its key here), with the app's plural rules and namespaces.
 */
export function translator(language: Language): Translate {
  const texts = { [language]: BUNDLES[language] };
  return (key, options) => translate(texts, language, key, options);
}

/**
 * Texts the spec fixes word for word (sections 2 and 5), written out here rather than read from
 * the bundles, so a bundle that drifts from the spec fails.
 */
export const SPEC_TEXTS = {
  en: {
    allFieldsRequired:
      'Please fill in all required fields (name, email, phone, address, city, country)',
    fieldsRequired: 'Please fill in all required fields',
    maintenanceTitle: 'Site Under Maintenance',
    maintenanceMessage:
      'We are currently performing maintenance to improve your experience. Please try again soon!',
    maintenanceThanks: 'Thank you for your patience and understanding',
    notFoundTitle: 'Page Not Found',
    noProducts: 'No products found',
  },
  ar: {
    allFieldsRequired:
      'يرجى ملء جميع الحقول المطلوبة (الاسم، البريد الإلكتروني، الهاتف، العنوان، المدينة، الدولة)',
    fieldsRequired: 'يرجى ملء جميع الحقول المطلوبة',
    maintenanceTitle: 'الموقع تحت الصيانة',
    maintenanceMessage: 'نقوم حاليًا بأعمال صيانة لتحسين تجربتك. يرجى المحاولة مرة أخرى قريبًا!',
    maintenanceThanks: 'شكرًا لصبركم وتفهمكم',
    notFoundTitle: 'الصفحة غير موجودة',
    noProducts: 'لم يتم العثور على منتجات',
  },
} as const;

import type { adminMarketing as en } from '../en/admin-marketing.ts';

/** نصوص شاشة التسويق والتحليلات في لوحة الإدارة (تُحمَّل عند الحاجة). */
export const adminMarketing: typeof en = {
  title: 'التسويق والتحليلات',
  description:
    'وسوم القياس والإعلانات. لا يُحمَّل أيٌّ منها في المتجر إلا للمتسوقين الموافقين على فئته، وما دام مفعّلًا هنا.',
  loadError: 'تعذّر تحميل وسوم التسويق.',
  analytics: 'التحليلات',
  analyticsDescription: 'تُحمَّل للمتسوقين الذين يقبلون ملفات تعريف الارتباط التحليلية.',
  advertising: 'الإعلانات',
  advertisingDescription: 'تُحمَّل للمتسوقين الذين يقبلون ملفات تعريف الارتباط الإعلانية.',
  tags: {
    ga4: {
      name: 'Google Analytics 4',
      label: 'معرّف القياس',
      format: 'يبدأ بـ G-، مثل G-A1B2C3D4E5',
    },
    gtm: {
      name: 'Google Tag Manager',
      label: 'معرّف الحاوية',
      format: 'يبدأ بـ GTM-، مثل GTM-A1B2C3',
    },
    meta: { name: 'Meta Pixel', label: 'معرّف البكسل', format: 'أرقام فقط، مثل 123456789012345' },
    snap: {
      name: 'Snap Pixel',
      label: 'معرّف البكسل',
      format: 'معرّف UUID، مثل 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
    },
    tiktok: {
      name: 'TikTok Pixel',
      label: 'معرّف البكسل',
      format: '20 حرفًا ورقمًا، مثل C4A1B2C3D4E5F6G7H8I9',
    },
  },
  enabled: 'مفعّل',
  invalid: 'هذا المعرّف ليس بالصيغة المتوقعة. {{format}}.',
  required: 'أدخل المعرّف، أو أوقف هذا الوسم.',
  gtmNote:
    'قد تحتاج الوسوم التي تضيفها داخل حاوية Tag Manager إلى فتح المزيد من سياسة أمان المتجر؛ لا يُسمح إلا بعناوين Google نفسها.',
  save: 'حفظ الوسوم',
  saved: 'حُفظت وسوم التسويق',
  saveFailed: 'لم تُحفظ الوسوم',
  fixErrors: 'صحّح المعرّفات المعلَّمة؛ لم يُحفظ شيء.',
};

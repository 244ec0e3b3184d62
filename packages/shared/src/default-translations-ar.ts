import type { TranslationSection } from './constants.ts';
import type { TranslationTree } from './schemas/content.ts';

/** The Arabic half of the bundled texts of the six translated sections (default-translations.ts). */
export const DEFAULT_TEXTS_AR = {
  nav: {
    home: 'الرئيسية',
    collections: 'المجموعات',
    products: 'منتجاتنا',
    about: 'قصتنا',
    contact: 'تواصل معنا',
  },
  hero: {
    badge: 'دار عطور فاخرة · الرياض',
    title: 'عطور خالدة، صيغت في الرياض',
    subtitle: 'عود نادر وورد طائفي وعنبر نفيس، تمتزج يدويًا في عطور تبقى كذكرى عزيزة.',
    primaryCta: 'اكتشف المجموعة',
    secondaryCta: 'تواصل معنا',
  },
  about: {
    title: 'قصتنا',
    subtitle: 'دار في الرياض نذرت نفسها لفن العطر',
    description:
      'بدأت دار عنبر في مشغل صغير بالرياض، حيث كان مؤسسنا يمزج دهن العود وزيت الورد للأهل والأصدقاء. واليوم ما زال عطّارونا يؤلفون كل عطر يدويًا، ويختارون كل عود وكل وردة وكل راتنج من منبعه.',
    legacy:
      'منذ أكثر من عقدين ننقل إرث العطور العربية إلى تراكيب عصرية، نحفظ تقاليد العود والبخور ونحتضن أرقى الخلاصات من أنحاء العالم.',
    values: {
      craftsmanship: {
        title: 'الحرفية',
        description: 'كل عطر يُمزج ويُعتّق ويُعبّأ يدويًا في مشغلنا بالرياض.',
      },
      elegance: {
        title: 'الأناقة',
        description: 'تراكيب راقية صُممت لتتعطر بها بثقة هادئة، من الصباح حتى المساء.',
      },
      exclusivity: {
        title: 'التفرّد',
        description: 'دفعات صغيرة من مكونات نادرة، لتبقى كل زجاجة مميزة حقًا.',
      },
    },
  },
  collections: {
    title: 'مجموعاتنا',
    subtitle: 'اكتشف العائلات العطرية التي تصنع هوية دارنا',
    items: {
      floral: {
        name: 'المجموعة الزهرية',
        description: 'ورد طائفي وياسمين ومسك الروم في باقات من الأنوثة الخالدة.',
      },
      oriental: {
        name: 'المجموعة الشرقية',
        description: 'عود وعنبر وبخور، قلب الجزيرة العربية الدافئ والفاخر.',
      },
      fresh: {
        name: 'المجموعة المنعشة',
        description: 'شاي أخضر ونعناع وأوراق ندية لأيام مشرقة بلا تكلّف.',
      },
    },
    viewAll: 'عرض جميع المنتجات',
  },
  contact: {
    title: 'تواصل معنا',
    subtitle: 'مستشارو العطور لدينا في خدمتك ليساعدوك على اختيار عطرك الخاص.',
    cta: 'تحدث معنا عبر واتساب',
    address: 'العنوان',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    whatsapp: 'واتساب',
    workingHours: 'ساعات العمل',
  },
  footer: {
    tagline: 'فن العطور العربية الأصيلة',
    quickLinks: 'روابط سريعة',
    customerService: 'خدمة العملاء',
    followUs: 'تابعنا',
    rights: 'جميع الحقوق محفوظة',
    shipping: 'الشحن والتوصيل',
    returns: 'الإرجاع والاستبدال',
    privacy: 'سياسة الخصوصية',
    terms: 'الشروط والأحكام',
  },
} satisfies Record<TranslationSection, TranslationTree>;

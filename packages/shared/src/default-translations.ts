import type { TranslationSection } from './constants.ts';
import type { TranslationSectionContent } from './schemas/content.ts';

/**
 * The bundled texts of the six translated sections (spec section 3, "Translation content"),
 * in both languages with the same keys. Texts stored in the database override them key by key.
 * They agree with the demo home page content of the seed.
 */
export const DEFAULT_TRANSLATIONS: Record<TranslationSection, TranslationSectionContent> = {
  nav: {
    en: {
      home: 'Home',
      collections: 'Collections',
      products: 'Our Products',
      about: 'Our Story',
      contact: 'Contact',
    },
    ar: {
      home: 'الرئيسية',
      collections: 'المجموعات',
      products: 'منتجاتنا',
      about: 'قصتنا',
      contact: 'تواصل معنا',
    },
  },
  hero: {
    en: {
      badge: 'Luxury Perfume House · Riyadh',
      title: 'Timeless Scents, Crafted in Riyadh',
      subtitle:
        'Rare oud, Taif rose and precious amber, blended by hand into perfumes that linger like a cherished memory.',
      primaryCta: 'Explore the Collection',
      secondaryCta: 'Contact Us',
    },
    ar: {
      badge: 'دار عطور فاخرة · الرياض',
      title: 'عطور خالدة، صيغت في الرياض',
      subtitle: 'عود نادر وورد طائفي وعنبر نفيس، تمتزج يدويًا في عطور تبقى كذكرى عزيزة.',
      primaryCta: 'اكتشف المجموعة',
      secondaryCta: 'تواصل معنا',
    },
  },
  about: {
    en: {
      title: 'Our Story',
      subtitle: 'A Riyadh house devoted to the art of perfume',
      description:
        'Maison Anbar began in a small atelier in Riyadh, where our founder blended oud and rose oils for family and friends. Today our perfumers still compose every fragrance by hand, choosing each oud, each rose and each resin at its source.',
      legacy:
        'For more than two decades we have carried the heritage of Arabian perfumery into modern compositions, honouring the traditions of oud and bakhoor while embracing the finest essences from around the world.',
      values: {
        craftsmanship: {
          title: 'Craftsmanship',
          description: 'Every perfume is blended, aged and bottled by hand in our Riyadh atelier.',
        },
        elegance: {
          title: 'Elegance',
          description:
            'Refined compositions made to be worn with quiet confidence, from day to night.',
        },
        exclusivity: {
          title: 'Exclusivity',
          description:
            'Small batches of rare ingredients, so that every bottle remains truly special.',
        },
      },
    },
    ar: {
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
  },
  collections: {
    en: {
      title: 'Our Collections',
      subtitle: 'Discover the scent families that define our house',
      items: {
        floral: {
          name: 'Floral Collection',
          description: 'Taif rose, jasmine and tuberose in bouquets of timeless femininity.',
        },
        oriental: {
          name: 'Oriental Collection',
          description: 'Oud, amber and incense, the warm and opulent heart of Arabia.',
        },
        fresh: {
          name: 'Fresh Collection',
          description: 'Green tea, mint and dewy leaves for bright, effortless days.',
        },
      },
      viewAll: 'View All Products',
    },
    ar: {
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
  },
  contact: {
    en: {
      title: 'Get in Touch',
      subtitle: 'Our fragrance advisors are here to help you find your signature scent.',
      cta: 'Chat with Us on WhatsApp',
      address: 'Address',
      email: 'Email',
      phone: 'Phone',
      whatsapp: 'WhatsApp',
      workingHours: 'Working Hours',
    },
    ar: {
      title: 'تواصل معنا',
      subtitle: 'مستشارو العطور لدينا في خدمتك ليساعدوك على اختيار عطرك الخاص.',
      cta: 'تحدث معنا عبر واتساب',
      address: 'العنوان',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      whatsapp: 'واتساب',
      workingHours: 'ساعات العمل',
    },
  },
  footer: {
    en: {
      tagline: 'The Art of Arabian Perfumery',
      quickLinks: 'Quick Links',
      customerService: 'Customer Service',
      followUs: 'Follow Us',
      rights: 'All rights reserved',
      shipping: 'Shipping & Delivery',
      returns: 'Returns & Exchanges',
      privacy: 'Privacy Policy',
      terms: 'Terms & Conditions',
    },
    ar: {
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
  },
};

import type { HomepageContent } from '@store/shared/schemas/content';

/**
 * The demo home page of Maison Anbar. Texts match the bundled default translations
 * (packages/shared/src/default-translations.ts), so the page reads the same either way.
 */
export const demoHomepage: HomepageContent = {
  maintenanceMode: false,
  maintenanceMessage: { en: '', ar: '' },
  showAboutSection: true,
  showCategories: true,
  showContact: true,
  hero: {
    showSection: true,
    badge: { en: 'Luxury Perfume House · Riyadh', ar: 'دار عطور فاخرة · الرياض' },
    title: { en: 'Timeless Scents, Crafted in Riyadh', ar: 'عطور خالدة، صيغت في الرياض' },
    subtitle: {
      en: 'Rare oud, Taif rose and precious amber, blended by hand into perfumes that linger like a cherished memory.',
      ar: 'عود نادر وورد طائفي وعنبر نفيس، تمتزج يدويًا في عطور تبقى كذكرى عزيزة.',
    },
    cta: {
      primary: { text: { en: 'Explore the Collection', ar: 'اكتشف المجموعة' } },
      secondary: { text: { en: 'Contact Us', ar: 'تواصل معنا' } },
    },
    images: {
      slideshow: [
        {
          id: 'hero-1',
          url: '/images/hero/hero-1.svg',
          alt: {
            en: 'An amber perfume bottle beside oud wood and rising incense',
            ar: 'زجاجة عطر عنبرية بجانب خشب العود ودخان البخور',
          },
        },
        {
          id: 'hero-2',
          url: '/images/hero/hero-2.svg',
          alt: {
            en: 'Rose perfume bottles among scattered Taif rose petals',
            ar: 'زجاجات عطر الورد بين بتلات الورد الطائفي المتناثرة',
          },
        },
        {
          id: 'hero-3',
          url: '/images/hero/hero-3.svg',
          alt: {
            en: 'Fresh aquatic perfumes above gentle sea waves',
            ar: 'عطور مائية منعشة فوق أمواج بحر هادئة',
          },
        },
        {
          id: 'hero-4',
          url: '/images/hero/hero-4.svg',
          alt: {
            en: 'A gourmand perfume with vanilla pods and coffee beans',
            ar: 'عطر حلو مع أعواد الفانيليا وحبوب القهوة',
          },
        },
      ],
    },
  },
  about: {
    title: { en: 'Our Story', ar: 'قصتنا' },
    subtitle: {
      en: 'A Riyadh house devoted to the art of perfume',
      ar: 'دار في الرياض نذرت نفسها لفن العطر',
    },
    description: {
      en: 'Maison Anbar began in a small atelier in Riyadh, where our founder blended oud and rose oils for family and friends. Today our perfumers still compose every fragrance by hand, choosing each oud, each rose and each resin at its source.',
      ar: 'بدأت دار عنبر في مشغل صغير بالرياض، حيث كان مؤسسنا يمزج دهن العود وزيت الورد للأهل والأصدقاء. واليوم ما زال عطّارونا يؤلفون كل عطر يدويًا، ويختارون كل عود وكل وردة وكل راتنج من منبعه.',
    },
    legacy: {
      en: 'For more than two decades we have carried the heritage of Arabian perfumery into modern compositions, honouring the traditions of oud and bakhoor while embracing the finest essences from around the world.',
      ar: 'منذ أكثر من عقدين ننقل إرث العطور العربية إلى تراكيب عصرية، نحفظ تقاليد العود والبخور ونحتضن أرقى الخلاصات من أنحاء العالم.',
    },
    image: '/images/about/atelier.svg',
    values: [
      {
        key: 'craftsmanship',
        title: { en: 'Craftsmanship', ar: 'الحرفية' },
        description: {
          en: 'Every perfume is blended, aged and bottled by hand in our Riyadh atelier.',
          ar: 'كل عطر يُمزج ويُعتّق ويُعبّأ يدويًا في مشغلنا بالرياض.',
        },
      },
      {
        key: 'elegance',
        title: { en: 'Elegance', ar: 'الأناقة' },
        description: {
          en: 'Refined compositions made to be worn with quiet confidence, from day to night.',
          ar: 'تراكيب راقية صُممت لتتعطر بها بثقة هادئة، من الصباح حتى المساء.',
        },
      },
      {
        key: 'exclusivity',
        title: { en: 'Exclusivity', ar: 'التفرّد' },
        description: {
          en: 'Small batches of rare ingredients, so that every bottle remains truly special.',
          ar: 'دفعات صغيرة من مكونات نادرة، لتبقى كل زجاجة مميزة حقًا.',
        },
      },
    ],
  },
  featuredCollections: {
    title: { en: 'Our Collections', ar: 'مجموعاتنا' },
    subtitle: {
      en: 'Discover the scent families that define our house',
      ar: 'اكتشف العائلات العطرية التي تصنع هوية دارنا',
    },
    collections: [
      {
        id: 'floral',
        name: { en: 'Floral Collection', ar: 'المجموعة الزهرية' },
        description: {
          en: 'Taif rose, jasmine and tuberose in bouquets of timeless femininity.',
          ar: 'ورد طائفي وياسمين ومسك الروم في باقات من الأنوثة الخالدة.',
        },
        image: '/images/categories/floral.svg',
        link: '/products?category=floral',
      },
      {
        id: 'oriental',
        name: { en: 'Oriental Collection', ar: 'المجموعة الشرقية' },
        description: {
          en: 'Oud, amber and incense, the warm and opulent heart of Arabia.',
          ar: 'عود وعنبر وبخور، قلب الجزيرة العربية الدافئ والفاخر.',
        },
        image: '/images/categories/oriental.svg',
        link: '/products?category=oriental',
      },
      {
        id: 'fresh',
        name: { en: 'Fresh Collection', ar: 'المجموعة المنعشة' },
        description: {
          en: 'Green tea, mint and dewy leaves for bright, effortless days.',
          ar: 'شاي أخضر ونعناع وأوراق ندية لأيام مشرقة بلا تكلّف.',
        },
        image: '/images/categories/fresh.svg',
        link: '/products?category=fresh',
      },
    ],
  },
  contact: {
    title: { en: 'Get in Touch', ar: 'تواصل معنا' },
    subtitle: {
      en: 'Our fragrance advisors are here to help you find your signature scent.',
      ar: 'مستشارو العطور لدينا في خدمتك ليساعدوك على اختيار عطرك الخاص.',
    },
  },
  seo: {
    title: {
      en: 'Maison Anbar | Luxury Arabian Perfumes from Riyadh',
      ar: 'دار عنبر | عطور عربية فاخرة من الرياض',
    },
    description: {
      en: 'Shop luxury perfumes from Maison Anbar: oud, amber, Taif rose and rare essences, blended by hand in Riyadh. Free shipping on orders of 200 SAR or more.',
      ar: 'تسوّق العطور الفاخرة من دار عنبر: عود وعنبر وورد طائفي وخلاصات نادرة، تُمزج يدويًا في الرياض. شحن مجاني للطلبات من 200 ريال فأكثر.',
    },
  },
};

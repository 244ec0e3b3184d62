import type { DemoCategory } from './demo-types.ts';

/** One merchandising category per scent family, in the listing's order. */
export const demoCategories: DemoCategory[] = [
  {
    family: 'floral',
    slug: 'floral',
    name: { en: 'Floral', ar: 'زهرية' },
    description: {
      en: 'Taif roses, jasmine and tuberose gathered into bouquets that bloom on the skin.',
      ar: 'ورد طائفي وياسمين ومسك الروم في باقات تتفتح على البشرة.',
    },
    image: '/images/categories/floral.svg',
    sortOrder: 1,
  },
  {
    family: 'oriental',
    slug: 'oriental',
    name: { en: 'Oriental', ar: 'شرقية' },
    description: {
      en: 'Oud, amber and incense, the warm and opulent soul of Arabian perfumery.',
      ar: 'عود وعنبر وبخور، روح العطور العربية الدافئة والفاخرة.',
    },
    image: '/images/categories/oriental.svg',
    sortOrder: 2,
  },
  {
    family: 'fresh',
    slug: 'fresh',
    name: { en: 'Fresh', ar: 'منعشة' },
    description: {
      en: 'Green tea, mint and dewy leaves, like a cool breeze through a garden at dawn.',
      ar: 'شاي أخضر ونعناع وأوراق ندية، كنسمة باردة تعبر الحديقة عند الفجر.',
    },
    image: '/images/categories/fresh.svg',
    sortOrder: 3,
  },
  {
    family: 'woody',
    slug: 'woody',
    name: { en: 'Woody', ar: 'خشبية' },
    description: {
      en: 'Sandalwood, cedar and precious aged oud, grounded, noble and enduring.',
      ar: 'صندل وأرز وعود معتّق نفيس، عطور راسخة نبيلة تدوم طويلًا.',
    },
    image: '/images/categories/woody.svg',
    sortOrder: 4,
  },
  {
    family: 'citrus',
    slug: 'citrus',
    name: { en: 'Citrus', ar: 'حمضية' },
    description: {
      en: 'Bergamot, neroli and sun-ripened citron that bring light to every day.',
      ar: 'برغموت ونيرولي وأترج أنضجته الشمس، تضيء يومك بالإشراق.',
    },
    image: '/images/categories/citrus.svg',
    sortOrder: 5,
  },
  {
    family: 'spicy',
    slug: 'spicy',
    name: { en: 'Spicy', ar: 'متبّلة' },
    description: {
      en: 'Saffron, cardamom and clove carried along the ancient caravan routes.',
      ar: 'زعفران وهيل وقرنفل حملتها القوافل على طرق التوابل القديمة.',
    },
    image: '/images/categories/spicy.svg',
    sortOrder: 6,
  },
  {
    family: 'aquatic',
    slug: 'aquatic',
    name: { en: 'Aquatic', ar: 'مائية' },
    description: {
      en: 'Sea salt, ambergris and marine air drawn from the shores of the Gulf and the Red Sea.',
      ar: 'ملح البحر والعنبر الرمادي ونسائم بحرية من شواطئ الخليج والبحر الأحمر.',
    },
    image: '/images/categories/aquatic.svg',
    sortOrder: 7,
  },
  {
    family: 'gourmand',
    slug: 'gourmand',
    name: { en: 'Gourmand', ar: 'حلوة' },
    description: {
      en: 'Vanilla, Arabic coffee, dates and honey, sweet accords as warm as hospitality.',
      ar: 'فانيليا وقهوة عربية وتمر وعسل، نفحات حلوة دافئة كالضيافة.',
    },
    image: '/images/categories/gourmand.svg',
    sortOrder: 8,
  },
];

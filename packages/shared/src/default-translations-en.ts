import type { TranslationSection } from './constants.ts';
import type { TranslationTree } from './schemas/content.ts';

/** The English half of the bundled texts of the six translated sections (default-translations.ts). */
export const DEFAULT_TEXTS_EN = {
  nav: {
    home: 'Home',
    collections: 'Collections',
    products: 'Our Products',
    about: 'Our Story',
    contact: 'Contact',
  },
  hero: {
    badge: 'Luxury Perfume House · Riyadh',
    title: 'Timeless Scents, Crafted in Riyadh',
    subtitle:
      'Rare oud, Taif rose and precious amber, blended by hand into perfumes that linger like a cherished memory.',
    primaryCta: 'Explore the Collection',
    secondaryCta: 'Contact Us',
  },
  about: {
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
  collections: {
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
  contact: {
    title: 'Get in Touch',
    subtitle: 'Our fragrance advisors are here to help you find your signature scent.',
    cta: 'Chat with Us on WhatsApp',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    workingHours: 'Working Hours',
  },
  footer: {
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
} satisfies Record<TranslationSection, TranslationTree>;

import type { HomepageResponse } from '@store/shared/schemas/content';

const text = (en: string, ar: string) => ({ en, ar });

/** A complete home page as GET /api/homepage answers it. */
export function homepageFixture(): HomepageResponse {
  return {
    maintenanceMode: false,
    maintenanceMessage: text('', ''),
    showAboutSection: true,
    showCategories: true,
    showContact: true,
    hero: {
      showSection: true,
      badge: text('Perfume House', 'دار عطور'),
      title: text('Timeless Scents', 'عطور خالدة'),
      subtitle: text('Oud and rose', 'عود وورد'),
      cta: {
        primary: { text: text('Explore', 'اكتشف') },
        secondary: { text: text('Contact', 'تواصل') },
      },
      images: {
        slideshow: [
          { id: 'hero-1', url: '/images/hero/hero-1.svg', alt: text('Amber', 'عنبر') },
          { id: 'hero-2', url: '/images/hero/hero-2.svg', alt: text('Rose', 'ورد') },
        ],
      },
    },
    about: {
      title: text('Our Story', 'قصتنا'),
      subtitle: text('Since 1990', 'منذ 1990'),
      description: text('A house', 'دار'),
      legacy: text('Legacy', 'إرث'),
      image: null,
      values: [
        {
          key: 'craftsmanship',
          title: text('Craftsmanship', 'الحرفية'),
          description: text('By hand', 'يدويًا'),
        },
      ],
    },
    featuredCollections: {
      title: text('Collections', 'المجموعات'),
      subtitle: text('', ''),
      collections: [
        {
          id: 'floral',
          name: text('Floral', 'زهري'),
          description: text('Roses', 'ورود'),
          image: '/images/collections/floral.svg',
          link: '/products?category=floral',
        },
      ],
    },
    contact: { title: text('Contact', 'تواصل'), subtitle: text('', '') },
    seo: { title: text('Maison', 'دار'), description: text('', '') },
    lastUpdated: '2026-11-20T10:00:00.000Z',
    updatedBy: 'admin@anbar.example',
  };
}

import type { Category, Product } from '@store/shared/schemas/catalog';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p-1',
    name: { en: 'Sahara Oud', ar: 'عود الصحراء' },
    slugs: { en: 'sahara-oud', ar: 'عود-الصحراء' },
    brand: '',
    gtin: null,
    sku: null,
    seo: { title: { en: '', ar: '' }, description: { en: '', ar: '' } },
    description: { en: 'Aged oud and sandalwood.', ar: 'عود معتق وصندل.' },
    longDescription: { en: 'A long story.', ar: 'حكاية طويلة.' },
    concentration: { en: 'Eau de Parfum', ar: 'أو دو بارفان' },
    notes: {
      top: { en: ['Saffron'], ar: ['زعفران'] },
      middle: { en: ['Oud'], ar: ['عود'] },
      base: { en: ['Amber'], ar: ['عنبر'] },
    },
    price: 450,
    size: '100 ml',
    category: 'oriental',
    categoryId: null,
    images: [{ url: '/images/products/oriental-1.svg' }],
    featured: false,
    inStock: true,
    stock: 10,
    rating: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const slug = overrides.slug ?? 'floral';
  return {
    _id: 'c-1',
    name: { en: 'Floral', ar: 'زهري' },
    description: { en: '', ar: '' },
    slug,
    slugs: { en: slug, ar: 'زهري' },
    seo: { title: { en: '', ar: '' }, description: { en: '', ar: '' } },
    isActive: true,
    sortOrder: 1,
    image: null,
    productCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

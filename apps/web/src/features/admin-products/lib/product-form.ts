import type { AdminProduct, ProductInput } from '@store/shared/schemas/catalog-admin';

/** The form's values: the request body itself (price in SAR, numbers as numbers). */
export type ProductFormValues = ProductInput;

const emptyText = () => ({ en: '', ar: '' });
const emptyList = () => ({ en: [] as string[], ar: [] as string[] });

/** A new product: empty texts, no notes, no images, nothing in stock, published. */
export function emptyProductValues(): ProductFormValues {
  return {
    name: emptyText(),
    description: emptyText(),
    longDescription: emptyText(),
    concentration: emptyText(),
    notes: { top: emptyList(), middle: emptyList(), base: emptyList() },
    // Left empty on screen until typed: the rule asks for it.
    price: Number.NaN,
    size: '',
    category: 'floral',
    categoryId: null,
    images: [],
    featured: false,
    stock: 0,
    weightGrams: null,
    sampleable: false,
    sampleStock: 0,
    inStock: null,
    isActive: true,
    ...emptySearchListing(),
  };
}

/** Empty slugs are made from the names by the server; empty codes are none. */
function emptySearchListing() {
  return {
    slugs: emptyText(),
    brand: '',
    gtin: '',
    sku: '',
    seo: { title: emptyText(), description: emptyText() },
  };
}

/** The form's values of an existing product. */
export function productFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: { ...product.name },
    description: { ...product.description },
    longDescription: { ...product.longDescription },
    concentration: { ...product.concentration },
    notes: structuredClone(product.notes),
    price: product.price,
    size: product.size,
    category: product.category,
    categoryId: product.categoryId,
    images: product.images.map((image) => ({ ...image })),
    featured: product.featured,
    stock: product.stock,
    weightGrams: product.weightGrams,
    sampleable: product.sampleable,
    sampleStock: product.sampleStock,
    inStock: product.inStockOverride,
    isActive: product.isActive,
    slugs: { ...product.slugs },
    brand: product.brand,
    gtin: product.gtin ?? '',
    sku: product.sku ?? '',
    seo: structuredClone(product.seo),
  };
}

/** The availability select's value for an override, and back. */
export type Availability = 'auto' | 'in' | 'out';
export function availabilityOf(inStock: boolean | null | undefined): Availability {
  return inStock === true ? 'in' : inStock === false ? 'out' : 'auto';
}
export function inStockOf(availability: Availability): boolean | null {
  return availability === 'auto' ? null : availability === 'in';
}

/** "notes.top.en.2" → "notes.top.en": a note's error shows under its tag input. */
export function fieldOfServerError(field: string): string {
  return field.replace(/^(notes\.\w+\.\w+)\.\d+$/, '$1').replace(/^(images)\.\d+\.\w+$/, '$1');
}

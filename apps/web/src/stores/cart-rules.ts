import type { ScentFamily } from '@store/shared/constants';
import type { LocalizedText } from '@store/shared/locales';
import type { FragranceNotes, Product, ProductImage } from '@store/shared/schemas/catalog';

/** What a cart line keeps of a product (spec section 3, "Cart item"). Price in SAR. */
export interface CartProduct {
  id: string;
  /** The product's address in each language; absent in carts kept before slugs existed. */
  slugs?: LocalizedText;
  name: LocalizedText;
  description: LocalizedText;
  longDescription: LocalizedText;
  price: number;
  size: string;
  category: ScentFamily;
  image: string | null;
  images: ProductImage[];
  featured: boolean;
  inStock: boolean;
  stock: number;
  concentration: LocalizedText;
  notes: FragranceNotes;
}

export interface CartItem {
  product: CartProduct;
  quantity: number;
}

export function toCartProduct(product: Product): CartProduct {
  return {
    id: product._id,
    slugs: product.slugs,
    name: product.name,
    description: product.description,
    longDescription: product.longDescription,
    price: product.price,
    size: product.size,
    category: product.category,
    image: product.images[0]?.url ?? null,
    images: product.images,
    featured: product.featured,
    inStock: product.inStock,
    stock: product.stock,
    concentration: product.concentration,
    notes: product.notes,
  };
}

/** Adding a product already present raises its quantity by 1; otherwise it joins with 1. */
export function addItem(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const existing = items.find((item) => item.product.id === product.id);
  if (!existing) return [...items, { product, quantity: 1 }];
  return items.map((item) =>
    item.product.id === product.id ? { product, quantity: item.quantity + 1 } : item,
  );
}

export function removeItem(items: readonly CartItem[], productId: string): CartItem[] {
  return items.filter((item) => item.product.id !== productId);
}

/** Sets a line's quantity with a floor of 0; a line at 0 is dropped. */
export function updateQuantity(
  items: readonly CartItem[],
  productId: string,
  quantity: number,
): CartItem[] {
  const next = Math.max(0, Math.floor(Number.isFinite(quantity) ? quantity : 0));
  if (next === 0) return removeItem(items, productId);
  return items.map((item) => (item.product.id === productId ? { ...item, quantity: next } : item));
}

/** Σ price × quantity, in SAR, summed in halalas so 0.1 + 0.2 never shows as 0.30000000000000004. */
export function cartTotal(items: readonly CartItem[]): number {
  const halalas = items.reduce(
    (sum, item) => sum + Math.round(item.product.price * 100) * item.quantity,
    0,
  );
  return halalas / 100;
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

function isStoredProduct(value: unknown): value is CartProduct {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Partial<CartProduct>;
  return (
    typeof product.id === 'string' &&
    product.id.length > 0 &&
    typeof product.price === 'number' &&
    Number.isFinite(product.price) &&
    typeof product.name === 'object' &&
    product.name !== null
  );
}

/**
 * Reads a stored cart (spec section 4): keeps only entries with a product and a positive numeric
 * quantity. Anything else in storage (old formats, hand edits) is dropped, never trusted.
 */
export function parseStoredCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  const items: CartItem[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { product, quantity } = entry as { product?: unknown; quantity?: unknown };
    if (!isStoredProduct(product)) continue;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) continue;
    const whole = Math.max(1, Math.floor(quantity));
    const existing = items.find((item) => item.product.id === product.id);
    if (existing) existing.quantity += whole;
    else items.push({ product, quantity: whole });
  }
  return items;
}

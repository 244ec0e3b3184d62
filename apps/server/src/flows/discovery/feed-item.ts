import type { Language } from '@store/shared/locales';
import { computeOrderTotals, type VatSettings } from '@store/shared/order-totals';
import { productPath } from '@store/shared/page-addresses';
import type { ListedProduct } from '../../modules/catalog/index.ts';

/** What every feed says of a product, in one language, before its format writes it. */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  /** "123.00 SAR": with VAT, as the storefront charges it. */
  price: string;
  brand: string;
  gtin: string;
  sku: string;
  /** False when the product has neither a GTIN nor a brand (Google's identifier_exists). */
  identifierExists: boolean;
}

export interface FeedContext {
  origin: string;
  language: Language;
  vat: VatSettings;
}

/** Google's limits (Meta's are wider): title 150 characters, description 5,000. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;
/** Google takes up to 10 additional images. */
const ADDITIONAL_IMAGES_MAX = 10;

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  // No longer in UTF-16 units, so none longer in code points: the common case costs nothing.
  if (trimmed.length <= max) return trimmed;
  // By code points, so an Arabic letter or an emoji is never cut in half.
  let end = 0;
  let points = 0;
  for (const point of trimmed) {
    if (points === max) return trimmed.slice(0, end);
    end += point.length;
    points++;
  }
  return trimmed;
}

/** The price a shopper pays, VAT included whether or not the catalogue's prices include it. */
export function priceWithVatHalalas(priceHalalas: number, vat: VatSettings): number {
  const charges = { shippingHalalas: 0, codFeeHalalas: 0 };
  return computeOrderTotals([{ unitPriceHalalas: priceHalalas, quantity: 1 }], charges, vat)
    .totalHalalas;
}

/** "123.45 SAR": the number with two decimals, a space, the ISO 4217 code. */
export function feedPrice(halalas: number): string {
  const sar = Math.floor(halalas / 100);
  return `${sar}.${String(halalas % 100).padStart(2, '0')} SAR`;
}

export function feedItemOf(product: ListedProduct, context: FeedContext): FeedItem {
  const { language, origin } = context;
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const absolute = (url: string) => new URL(url, origin).href;
  const [first, ...more] = product.images.map((image) => absolute(image.url));
  const title = product.names[language] || product.names[other];
  const description = product.longDescriptions[language] || product.descriptions[language] || title;
  const gtin = product.gtin ?? '';
  return {
    id: product.id,
    title: clip(title, TITLE_MAX),
    description: clip(description, DESCRIPTION_MAX),
    link: `${origin}${productPath(language, product)}`,
    imageLink: first ?? '',
    additionalImageLinks: more.slice(0, ADDITIONAL_IMAGES_MAX),
    inStock: product.inStock,
    price: feedPrice(priceWithVatHalalas(product.priceHalalas, context.vat)),
    brand: product.brand,
    gtin,
    sku: product.sku ?? '',
    identifierExists: gtin !== '' || product.brand !== '',
  };
}

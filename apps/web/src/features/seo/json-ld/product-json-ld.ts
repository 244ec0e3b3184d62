import { localize } from '@store/shared/locales';
import { halalasToSar, sarToHalalas } from '@store/shared/money';
import type { Product } from '@store/shared/schemas/catalog';
import type { PublicReturnPolicy } from '@store/shared/schemas/returns';
import type { PublicShippingOptions } from '@store/shared/schemas/shipping';
import type { SeoContext } from '../seo-context.ts';
import { organization } from './organization-json-ld.ts';
import type {
  AggregateRatingLd,
  MerchantReturnPolicyLd,
  OfferShippingDetailsLd,
  ProductLd,
  WithContext,
} from './json-ld-types.ts';

/** What the product's page knows besides the product; each part left out when absent. */
export interface ProductPageFacts {
  /** The page's canonical URL. */
  url: string;
  description: string;
  /** Absolute URLs of the product's images, the social card among them. */
  images: string[];
  shipping?: PublicShippingOptions;
  returnPolicy?: PublicReturnPolicy;
  /** From approved verified reviews only (DESIGN.md); left out without any. */
  rating?: AggregateRatingLd;
}

/** The price a shopper pays, VAT included, as Google wants it: "1234.50". */
export function priceWithVat(product: Product, context: SeoContext): string {
  const { vatRate, pricesIncludeVat } = context.settings.commerce;
  const halalas = sarToHalalas(product.price);
  const withVat = pricesIncludeVat ? halalas : Math.round((halalas * (100 + vatRate)) / 100);
  return halalasToSar(withVat).toFixed(2);
}

/**
 * Delivery facts the store can state for this product: only free delivery everywhere it ships
 * from a threshold the price reaches is a rate known without an address (zone prices need one).
 */
function shippingDetails(
  product: Product,
  shipping: PublicShippingOptions | undefined,
): OfferShippingDetailsLd | undefined {
  const free = shipping?.freeShipping;
  if (!shipping || !free?.everywhere || sarToHalalas(product.price) < free.fromHalalas) {
    return undefined;
  }
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'SAR' },
    shippingDestination: shipping.countries.map((country) => ({
      '@type': 'DefinedRegion',
      addressCountry: country,
    })),
  };
}

function returnPolicy(
  policy: PublicReturnPolicy | undefined,
  shipping: PublicShippingOptions | undefined,
): MerchantReturnPolicyLd | undefined {
  if (!policy) return undefined;
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: shipping?.countries ?? ['SA'],
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: policy.windowDays,
    returnMethod: 'https://schema.org/ReturnByMail',
  };
}

/** A product page's Product with its Offer (Google's merchant listing, SEO.md). */
export function productJsonLd(
  context: SeoContext,
  product: Product,
  facts: ProductPageFacts,
): WithContext<ProductLd> {
  const shipping = shippingDetails(product, facts.shipping);
  const returns = returnPolicy(facts.returnPolicy, facts.shipping);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localize(product.name, context.language),
    description: facts.description,
    url: facts.url,
    image: facts.images,
    ...(product.sku && { sku: product.sku }),
    ...(product.gtin && { gtin: product.gtin }),
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    offers: {
      '@type': 'Offer',
      url: facts.url,
      price: priceWithVat(product, context),
      priceCurrency: 'SAR',
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: organization(context),
      ...(shipping && { shippingDetails: shipping }),
      ...(returns && { hasMerchantReturnPolicy: returns }),
    },
    ...(facts.rating && { aggregateRating: facts.rating }),
  };
}

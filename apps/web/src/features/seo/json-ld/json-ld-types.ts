/*
 * The schema.org shapes the store emits, only the properties it fills (SEO.md lists Google's
 * required and recommended ones). Typed here rather than through `schema-dts`: a few dozen lines
 * instead of a dependency of thousands of types.
 */

type Thing<T extends string> = { '@type': T };
/** A top-level block carries its vocabulary. */
export type WithContext<T> = T & { '@context': 'https://schema.org' };

export type ItemAvailability = 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';

export interface OrganizationLd extends Thing<'Organization'> {
  name: string;
  url: string;
  logo?: string;
  sameAs?: string[];
  contactPoint?: ContactPointLd[];
}

export interface ContactPointLd extends Thing<'ContactPoint'> {
  contactType: string;
  telephone?: string;
  email?: string;
  availableLanguage: string[];
}

export interface OfferShippingDetailsLd extends Thing<'OfferShippingDetails'> {
  shippingRate: Thing<'MonetaryAmount'> & { value: number; currency: 'SAR' };
  shippingDestination: (Thing<'DefinedRegion'> & { addressCountry: string })[];
}

export interface MerchantReturnPolicyLd extends Thing<'MerchantReturnPolicy'> {
  applicableCountry: string[];
  returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow';
  merchantReturnDays: number;
  returnMethod: 'https://schema.org/ReturnByMail';
}

export interface OfferLd extends Thing<'Offer'> {
  url: string;
  /** Incl. VAT, two decimals, a dot: Google's format. */
  price: string;
  priceCurrency: 'SAR';
  availability: ItemAvailability;
  itemCondition: 'https://schema.org/NewCondition';
  seller: OrganizationLd;
  shippingDetails?: OfferShippingDetailsLd;
  hasMerchantReturnPolicy?: MerchantReturnPolicyLd;
}

/** Only from real reviews (DESIGN.md: no fabricated rating); none exist yet, so never filled. */
export interface AggregateRatingLd extends Thing<'AggregateRating'> {
  ratingValue: number;
  reviewCount: number;
  bestRating: number;
  worstRating: number;
}

export interface ProductLd extends Thing<'Product'> {
  name: string;
  description: string;
  url: string;
  image: string[];
  sku?: string;
  gtin?: string;
  brand?: Thing<'Brand'> & { name: string };
  offers: OfferLd;
  aggregateRating?: AggregateRatingLd;
}

export interface ListItemLd extends Thing<'ListItem'> {
  position: number;
  name: string;
  /** Left out on the last crumb: the page itself (Google's guideline). */
  item?: string;
}

export interface BreadcrumbListLd extends Thing<'BreadcrumbList'> {
  itemListElement: ListItemLd[];
}

export interface WebSiteLd extends Thing<'WebSite'> {
  name: string;
  url: string;
  inLanguage: string;
  potentialAction: Thing<'SearchAction'> & {
    target: Thing<'EntryPoint'> & { urlTemplate: string };
    'query-input': string;
  };
}

export type JsonLd = WithContext<ProductLd | BreadcrumbListLd | OrganizationLd | WebSiteLd>;

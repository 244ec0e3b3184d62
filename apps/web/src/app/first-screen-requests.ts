import type { Language } from '@store/shared/locales';
import type { Category, Product, ProductListQueryInput } from '@store/shared/schemas/catalog';
import type { HomepageResponse } from '@store/shared/schemas/content';
import { REVIEW_LIMITS } from '@store/shared/review-limits';
import { apiUrl } from '../lib/api-client.ts';

/**
 * An API request a first screen is made of: its URL, which page-boot.js fetches and the server's
 * render asks the API for, and what the app needs to keep its answer under the query the page
 * reads (src/app/first-screen.ts). Plain data, no app code: page-boot.js is built from it.
 */
export type FirstScreenRequest =
  | { kind: 'homepage'; url: string }
  | { kind: 'translations'; url: string; language: Language }
  | { kind: 'siteSettings'; url: string }
  | { kind: 'marketingTags'; url: string }
  | { kind: 'products'; url: string; query: ProductListQueryInput }
  | { kind: 'product'; url: string; id: string }
  | { kind: 'productReviews'; url: string; id: string }
  | { kind: 'categoryBySlug'; url: string; slug: string }
  | { kind: 'paymentMethods'; url: string }
  | { kind: 'shippingOptions'; url: string }
  | { kind: 'returnPolicy'; url: string }
  | { kind: 'offers'; url: string };

/** The `data` of each kind's answer, for the page's main image (page-boot.js). */
export interface FirstScreenData {
  homepage: HomepageResponse;
  translations: unknown;
  siteSettings: unknown;
  marketingTags: unknown;
  products: Product[];
  product: Product;
  productReviews: unknown;
  categoryBySlug: { category: Category };
  paymentMethods: unknown;
  shippingOptions: unknown;
  returnPolicy: unknown;
  offers: unknown;
}

/** The URLs are those of the app's own calls (src/api, the features' api folders). */
export const request = {
  homepage: (): FirstScreenRequest => ({ kind: 'homepage', url: apiUrl('/homepage') }),
  translations: (language: Language): FirstScreenRequest => ({
    kind: 'translations',
    language,
    url: apiUrl('/content/translations', { language }),
  }),
  siteSettings: (): FirstScreenRequest => ({
    kind: 'siteSettings',
    url: apiUrl('/public/site-settings'),
  }),
  /** Whether to ask for consent, and which tags to load once given. */
  marketingTags: (): FirstScreenRequest => ({
    kind: 'marketingTags',
    url: apiUrl('/public/marketing-tags'),
  }),
  products: (query: ProductListQueryInput): FirstScreenRequest => ({
    kind: 'products',
    query,
    url: apiUrl('/products', { ...query }),
  }),
  product: (id: string): FirstScreenRequest => ({
    kind: 'product',
    id,
    url: apiUrl(`/products/${encodeURIComponent(id)}`),
  }),
  /** The first page of the product's approved reviews, newest first (below its details). */
  productReviews: (id: string): FirstScreenRequest => ({
    kind: 'productReviews',
    id,
    url: apiUrl(`/products/${encodeURIComponent(id)}/reviews`, {
      sort: 'newest',
      page: 1,
      limit: REVIEW_LIMITS.pageSize,
    }),
  }),
  /** The category page's category (its products follow, once its id is known). */
  categoryBySlug: (slug: string): FirstScreenRequest => ({
    kind: 'categoryBySlug',
    slug,
    url: apiUrl(`/categories/slug/${encodeURIComponent(slug)}`),
  }),
  /** The product page's pay-later line depends on Tabby being offered and its limits. */
  paymentMethods: (): FirstScreenRequest => ({
    kind: 'paymentMethods',
    url: apiUrl('/public/payment-methods'),
  }),
  /** The product page's free-delivery promise follows the shipping zones. */
  shippingOptions: (): FirstScreenRequest => ({
    kind: 'shippingOptions',
    url: apiUrl('/public/shipping/options'),
  }),
  /** The product page's structured data states the return policy. */
  returnPolicy: (): FirstScreenRequest => ({
    kind: 'returnPolicy',
    url: apiUrl('/returns/policy'),
  }),
  /** The product page names the automatic offer that covers the product (decision 037). */
  offers: (): FirstScreenRequest => ({ kind: 'offers', url: apiUrl('/public/offers') }),
};

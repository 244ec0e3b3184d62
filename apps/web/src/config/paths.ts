import type { Language } from '@store/shared/locales';
import { orderTrackingPath } from '@store/shared/order-links';
import { categoryPath, localizedPath, productPath } from '@store/shared/page-addresses';

/** A product or category as its address needs it: its slugs, or only its id (older carts). */
type Addressed = { slugs: Record<Language, string> } | string;

/** An id where the slug is not known: the server answers it with a 301 to the slug's address. */
const bySlugs = (item: Addressed) =>
  typeof item === 'string' ? { slugs: { en: item, ar: item } } : item;

/**
 * Every URL of the app is built here, so a route can move in one place (with its pattern in the
 * route table, src/app/route-table.ts). The storefront's pages in a language (decision 027): a
 * component takes them from `usePaths()` (hooks/use-paths.ts), in its page's language.
 */
export function storefrontPaths(language: Language) {
  const at = (path: string) => localizedPath(language, path);
  return {
    language,
    home: at('/'),
    homeSection: (id: 'top' | 'about' | 'contact' | 'collections') => `${at('/')}#${id}`,
    products: at('/products'),
    collections: at('/collections'),
    product: (product: Addressed) => productPath(language, bySlugs(product)),
    category: (category: Addressed) => categoryPath(language, bySlugs(category)),
    checkout: at('/checkout'),
    checkoutSuccess: (orderNumber?: string) =>
      at('/checkout/success') +
      (orderNumber ? `?orderNumber=${encodeURIComponent(orderNumber)}` : ''),
    checkoutCancel: at('/checkout/cancel'),
    paymentReturn: at('/payment/return'),
    /** The shopper's return page of an order; `email` is the order's, as the order lookup needs. */
    returnRequest: (orderNumber: string, email?: string) =>
      at(`/orders/${encodeURIComponent(orderNumber)}/return`) +
      (email ? `?email=${encodeURIComponent(email)}` : ''),
    returnPolicy: at('/return-policy'),
    /** The merchant's privacy policy (PDPL). */
    privacy: at('/privacy'),
    /** The shopper's account: profile, orders, sign-out. */
    account: at('/account'),
    /** The shopper's sign-in; `next` is where to go once signed in (a path of this store). */
    accountSignIn: (next?: string) =>
      at('/account/sign-in') + (next ? `?next=${encodeURIComponent(next)}` : ''),
    /** The tracking page, or with the order number (and the email) filled in. */
    orderTracking: (lookup?: { orderNumber: string; email?: string }) =>
      orderTrackingPath(language, lookup),
  };
}

export type StorefrontPaths = ReturnType<typeof storefrontPaths>;

/** The pages without a language prefix: the admin area and sign-in. */
export const paths = {
  auth: '/auth',
  admin: '/admin',
} as const;

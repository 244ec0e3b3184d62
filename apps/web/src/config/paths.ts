import { orderTrackingPath } from '@store/shared/order-links';

/**
 * Every URL of the app is built here, so a route can move in one place (with its pattern in the
 * route table, src/app/route-table.ts).
 */
export const paths = {
  home: '/',
  homeSection: (id: 'top' | 'about' | 'contact' | 'collections') => `/#${id}`,
  products: '/products',
  collections: '/collections',
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  checkout: '/checkout',
  checkoutSuccess: (orderNumber?: string) =>
    orderNumber
      ? `/checkout/success?orderNumber=${encodeURIComponent(orderNumber)}`
      : '/checkout/success',
  checkoutCancel: '/checkout/cancel',
  paymentReturn: '/payment/return',
  /** '/orders/track', or with the order number (and the email, language) filled in. */
  orderTracking: orderTrackingPath,
  /** The shopper's return or exchange request for a delivered order. */
  returnRequest: (orderNumber: string, email?: string) =>
    `/orders/${encodeURIComponent(orderNumber)}/return${
      email ? `?email=${encodeURIComponent(email)}` : ''
    }`,
  auth: '/auth',
  admin: '/admin',
} as const;

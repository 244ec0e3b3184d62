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
  /** The shopper's return page of an order; `email` is the order's, as the order lookup needs. */
  returnRequest: (orderNumber: string, email?: string) =>
    `/orders/${encodeURIComponent(orderNumber)}/return${email ? `?email=${encodeURIComponent(email)}` : ''}`,
  returnPolicy: '/return-policy',
  /** '/orders/track', or with the order number (and the email, language) filled in. */
  orderTracking: orderTrackingPath,
  auth: '/auth',
  admin: '/admin',
} as const;

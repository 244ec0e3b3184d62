/** Every URL of the app is built here, so a route can move in one place. */
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
  auth: '/auth',
  admin: '/admin',
} as const;

/** Route patterns for the router (the same paths, with parameters). */
export const routePatterns = {
  home: '/',
  products: '/products',
  collections: '/collections',
  product: '/product/:id',
  category: '/category/:slug',
  checkout: '/checkout',
  checkoutSuccess: '/checkout/success',
  checkoutCancel: '/checkout/cancel',
  paymentReturn: '/payment/return',
  auth: '/auth',
  login: '/login',
  adminLogin: '/admin/login',
  admin: '/admin/*',
  adminTest: '/admin-test',
} as const;

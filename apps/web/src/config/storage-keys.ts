/** Browser storage keys (spec sections 7 and 9). */
export const STORAGE_KEYS = {
  /** Read before the app's code runs by public/language-boot.js and page-boot.js (src/app/page-boot.ts) too. */
  language: 'language',
  /** Brand-specific, so two stores on one host never share a cart. */
  cart: 'maison-perfume-cart',
  wishlist: 'maison-perfume-wishlist',
  /** Set while this device's wishlist is the signed-in shopper's (merged at sign-in, issue 22). */
  wishlistSynced: 'maison-perfume-wishlist-synced',
  appVersion: 'app_version',
  cacheTimestamp: 'cache_timestamp',
  authToken: 'authToken',
  user: 'user',
  refreshToken: 'refreshToken',
  /** The admin session record (spec section 3): sign-in time, last activity, browser. */
  adminSession: 'admin_session',
  /** sessionStorage: the order awaiting the payment provider (number, token, email for the lookup). */
  pendingPayment: 'pending_payment',
  /** The city the shopper last chose, so the cart can estimate delivery (issue 19). */
  deliveryPlace: 'delivery_place',
  /** The shopper's cookie choice (also a first-party cookie of this name), and the orders already reported to the marketing tags (issue 20). */
  cookieConsent: 'cookie_consent',
  reportedPurchases: 'reported_purchases',
  /** The discount code the shopper entered in the cart or at checkout (issue 21). */
  discountCode: 'discount_code',
} as const;

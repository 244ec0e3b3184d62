import { paths } from './paths.ts';

/**
 * The screens of the admin area (issue 6; spec section 2 names them), in menu order. Each has a path
 * under /admin; the dashboard is /admin itself.
 */
export const ADMIN_SECTIONS = [
  'dashboard',
  'products',
  'categories',
  'reviews',
  'orders',
  'returns',
  'taxDocuments',
  'customers',
  'abandonedCarts',
  'promotions',
  'shipping',
  'carriers',
  'media',
  'productFeeds',
  'content',
  'settings',
  'marketing',
  'sms',
  'privacy',
  'payments',
  'paymentReports',
  'paymentEvents',
  'paymentSettings',
  'monitoring',
  'auditLog',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The URL segment of each screen under /admin ('' for the dashboard). */
export const ADMIN_SECTION_SEGMENTS: Record<AdminSection, string> = {
  dashboard: '',
  products: 'products',
  categories: 'categories',
  reviews: 'reviews',
  orders: 'orders',
  returns: 'returns',
  taxDocuments: 'tax-documents',
  customers: 'customers',
  abandonedCarts: 'abandoned-carts',
  promotions: 'promotions',
  shipping: 'shipping',
  carriers: 'carriers',
  media: 'media',
  productFeeds: 'product-feeds',
  content: 'content',
  settings: 'settings',
  marketing: 'marketing',
  sms: 'sms',
  privacy: 'privacy',
  payments: 'payments',
  paymentReports: 'payment-reports',
  paymentEvents: 'payment-events',
  paymentSettings: 'payment-settings',
  monitoring: 'monitoring',
  auditLog: 'audit-log',
};

export function adminSectionPath(section: AdminSection): string {
  const segment = ADMIN_SECTION_SEGMENTS[section];
  return segment ? `${paths.admin}/${segment}` : paths.admin;
}

/** The page of one tax document in the admin. */
export function taxDocumentPath(id: string): string {
  return `${adminSectionPath('taxDocuments')}/${encodeURIComponent(id)}`;
}

/** The page of one return in the admin. */
export function returnPath(id: string): string {
  return `${adminSectionPath('returns')}/${encodeURIComponent(id)}`;
}

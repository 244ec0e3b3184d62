import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminSection } from '../../config/admin-sections.ts';

/**
 * The admin screens, each its own lazy chunk so one screen's code (charts, drag and drop) loads
 * only when it is opened. A screen renders under `/admin/<segment>/*`, so it may have its own
 * sub-routes (a product's form, an order's detail). A new section of the menu needs its screen here.
 */
export const ADMIN_SCREENS: Record<AdminSection, LazyExoticComponent<ComponentType>> = {
  products: lazyScreen(
    () => import('../../features/admin-products/products-screen.tsx'),
    (m) => m.ProductsScreen,
  ),
  categories: lazyScreen(
    () => import('../../features/admin-categories/categories-screen.tsx'),
    (m) => m.CategoriesScreen,
  ),
  reviews: lazyScreen(
    () => import('../../features/admin-reviews/reviews-screen.tsx'),
    (m) => m.ReviewsScreen,
  ),
  dashboard: lazyScreen(
    () => import('../../features/admin-dashboard/dashboard-screen.tsx'),
    (m) => m.DashboardScreen,
  ),
  orders: lazyScreen(
    () => import('../../features/admin-orders/orders-screen.tsx'),
    (m) => m.OrdersScreen,
  ),
  returns: lazyScreen(
    () => import('../../features/admin-orders/returns-screen.tsx'),
    (m) => m.ReturnsScreen,
  ),
  taxDocuments: lazyScreen(
    () => import('../../features/admin-tax-documents/tax-documents-screen.tsx'),
    (m) => m.TaxDocumentsScreen,
  ),
  customers: lazyScreen(
    () => import('../../features/admin-customers/customers-screen.tsx'),
    (m) => m.CustomersScreen,
  ),
  promotions: lazyScreen(
    () => import('../../features/admin-promotions/promotions-screen.tsx'),
    (m) => m.PromotionsScreen,
  ),
  shipping: lazyScreen(
    () => import('../../features/admin-shipping/shipping-screen.tsx'),
    (m) => m.ShippingScreen,
  ),
  carriers: lazyScreen(
    () => import('../../features/admin-carriers/carriers-screen.tsx'),
    (m) => m.CarriersScreen,
  ),
  productFeeds: lazyScreen(
    () => import('../../features/admin-feeds/product-feeds-screen.tsx'),
    (m) => m.ProductFeedsScreen,
  ),
  content: lazyScreen(
    () => import('../../features/admin-content/content-screen.tsx'),
    (m) => m.ContentScreen,
  ),
  settings: lazyScreen(
    () => import('../../features/admin-settings/settings-screen.tsx'),
    (m) => m.SettingsScreen,
  ),
  marketing: lazyScreen(
    () => import('../../features/admin-marketing/marketing-screen.tsx'),
    (m) => m.MarketingScreen,
  ),
  sms: lazyScreen(
    () => import('../../features/admin-sms/sms-screen.tsx'),
    (m) => m.SmsScreen,
  ),
  abandonedCarts: lazyScreen(
    () => import('../../features/admin-abandoned-carts/abandoned-carts-screen.tsx'),
    (m) => m.AbandonedCartsScreen,
  ),
  privacy: lazyScreen(
    () => import('../../features/admin-privacy/privacy-screen.tsx'),
    (m) => m.PrivacyScreen,
  ),
  media: lazyScreen(
    () => import('../../features/admin-media/media-screen.tsx'),
    (m) => m.MediaScreen,
  ),
  payments: lazyScreen(
    () => import('../../features/admin-payments/payments-screen.tsx'),
    (m) => m.PaymentsScreen,
  ),
  paymentReports: lazyScreen(
    () => import('../../features/admin-payments/payment-reports-screen.tsx'),
    (m) => m.PaymentReportsScreen,
  ),
  paymentEvents: lazyScreen(
    () => import('../../features/admin-payments/payment-events-screen.tsx'),
    (m) => m.PaymentEventsScreen,
  ),
  paymentSettings: lazyScreen(
    () => import('../../features/admin-payments/payment-settings-screen.tsx'),
    (m) => m.PaymentSettingsScreen,
  ),
  monitoring: lazyScreen(
    () => import('../../features/admin-monitoring/monitoring-screen.tsx'),
    (m) => m.MonitoringScreen,
  ),
  auditLog: lazyScreen(
    () => import('../../features/admin-audit/audit-screen.tsx'),
    (m) => m.AuditScreen,
  ),
};

/** `lazy` for a module's named export. */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

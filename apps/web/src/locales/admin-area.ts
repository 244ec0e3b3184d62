import { adminCatalog as arAdminCatalog } from './ar/admin-catalog.ts';
import { adminFeeds as arAdminFeeds } from './ar/admin-feeds.ts';
import { adminFulfilment as arAdminFulfilment } from './ar/admin-fulfilment.ts';
import { adminMarketing as arAdminMarketing } from './ar/admin-marketing.ts';
import { adminPaymentEvents as arAdminPaymentEvents } from './ar/admin-payment-events.ts';
import { adminPrivacy as arAdminPrivacy } from './ar/admin-privacy.ts';
import { adminCarts as arAdminCarts } from './ar/admin-carts.ts';
import { adminPromotions as arAdminPromotions } from './ar/admin-promotions.ts';
import { adminReturns as arAdminReturns } from './ar/admin-returns.ts';
import { adminReviews as arAdminReviews } from './ar/admin-reviews.ts';
import { adminSales as arAdminSales } from './ar/admin-sales.ts';
import { adminShipping as arAdminShipping } from './ar/admin-shipping.ts';
import { adminSite as arAdminSite } from './ar/admin-site.ts';
import { adminSms as arAdminSms } from './ar/admin-sms.ts';
import { adminSystem as arAdminSystem } from './ar/admin-system.ts';
import { adminTaxDocuments as arAdminTaxDocuments } from './ar/admin-tax-documents.ts';
import { admin as arAdmin } from './ar/admin.ts';
import { auth as arAuth } from './ar/auth.ts';
import { adminCatalog } from './en/admin-catalog.ts';
import { adminFeeds } from './en/admin-feeds.ts';
import { adminFulfilment } from './en/admin-fulfilment.ts';
import { adminMarketing } from './en/admin-marketing.ts';
import { adminPaymentEvents } from './en/admin-payment-events.ts';
import { adminPromotions } from './en/admin-promotions.ts';
import { adminReturns } from './en/admin-returns.ts';
import { adminReviews } from './en/admin-reviews.ts';
import { adminSales } from './en/admin-sales.ts';
import { adminShipping } from './en/admin-shipping.ts';
import { adminSite } from './en/admin-site.ts';
import { adminSms } from './en/admin-sms.ts';
import { adminPrivacy } from './en/admin-privacy.ts';
import { adminCarts } from './en/admin-carts.ts';
import { adminSystem } from './en/admin-system.ts';
import { adminTaxDocuments } from './en/admin-tax-documents.ts';
import { admin } from './en/admin.ts';
import { auth } from './en/auth.ts';

/**
 * The texts of the sign-in page and the admin area, in both languages. Only the lazy admin chunks
 * import this file (through `useAdminAreaTexts`), so none of it loads on the storefront. Each group
 * of admin screens has its namespace; the parity test covers these too.
 */
export const adminAreaTexts = {
  en: {
    auth,
    admin,
    adminCatalog,
    adminSales,
    adminShipping,
    adminSite,
    adminSystem,
    adminPaymentEvents,
    adminTaxDocuments,
    adminReturns,
    adminReviews,
    adminFulfilment,
    adminMarketing,
    adminFeeds,
    adminSms,
    adminPrivacy,
    adminCarts,
    adminPromotions,
  },
  ar: {
    auth: arAuth,
    admin: arAdmin,
    adminCatalog: arAdminCatalog,
    adminSales: arAdminSales,
    adminShipping: arAdminShipping,
    adminSite: arAdminSite,
    adminSystem: arAdminSystem,
    adminPaymentEvents: arAdminPaymentEvents,
    adminTaxDocuments: arAdminTaxDocuments,
    adminReturns: arAdminReturns,
    adminReviews: arAdminReviews,
    adminFulfilment: arAdminFulfilment,
    adminMarketing: arAdminMarketing,
    adminFeeds: arAdminFeeds,
    adminSms: arAdminSms,
    adminPrivacy: arAdminPrivacy,
    adminCarts: arAdminCarts,
    adminPromotions: arAdminPromotions,
  },
} as const;

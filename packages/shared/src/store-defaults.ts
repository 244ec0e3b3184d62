import type { CommerceSettings, SellerProfile, SiteSettings } from './schemas/settings.ts';

/*
 * What a store starts from before an administrator changes anything: the demo seed writes it and the
 * storefront assumes it when it cannot read the settings. Kept apart from the zod schemas, so the
 * storefront's first load takes these few values without them.
 */

/** The brand files every build ships (`public/`). */
export const DEFAULT_BRAND_FILES: Pick<SiteSettings['siteInfo'], 'logo' | 'favicon'> = {
  logo: '/images/brand/logo.svg',
  favicon: '/favicon.svg',
};

/** Prices in SAR with VAT included, free shipping from 200 SAR. */
export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = {
  currency: 'SAR',
  vatRate: 0,
  pricesIncludeVat: true,
  // No wrapping fee and no samples until the merchant sets them (decision 036).
  giftWrapFee: 0,
  maxSamples: 0,
};

/**
 * No seller identity until the merchant enters theirs: a legal name or tax number is never made up,
 * and with e-invoicing off no tax invoice claims one.
 */
export const EMPTY_SELLER_PROFILE: SellerProfile = {
  legalName: { en: '', ar: '' },
  vatNumber: '',
  crNumber: '',
  address: {
    buildingNumber: '',
    street: { en: '', ar: '' },
    district: { en: '', ar: '' },
    city: { en: '', ar: '' },
    postalCode: '',
    additionalNumber: '',
  },
  einvoicingMode: 'off',
};

import { siteSettingsSchema, type SellerProfile } from '@store/shared/schemas/settings';
import { EMPTY_SELLER_PROFILE } from '@store/shared/store-defaults';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored site settings in today's shape. Settings saved before the seller profile existed had no
 * `sellerProfile` and kept the VAT number in `commerce.vatNumber`: they read as an empty profile
 * (e-invoicing off) holding that number. The next save of any group writes the new shape, where
 * the number lives only in the profile (parsing drops `commerce.vatNumber`).
 */
export function upgradeStoredSiteSettings(value: unknown): unknown {
  if (!isRecord(value) || 'sellerProfile' in value) return value;
  const commerce = isRecord(value.commerce) ? value.commerce : {};
  const vatNumber = typeof commerce.vatNumber === 'string' ? commerce.vatNumber : '';
  const sellerProfile: SellerProfile = { ...structuredClone(EMPTY_SELLER_PROFILE), vatNumber };
  return { ...value, sellerProfile };
}

/** The stored site settings checked against the schema, after upgrading an older shape. */
export function parseStoredSiteSettings(value: unknown) {
  return siteSettingsSchema.safeParse(upgradeStoredSiteSettings(value));
}

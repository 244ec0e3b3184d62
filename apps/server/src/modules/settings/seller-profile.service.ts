import type { FastifyBaseLogger } from 'fastify';
import { sellerProfileSchema, type SellerProfile } from '@store/shared/schemas/settings';
import { EMPTY_SELLER_PROFILE } from '@store/shared/store-defaults';
import type { Db } from '../../db/client.ts';
import { findSettingRow } from './setting-rows.service.ts';
import { SITE_SETTINGS_KEY } from './settings.service.ts';
import { upgradeStoredSiteSettings } from './stored-site-settings.ts';

/**
 * The seller's legal identity and e-invoicing mode, for tax invoices. Read on its own from the
 * stored settings, so a broken unrelated group does not hide it; a profile that cannot be read
 * answers empty with e-invoicing off (never the demo store's), and is logged.
 */
export async function readSellerProfile(db: Db, log?: FastifyBaseLogger): Promise<SellerProfile> {
  const row = await findSettingRow(db, SITE_SETTINGS_KEY);
  const stored = upgradeStoredSiteSettings(row?.value) as { sellerProfile?: unknown } | undefined;
  const parsed = sellerProfileSchema.safeParse(stored?.sellerProfile);
  if (parsed.success) return parsed.data;
  if (row) {
    log?.warn(
      { issues: parsed.error.issues.slice(0, 5) },
      'stored seller profile is invalid; answering an empty one',
    );
  }
  return structuredClone(EMPTY_SELLER_PROFILE);
}

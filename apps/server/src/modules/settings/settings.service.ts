import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicSiteSettings, SiteSettings } from '@store/shared/schemas/settings';
import type { Db } from '../../db/client.ts';
import { demoSettings } from '../../db/seed/demo-settings.ts';
import { settings } from './settings.table.ts';
import { parseStoredSiteSettings } from './stored-site-settings.ts';

export const SITE_SETTINGS_KEY = 'site';

/** Site settings; stored settings that no longer fit the schema are logged and replaced by defaults. */
export async function getSiteSettings(db: Db, log: FastifyBaseLogger): Promise<SiteSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SITE_SETTINGS_KEY));
  const parsed = parseStoredSiteSettings(row?.value);
  if (row && !parsed.success) {
    log.warn(
      { issues: parsed.error.issues.slice(0, 5) },
      'stored site settings are invalid; serving defaults',
    );
  }
  return parsed.success ? parsed.data : demoSettings;
}

/** What shoppers may see: no email settings; of the seller only the names and numbers the footer shows. */
export async function getPublicSiteSettings(
  db: Db,
  log: FastifyBaseLogger,
): Promise<PublicSiteSettings> {
  const { siteInfo, contactInfo, socialMedia, commerce, sellerProfile } = await getSiteSettings(
    db,
    log,
  );
  const { legalName, crNumber, vatNumber } = sellerProfile;
  return {
    siteInfo,
    contactInfo,
    socialMedia,
    commerce,
    sellerProfile: { legalName, crNumber, vatNumber },
  };
}

/** The site settings' stored JSON as it is, unvalidated (the media library looks for images in it). */
export async function storedSiteSettingsValue(db: Db): Promise<unknown> {
  const [site] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SITE_SETTINGS_KEY));
  return site?.value;
}

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_SMTP_SETTINGS,
  smtpSettingsSchema,
  type AdminSiteSettings,
  type SiteSettings,
  type SiteSettingsUpdate,
  type SmtpSettings,
} from '@store/shared/schemas/settings';
import type { Db } from '../../db/client.ts';
import { demoSettings } from '../../db/seed/demo-settings.ts';
import type { SecretBox } from './secret-box.ts';
import { deleteSecret, hasSecret, putSecret, readSecret } from './secrets.service.ts';
import { SITE_SETTINGS_KEY, getSiteSettings } from './settings.service.ts';
import { settings } from './settings.table.ts';
import { parseStoredSiteSettings } from './stored-site-settings.ts';

/** The SMTP server settings live apart from the site settings, which shoppers partly see. */
export const SMTP_SETTINGS_KEY = 'smtp';

export async function getSmtpSettings(db: Db): Promise<SmtpSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SMTP_SETTINGS_KEY));
  const parsed = smtpSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_SMTP_SETTINGS;
}

/** Every setting the admin edits; the SMTP password only as whether one is set. */
export async function getAdminSiteSettings(
  db: Db,
  log: FastifyBaseLogger,
): Promise<AdminSiteSettings> {
  const [site, smtp, passwordSet] = await Promise.all([
    getSiteSettings(db, log),
    getSmtpSettings(db),
    hasSecret(db, 'smtp.password'),
  ]);
  return { ...site, emailSettings: { ...site.emailSettings, smtp: { ...smtp, passwordSet } } };
}

/** What changed, for the audit log: whole groups, the password only as what happened to it. */
export interface SettingsChange {
  before: Partial<SiteSettings> & { smtp?: SmtpSettings };
  after: Partial<SiteSettings> & { smtp?: SmtpSettings };
  password: 'replaced' | 'cleared' | 'kept';
}

async function upsertSetting(tx: Db, key: string, value: unknown, updatedBy: string | null) {
  const values = { value, updatedBy, updatedAt: new Date() };
  await tx
    .insert(settings)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: settings.key, set: values });
}

/**
 * Replaces the groups given, each whole; the others stay as they are. The SMTP password is
 * replaced when a new one comes, cleared on null, kept when absent. Call inside a transaction.
 */
export async function updateSiteSettings(
  tx: Db,
  box: SecretBox,
  log: FastifyBaseLogger,
  update: SiteSettingsUpdate,
  updatedBy: string | null,
): Promise<SettingsChange> {
  // Lock the row so two saves of different groups do not overwrite each other.
  const [row] = await tx
    .select()
    .from(settings)
    .where(eq(settings.key, SITE_SETTINGS_KEY))
    .for('update');
  const parsed = parseStoredSiteSettings(row?.value);
  if (row && !parsed.success)
    log.warn('stored site settings were invalid; replacing from defaults');
  const current = parsed.success ? parsed.data : demoSettings;

  const change: SettingsChange = { before: {}, after: {}, password: 'kept' };
  const next: SiteSettings = { ...current };
  if (update.siteInfo) next.siteInfo = update.siteInfo;
  if (update.contactInfo) next.contactInfo = update.contactInfo;
  if (update.socialMedia) next.socialMedia = update.socialMedia;
  // The gift fields a save leaves out keep their stored values (decision 036).
  if (update.commerce) next.commerce = { ...current.commerce, ...definedOnly(update.commerce) };
  if (update.sellerProfile) next.sellerProfile = update.sellerProfile;
  if (update.emailSettings) {
    const { smtp, ...email } = update.emailSettings;
    next.emailSettings = email;
    const { password, ...server } = smtp;
    change.before.smtp = await getSmtpSettings(tx);
    change.after.smtp = server;
    await upsertSetting(tx, SMTP_SETTINGS_KEY, server, updatedBy);
    if (typeof password === 'string') {
      await putSecret(tx, box, 'smtp.password', password);
      change.password = 'replaced';
    } else if (password === null) {
      await deleteSecret(tx, 'smtp.password');
      change.password = 'cleared';
    }
  }
  for (const group of [
    'siteInfo',
    'contactInfo',
    'socialMedia',
    'emailSettings',
    'commerce',
    'sellerProfile',
  ] as const) {
    if (update[group]) {
      Object.assign(change.before, { [group]: current[group] });
      Object.assign(change.after, { [group]: next[group] });
    }
  }
  await upsertSetting(tx, SITE_SETTINGS_KEY, next, updatedBy);
  return change;
}

/** The SMTP server the stored settings name, with its password, or null to use the environment's. */
export async function storedSmtpServer(db: Db, box: SecretBox) {
  const smtp = await getSmtpSettings(db);
  if (!smtp.host) return null;
  const password = smtp.user ? await readSecret(db, box, 'smtp.password') : null;
  return { ...smtp, password };
}

/** The fields given a value: an absent optional field does not overwrite the stored one. */
function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

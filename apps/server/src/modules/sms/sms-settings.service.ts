import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SmsDelivery, SmsSettingsUpdateData } from '@store/shared/schemas/sms';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { secretAfterSave, writeSecretChanges } from '../../provider-settings/secret-changes.ts';
import { recordAudit } from '../monitoring/index.ts';
import {
  putSettingRow,
  readValidSettingRow,
  resolveSecretInForce,
  type SecretBox,
  type SecretInForce,
} from '../settings/index.ts';
import { OutboxSmsSender, smsOutboxDirectory } from './outbox/sms-outbox.ts';
import type { SmsSender } from './sms-sender.ts';
import { UnifonicClient } from './unifonic/unifonic-client.ts';

/**
 * Unifonic's settings (docs/decisions/032-sms-provider.md): the sender name in one row of the
 * settings table, the AppSid apart, encrypted by the SecretBox, never sent back, logged or audited.
 * There is no environment fallback for either: the admin is where they are set.
 */
export const SMS_SETTINGS_KEY = 'sms.unifonic';

const storedSmsSchema = z.object({ senderId: z.string() });
type StoredSms = z.infer<typeof storedSmsSchema>;

export interface ResolvedSmsSettings {
  appSid: SecretInForce;
  senderId: string;
  updatedAt: Date | null;
}

export async function resolveSmsSettings(
  db: Db,
  box: SecretBox,
  log?: FastifyBaseLogger,
): Promise<ResolvedSmsSettings> {
  const appSid = await resolveSecretInForce(db, box, 'unifonic.appSid', undefined, log);
  const stored = await readValidSettingRow(db, SMS_SETTINGS_KEY, storedSmsSchema, log);
  return {
    appSid,
    senderId: stored?.value.senderId ?? '',
    updatedAt: stored?.updatedAt ?? null,
  };
}

/** How messages leave with these settings: through Unifonic, or into the outbox folder. */
export function smsDeliveryOf(settings: ResolvedSmsSettings): SmsDelivery {
  return settings.appSid.value && settings.senderId ? 'provider' : 'outbox';
}

export interface SmsSenderDeps {
  db: Db;
  secretBox: SecretBox;
  config: AppConfig;
  log?: FastifyBaseLogger;
}

/**
 * The sender in force, read from the settings each time it is asked for (a save takes effect at
 * the next message, on every instance): Unifonic with a saved AppSid and sender name; else the
 * outbox folder, as the emails' without SMTP and the payment simulators without keys, so a fresh
 * `npm start` (production by default) shows its messages. In production the admin page and the
 * start-up log say no message reaches a phone; a sign-in flow checks `delivery` and `isProduction`.
 */
export async function smsSenderInForce(deps: SmsSenderDeps): Promise<SmsSender> {
  const settings = await resolveSmsSettings(deps.db, deps.secretBox, deps.log);
  if (smsDeliveryOf(settings) === 'provider' && settings.appSid.value) {
    return new UnifonicClient({
      appSid: settings.appSid.value,
      senderId: settings.senderId,
      baseUrl: deps.config.sms.unifonicBaseUrl,
      timeoutMs: deps.config.sms.timeoutMs,
    });
  }
  return new OutboxSmsSender(smsOutboxDirectory(deps.config.dataDir), deps.log);
}

/**
 * Saves the sender name and, when a new one is typed, the AppSid (or clears it), in one
 * transaction with the audit record, which keeps whether an AppSid is set, never the AppSid.
 */
export async function saveSmsSettings(
  db: Db,
  box: SecretBox,
  request: FastifyRequest,
  input: SmsSettingsUpdateData,
  current: ResolvedSmsSettings,
): Promise<void> {
  const appSid = secretAfterSave(input.appSid, input.clearAppSid, current.appSid);
  const value: StoredSms = { senderId: input.senderId };
  await db.transaction(async (tx) => {
    await putSettingRow(tx, SMS_SETTINGS_KEY, value, request.auth?.user?.id ?? null);
    await writeSecretChanges(tx, box, [['unifonic.appSid', appSid]]);
    await recordAudit(tx, request, {
      action: 'updated',
      entity: 'settings',
      entityId: SMS_SETTINGS_KEY,
      before: { senderId: current.senderId, hasAppSid: current.appSid.value !== null },
      after: { ...value, hasAppSid: appSid.value !== null },
      note: `SMS provider (Unifonic) settings; AppSid ${appSid.change}`,
    });
  });
}

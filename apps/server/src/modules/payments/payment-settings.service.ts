import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PAYPAL_CURRENCIES,
  PAYPAL_MODES,
  settlementRateSchema,
  type PaymentSettingsUpdateData,
  type PaypalMode,
} from '@store/shared/schemas/payments';
import { recordAudit } from '../monitoring/index.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  deleteSecret,
  findSettingRow,
  putSecret,
  putSettingRow,
  readSecret,
  type SecretBox,
} from '../settings/index.ts';
import type { Settlement } from './settlement.ts';
import { FieldRefusal } from '../../provider-settings/field-refusal.ts';
import type { SecretChange } from '../../provider-settings/secret-changes.ts';

/** The row of the settings table holding the payment-provider settings (the secret lives apart). */
export const PAYMENT_SETTINGS_KEY = 'payments';

export const PAYPAL_LIVE_URL = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_URL = 'https://api-m.sandbox.paypal.com';

/** What is saved in the settings table: everything but the client secret. */
export const storedPaymentSettingsSchema = z.object({
  mode: z.enum(PAYPAL_MODES),
  clientId: z.string(),
  settlementCurrency: z.enum(PAYPAL_CURRENCIES),
  settlementRate: settlementRateSchema,
  webhookId: z.string(),
});
export type StoredPaymentSettings = z.infer<typeof storedPaymentSettingsSchema>;

/** The settings in force: stored ones, else the environment's PAYPAL_* as before the admin existed. */
export interface ResolvedPaymentSettings {
  mode: PaypalMode;
  clientId: string;
  /** Server use only: never in a response, a log or the audit log. */
  clientSecret: string | null;
  clientSecretSource: 'stored' | 'environment' | null;
  /** Whether PAYPAL_CLIENT_SECRET is set: what remains when the stored secret is cleared. */
  environmentHasSecret: boolean;
  settlement: Settlement;
  webhookId: string;
  source: 'stored' | 'environment';
  updatedAt: Date | null;
}

/** The mode the environment describes: credentials → sandbox, or live when the URL is PayPal's live API. */
export function environmentMode(config: AppConfig): PaypalMode {
  if (!config.paypal) return 'simulator';
  return config.paypal.baseUrl.replace(/\/+$/, '') === PAYPAL_LIVE_URL ? 'live' : 'sandbox';
}

/**
 * The API address for a mode. A PAYPAL_BASE_URL that is neither of PayPal's own (a proxy, or the
 * local fake in tests) is used for both real modes.
 */
export function paypalBaseUrl(mode: Exclude<PaypalMode, 'simulator'>, config: AppConfig): string {
  const configured = config.paypal?.baseUrl.replace(/\/+$/, '');
  if (configured && configured !== PAYPAL_LIVE_URL && configured !== PAYPAL_SANDBOX_URL) {
    return configured;
  }
  return mode === 'live' ? PAYPAL_LIVE_URL : PAYPAL_SANDBOX_URL;
}

export async function readStoredPaymentSettings(
  db: Db,
  log?: FastifyBaseLogger,
): Promise<{ value: StoredPaymentSettings; updatedAt: Date } | null> {
  const row = await findSettingRow(db, PAYMENT_SETTINGS_KEY);
  if (!row) return null;
  const parsed = storedPaymentSettingsSchema.safeParse(row.value);
  if (!parsed.success) {
    log?.warn({ issues: parsed.error.issues.slice(0, 5) }, 'stored payment settings are invalid');
    return null;
  }
  return { value: parsed.data, updatedAt: row.updatedAt };
}

/** The stored secret, or null when none is stored or it cannot be opened (SECRET_KEY changed). */
async function storedSecret(db: Db, box: SecretBox, log?: FastifyBaseLogger) {
  try {
    return await readSecret(db, box, 'paypal.clientSecret');
  } catch (error) {
    log?.error({ err: error }, 'the stored PayPal client secret cannot be decrypted');
    return null;
  }
}

/**
 * The payment settings in force. A secret saved here wins over PAYPAL_CLIENT_SECRET; without one
 * the environment's applies.
 */
export async function resolvePaymentSettings(
  db: Db,
  box: SecretBox,
  config: AppConfig,
  log?: FastifyBaseLogger,
): Promise<ResolvedPaymentSettings> {
  const stored = await readStoredPaymentSettings(db, log);
  const saved = await storedSecret(db, box, log);
  const environmentSecret = config.paypal?.clientSecret ?? null;
  const clientSecret = saved ?? environmentSecret;
  const clientSecretSource = saved ? 'stored' : environmentSecret ? 'environment' : null;
  if (stored) {
    return {
      mode: stored.value.mode,
      clientId: stored.value.clientId,
      clientSecret,
      clientSecretSource,
      environmentHasSecret: environmentSecret !== null,
      settlement: {
        currency: stored.value.settlementCurrency,
        rate: stored.value.settlementRate,
      },
      webhookId: stored.value.webhookId,
      source: 'stored',
      updatedAt: stored.updatedAt,
    };
  }
  return {
    mode: environmentMode(config),
    clientId: config.paypal?.clientId ?? '',
    clientSecret,
    clientSecretSource,
    environmentHasSecret: environmentSecret !== null,
    settlement: config.settlement,
    webhookId: config.paypal?.webhookId ?? '',
    source: 'environment',
    updatedAt: null,
  };
}

/** What the audit log keeps of the settings: never the secret, only whether one is set. */
function auditSummary(value: StoredPaymentSettings, hasClientSecret: boolean) {
  return { ...value, hasClientSecret };
}

/** Why a save is refused beyond the shape of the body (it needs the stored state). */
export class PaymentSettingsRefused extends FieldRefusal {
  override name = 'PaymentSettingsRefused';
}

/**
 * Saves the payment settings, and the client secret encrypted when one is given, in one
 * transaction with its audit record. Sandbox and live need a secret: given now, kept from before,
 * or the environment's.
 */
export async function savePaymentSettings(
  db: Db,
  box: SecretBox,
  request: FastifyRequest,
  input: PaymentSettingsUpdateData,
  current: Omit<ResolvedPaymentSettings, 'clientSecret'>,
): Promise<SecretChange> {
  const newSecret = input.clientSecret ? input.clientSecret : null;
  const change: SecretChange = newSecret
    ? 'replaced'
    : input.clearClientSecret
      ? 'cleared'
      : 'kept';
  const hasSecretAfter =
    change === 'replaced' ||
    (change === 'cleared' ? current.environmentHasSecret : current.clientSecretSource !== null);
  if (input.mode !== 'simulator' && !hasSecretAfter) {
    throw new PaymentSettingsRefused('clientSecret', 'is required for sandbox and live');
  }
  const value: StoredPaymentSettings = {
    mode: input.mode,
    clientId: input.clientId,
    settlementCurrency: input.settlementCurrency,
    settlementRate: input.settlementRate,
    webhookId: input.webhookId,
  };
  const before: StoredPaymentSettings = {
    mode: current.mode,
    clientId: current.clientId,
    settlementCurrency: current.settlement.currency,
    settlementRate: current.settlement.rate,
    webhookId: current.webhookId,
  };
  await db.transaction(async (tx) => {
    await putSettingRow(tx, PAYMENT_SETTINGS_KEY, value, request.auth?.user?.id ?? null);
    if (newSecret) await putSecret(tx, box, 'paypal.clientSecret', newSecret);
    if (change === 'cleared') await deleteSecret(tx, 'paypal.clientSecret');
    await recordAudit(tx, request, {
      action: 'updated',
      entity: 'settings',
      entityId: PAYMENT_SETTINGS_KEY,
      before: auditSummary(before, current.clientSecretSource !== null),
      after: auditSummary(value, hasSecretAfter),
      note: `Payment settings (${current.source === 'environment' ? 'first save, were from the environment' : 'updated'}); client secret ${change}`,
    });
  });
  return change;
}

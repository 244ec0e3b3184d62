import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CARRIER_IDS,
  CARRIER_SETTING_PROBLEMS,
  carrierIdSchema,
  MANUAL_CARRIERS,
  type CarrierId,
  type ManualCarriersUpdateData,
  type OtoSettingsUpdateData,
} from '@store/shared/schemas/carriers';
import { localizedTextSchema } from '@store/shared/schemas/common';
import { PROVIDER_MODES, type ProviderMode } from '@store/shared/schemas/payment-providers';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../monitoring/index.ts';
import {
  readValidSettingRow,
  putSettingRow,
  resolveSecretInForce,
  type SecretBox,
  type SecretInForce,
} from '../settings/index.ts';
import { OTO_BASE_URLS } from './oto/oto-wire.ts';
import { FieldRefusal } from '../../provider-settings/field-refusal.ts';
import { secretAfterSave, writeSecretChanges } from '../../provider-settings/secret-changes.ts';

/**
 * The carriers' settings (docs/decisions/022-shipping-carrier-integration.md): two rows of the
 * settings table, OTO's and the manual carriers', each saved on its own; OTO's refresh token and
 * webhook secret apart, encrypted by the SecretBox, never sent back, logged or audited.
 */
export const CARRIER_SETTINGS_KEYS = { oto: 'carriers.oto', manual: 'carriers.manual' } as const;

const storedOtoSchema = z.object({
  mode: z.enum(PROVIDER_MODES),
  pickupLocationCode: z.string(),
  deliveryOptionId: z.number().int().nullable(),
});
type StoredOto = z.infer<typeof storedOtoSchema>;

const storedManualSchema = z.object({
  customName: localizedTextSchema,
  templates: z.partialRecord(carrierIdSchema, z.string()),
});
type StoredManual = z.infer<typeof storedManualSchema>;

/** A save the stored state refuses (a token needed and none in force), named by its field. */
export class CarrierSettingsRefused extends FieldRefusal {
  override name = 'CarrierSettingsRefused';
}

/** OTO's settings in force; the secrets' values never leave the server. */
export interface ResolvedOtoSettings {
  mode: ProviderMode;
  refreshToken: SecretInForce;
  webhookSecret: SecretInForce;
  pickupLocationCode: string;
  deliveryOptionId: number | null;
  /** OTO's host for the mode (OTO_BASE_URL in place of both, in tests). */
  baseUrl: string;
  timeoutMs: number;
  /** 'stored' once saved in the admin; before that the environment's OTO_* apply. */
  source: 'stored' | 'environment';
  updatedAt: Date | null;
}

export interface ResolvedManualCarriers {
  customName: { en: string; ar: string };
  /** The merchant's tracking pages, in place of the carriers' own (and the custom courier's). */
  templates: Partial<Record<CarrierId, string>>;
  updatedAt: Date | null;
}

/** OTO's API address for a mode: the environment's override, else the mode's own host. */
export function otoBaseUrl(mode: Exclude<ProviderMode, 'simulator'>, config: AppConfig): string {
  return config.oto.baseUrl ?? OTO_BASE_URLS[mode];
}

/** OTO's settings in force: saved in the admin, else the environment's OTO_* (no token: simulator). */
export async function resolveOtoSettings(
  db: Db,
  box: SecretBox,
  config: AppConfig,
  log?: FastifyBaseLogger,
): Promise<ResolvedOtoSettings> {
  const environment = config.oto;
  const refreshToken = await resolveSecretInForce(
    db,
    box,
    'oto.refreshToken',
    environment.refreshToken,
    log,
  );
  const webhookSecret = await resolveSecretInForce(
    db,
    box,
    'oto.webhookSecret',
    environment.webhookSecret,
    log,
  );
  const stored = await readValidSettingRow(db, CARRIER_SETTINGS_KEYS.oto, storedOtoSchema, log);
  const settings: StoredOto = stored?.value ?? {
    mode: environment.refreshToken ? environment.mode : 'simulator',
    pickupLocationCode: '',
    deliveryOptionId: null,
  };
  return {
    ...settings,
    refreshToken,
    webhookSecret,
    baseUrl:
      settings.mode === 'simulator'
        ? (config.oto.baseUrl ?? OTO_BASE_URLS.test)
        : otoBaseUrl(settings.mode, config),
    timeoutMs: environment.timeoutMs,
    source: stored ? 'stored' : 'environment',
    updatedAt: stored?.updatedAt ?? null,
  };
}

/** The manual carriers' pages and the other courier's name: saved ones, else none of the merchant's. */
export async function resolveManualCarriers(
  db: Db,
  log?: FastifyBaseLogger,
): Promise<ResolvedManualCarriers> {
  const stored = await readValidSettingRow(
    db,
    CARRIER_SETTINGS_KEYS.manual,
    storedManualSchema,
    log,
  );
  return {
    customName: stored?.value.customName ?? { ...MANUAL_CARRIERS.custom.name },
    templates: stored?.value.templates ?? {},
    updatedAt: stored?.updatedAt ?? null,
  };
}

/** The tracking page template in force for a carrier: the merchant's, else the carrier's own. */
export function templateInForce(manual: ResolvedManualCarriers, carrier: CarrierId): string | null {
  return manual.templates[carrier] ?? MANUAL_CARRIERS[carrier].trackingUrlTemplate;
}

/**
 * Saves OTO's row and, when new ones are given, its secrets, in one transaction with the audit
 * record (which keeps whether each secret is set, never a secret). Test and live need a refresh
 * token in force after the save; without one nothing is saved.
 */
export async function saveOtoSettings(
  db: Db,
  box: SecretBox,
  request: FastifyRequest,
  input: OtoSettingsUpdateData,
  current: ResolvedOtoSettings,
): Promise<void> {
  const token = secretAfterSave(input.refreshToken, input.clearRefreshToken, current.refreshToken);
  const webhook = secretAfterSave(
    input.webhookSecret,
    input.clearWebhookSecret,
    current.webhookSecret,
  );
  if (input.mode !== 'simulator' && !token.value) {
    throw new CarrierSettingsRefused('refreshToken', CARRIER_SETTING_PROBLEMS.tokenRequired);
  }
  const value: StoredOto = {
    mode: input.mode,
    pickupLocationCode: input.pickupLocationCode,
    deliveryOptionId: input.deliveryOptionId,
  };
  const before: StoredOto = {
    mode: current.mode,
    pickupLocationCode: current.pickupLocationCode,
    deliveryOptionId: current.deliveryOptionId,
  };
  await db.transaction(async (tx) => {
    await putSettingRow(tx, CARRIER_SETTINGS_KEYS.oto, value, request.auth?.user?.id ?? null);
    await writeSecretChanges(tx, box, [
      ['oto.refreshToken', token],
      ['oto.webhookSecret', webhook],
    ]);
    await recordAudit(tx, request, {
      action: 'updated',
      entity: 'settings',
      entityId: CARRIER_SETTINGS_KEYS.oto,
      before: {
        ...before,
        hasRefreshToken: current.refreshToken.value !== null,
        hasWebhookSecret: current.webhookSecret.value !== null,
      },
      after: {
        ...value,
        hasRefreshToken: token.value !== null,
        hasWebhookSecret: webhook.value !== null,
      },
      note: `OTO shipping settings (${current.source === 'environment' ? 'first save, were from the environment' : 'updated'}); refresh token ${token.change}; webhook secret ${webhook.change}`,
    });
  });
}

/** Saves the other courier's name and the merchant's tracking pages, with the audit record. */
export async function saveManualCarriers(
  db: Db,
  request: FastifyRequest,
  input: ManualCarriersUpdateData,
  current: ResolvedManualCarriers,
): Promise<void> {
  const templates: Partial<Record<CarrierId, string>> = {};
  for (const id of CARRIER_IDS) {
    const given = input.templates[id];
    if (given) templates[id] = given;
  }
  const value: StoredManual = { customName: input.customName, templates };
  await db.transaction(async (tx) => {
    await putSettingRow(tx, CARRIER_SETTINGS_KEYS.manual, value, request.auth?.user?.id ?? null);
    await recordAudit(tx, request, {
      action: 'updated',
      entity: 'settings',
      entityId: CARRIER_SETTINGS_KEYS.manual,
      before: { customName: current.customName, templates: current.templates },
      after: value,
      note: 'Manual carriers: the other courier and the tracking pages',
    });
  });
}

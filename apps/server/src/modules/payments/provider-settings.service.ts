import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAYMENT_METHODS } from '@store/shared/schemas/orders';
import {
  defaultMethodRule,
  type HostedProviderName,
  modeOfKey,
  paymentMethodRuleSchema,
  type PaymentMethodRule,
  type PaymentMethodRulesUpdate,
  PROVIDER_MODES,
  PROVIDER_SETTING_PROBLEMS,
  type ProviderMode,
  secretKeyProblem,
  TABBY_CAPTURE_TIMINGS,
  type MoyasarSettingsUpdateData,
  type TabbyCaptureTiming,
  type TabbySettingsUpdateData,
} from '@store/shared/schemas/payment-providers';
import { MOYASAR_MARKS, type MoyasarMark } from '@store/shared/schemas/payments';
import { recordAudit } from '../monitoring/index.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  readValidSettingRow,
  putSettingRow,
  resolveSecretInForce as resolveSecret,
  type SecretBox,
  type SecretInForce,
  type SecretName,
} from '../settings/index.ts';
import { PaymentSettingsRefused } from './payment-settings.service.ts';
import { secretAfterSave, writeSecretChanges } from '../../provider-settings/secret-changes.ts';

/**
 * Moyasar's and Tabby's settings and every method's switch and limits: rows of the settings table,
 * the secrets apart and encrypted (docs/decisions/018-payment-provider-settings.md).
 */
export const PROVIDER_SETTINGS_KEYS = {
  moyasar: 'payments.moyasar',
  tabby: 'payments.tabby',
  methods: 'payments.methods',
} as const;

const SECRET_NAMES = {
  moyasar: { secretKey: 'moyasar.secretKey', webhookSecret: 'moyasar.webhookSecret' },
  tabby: { secretKey: 'tabby.secretKey', webhookSecret: 'tabby.webhookSecret' },
} as const satisfies Record<HostedProviderName, Record<string, SecretName>>;

const PROVIDER_LABELS: Record<HostedProviderName, string> = { moyasar: 'Moyasar', tabby: 'Tabby' };

/** What is saved in the settings table: everything but the secrets. */
const storedMoyasarSchema = z.object({
  mode: z.enum(PROVIDER_MODES),
  marks: z.array(z.enum(MOYASAR_MARKS)),
});
type StoredMoyasar = z.infer<typeof storedMoyasarSchema>;

const storedTabbySchema = z.object({
  mode: z.enum(PROVIDER_MODES),
  merchantCode: z.string(),
  captureOn: z.enum(TABBY_CAPTURE_TIMINGS),
});
type StoredTabby = z.infer<typeof storedTabbySchema>;

const storedMethodsSchema = z.object({ methods: z.array(paymentMethodRuleSchema) });

/** What both providers' settings hold; the secrets' values never leave the server. */
export interface HostedCredentials {
  mode: ProviderMode;
  secretKey: SecretInForce;
  webhookSecret: SecretInForce;
  /** The provider's API (its own host, or a local fake in tests), from the environment. */
  baseUrl: string;
  timeoutMs: number;
  /** 'stored' once saved in the admin; before that the environment's keys apply. */
  source: 'stored' | 'environment';
  updatedAt: Date | null;
}

export interface ResolvedMoyasarSettings extends HostedCredentials {
  /** The marks the checkout shows. */
  marks: MoyasarMark[];
}

export interface ResolvedTabbySettings extends HostedCredentials {
  merchantCode: string;
  captureOn: TabbyCaptureTiming;
}

export interface ResolvedMethodRules {
  /** Every method of PAYMENT_METHODS, in that order. */
  rules: PaymentMethodRule[];
  updatedAt: Date | null;
}

/** A secret as it may be shown or logged: whether it is set, where from, the key's last 4. */
export interface SecretShown {
  source: 'stored' | 'environment' | null;
  last4: string | null;
}

/** Settings in force without their secrets: what CheckoutServices exposes. */
export type WithoutSecrets<T extends HostedCredentials> = Omit<T, 'secretKey' | 'webhookSecret'> & {
  secretKey: SecretShown;
  webhookSecret: SecretShown;
};

export function withoutSecrets<T extends HostedCredentials>(settings: T): WithoutSecrets<T> {
  const { secretKey, webhookSecret, ...rest } = settings;
  return {
    ...rest,
    secretKey: { source: secretKey.source, last4: secretKey.value?.slice(-4) ?? null },
    webhookSecret: { source: webhookSecret.source, last4: null },
  };
}

/**
 * A hosted provider's settings in force: the saved row, else what the environment's key says
 * (`unsaved` for the rest); each secret saved in the admin, else the environment's.
 */
async function resolveHosted<Stored extends { mode: ProviderMode }>(
  db: Db,
  box: SecretBox,
  config: AppConfig,
  provider: HostedProviderName,
  saved: { schema: z.ZodType<Stored>; unsaved: Omit<Stored, 'mode'> },
  log?: FastifyBaseLogger,
): Promise<HostedCredentials & Stored> {
  const environment = config[provider];
  const names = SECRET_NAMES[provider];
  const credentials = {
    secretKey: await resolveSecret(db, box, names.secretKey, environment?.secretKey, log),
    webhookSecret: await resolveSecret(
      db,
      box,
      names.webhookSecret,
      environment?.webhookSecret,
      log,
    ),
    baseUrl:
      provider === 'moyasar' ? config.hostedApis.moyasarBaseUrl : config.hostedApis.tabbyBaseUrl,
    timeoutMs: config.hostedApis.timeoutMs,
  };
  const stored = await readValidSettingRow(db, PROVIDER_SETTINGS_KEYS[provider], saved.schema, log);
  if (stored) {
    return { ...credentials, ...stored.value, source: 'stored', updatedAt: stored.updatedAt };
  }
  const mode = environment ? modeOfKey(environment.secretKey) : 'simulator';
  const fromEnvironment = { ...saved.unsaved, mode } as Stored;
  return { ...credentials, ...fromEnvironment, source: 'environment', updatedAt: null };
}

/** Moyasar's settings in force: saved in the admin, else the environment's MOYASAR_*. */
export function resolveMoyasarSettings(
  db: Db,
  box: SecretBox,
  config: AppConfig,
  log?: FastifyBaseLogger,
): Promise<ResolvedMoyasarSettings> {
  const unsaved = { marks: [...MOYASAR_MARKS] };
  return resolveHosted(db, box, config, 'moyasar', { schema: storedMoyasarSchema, unsaved }, log);
}

/** Tabby's settings in force: saved in the admin, else the environment's TABBY_*. */
export function resolveTabbySettings(
  db: Db,
  box: SecretBox,
  config: AppConfig,
  log?: FastifyBaseLogger,
): Promise<ResolvedTabbySettings> {
  const unsaved = {
    merchantCode: config.tabby?.merchantCode ?? '',
    captureOn: 'shipment' as const,
  };
  return resolveHosted(db, box, config, 'tabby', { schema: storedTabbySchema, unsaved }, log);
}

/** Every method's switch and limits: saved ones, the defaults for the rest. */
export async function resolveMethodRules(
  db: Db,
  log?: FastifyBaseLogger,
): Promise<ResolvedMethodRules> {
  const stored = await readValidSettingRow(
    db,
    PROVIDER_SETTINGS_KEYS.methods,
    storedMethodsSchema,
    log,
  );
  const saved = new Map(stored?.value.methods.map((rule) => [rule.method, rule]));
  return {
    rules: PAYMENT_METHODS.map((method) => saved.get(method) ?? defaultMethodRule(method)),
    updatedAt: stored?.updatedAt ?? null,
  };
}

/**
 * The key test or live works with: there is one, and its prefix fits the mode (a live key in test
 * mode would take real money). Refuses on the `secretKey` field otherwise.
 */
export function keyForMode(
  provider: HostedProviderName,
  mode: Exclude<ProviderMode, 'simulator'>,
  key: string | null,
): string {
  if (!key) throw new PaymentSettingsRefused('secretKey', PROVIDER_SETTING_PROBLEMS.keyRequired);
  const problem = secretKeyProblem(provider, mode, key);
  if (problem) throw new PaymentSettingsRefused('secretKey', PROVIDER_SETTING_PROBLEMS[problem]);
  return key;
}

interface CredentialsUpdate {
  mode: ProviderMode;
  secretKey?: string;
  clearSecretKey: boolean;
  webhookSecret?: string;
  clearWebhookSecret: boolean;
}

/**
 * Saves a provider's settings row, and its secrets encrypted when new ones are given, in one
 * transaction with the audit record; a refusal (key missing, or not fitting the mode) saves
 * nothing. The audit keeps whether each secret is set, never a secret.
 */
async function saveHostedSettings<T extends object>(
  db: Db,
  box: SecretBox,
  request: FastifyRequest,
  provider: HostedProviderName,
  change: { input: CredentialsUpdate; value: T; before: T; current: HostedCredentials },
): Promise<void> {
  const { input, value, before, current } = change;
  const key = secretAfterSave(input.secretKey, input.clearSecretKey, current.secretKey);
  const webhook = secretAfterSave(
    input.webhookSecret,
    input.clearWebhookSecret,
    current.webhookSecret,
  );
  if (input.mode !== 'simulator') keyForMode(provider, input.mode, key.value);
  const names = SECRET_NAMES[provider];
  const settingsKey = PROVIDER_SETTINGS_KEYS[provider];
  await db.transaction(async (tx) => {
    await putSettingRow(tx, settingsKey, value, request.auth?.user?.id ?? null);
    await writeSecretChanges(tx, box, [
      [names.secretKey, key],
      [names.webhookSecret, webhook],
    ]);
    await recordAudit(tx, request, {
      action: 'updated',
      entity: 'settings',
      entityId: settingsKey,
      before: {
        ...before,
        hasSecretKey: current.secretKey.value !== null,
        hasWebhookSecret: current.webhookSecret.value !== null,
      },
      after: {
        ...value,
        hasSecretKey: key.value !== null,
        hasWebhookSecret: webhook.value !== null,
      },
      note: `${PROVIDER_LABELS[provider]} settings (${current.source === 'environment' ? 'first save, were from the environment' : 'updated'}); secret key ${key.change}; webhook secret ${webhook.change}`,
    });
  });
}

export async function saveMoyasarSettings(
  db: Db,
  box: SecretBox,
  request: FastifyRequest,
  input: MoyasarSettingsUpdateData,
  current: ResolvedMoyasarSettings,
): Promise<void> {
  const value: StoredMoyasar = { mode: input.mode, marks: input.marks };
  const before: StoredMoyasar = { mode: current.mode, marks: current.marks };
  await saveHostedSettings(db, box, request, 'moyasar', { input, value, before, current });
}

export async function saveTabbySettings(
  db: Db,
  box: SecretBox,
  request: FastifyRequest,
  input: TabbySettingsUpdateData,
  current: ResolvedTabbySettings,
): Promise<void> {
  const value: StoredTabby = {
    mode: input.mode,
    merchantCode: input.merchantCode,
    captureOn: input.captureOn,
  };
  const before: StoredTabby = {
    mode: current.mode,
    merchantCode: current.merchantCode,
    captureOn: current.captureOn,
  };
  await saveHostedSettings(db, box, request, 'tabby', { input, value, before, current });
}

/** Saves the switches and limits of the methods given; the others keep theirs. */
export async function saveMethodRules(
  db: Db,
  request: FastifyRequest,
  input: PaymentMethodRulesUpdate,
  current: ResolvedMethodRules,
): Promise<void> {
  const changed = new Map(input.methods.map((rule) => [rule.method, rule]));
  const rules = current.rules.map((rule) => changed.get(rule.method) ?? rule);
  await db.transaction(async (tx) => {
    await putSettingRow(
      tx,
      PROVIDER_SETTINGS_KEYS.methods,
      { methods: rules },
      request.auth?.user?.id ?? null,
    );
    await recordAudit(tx, request, {
      action: 'updated',
      entity: 'settings',
      entityId: PROVIDER_SETTINGS_KEYS.methods,
      before: { methods: current.rules },
      after: { methods: rules },
      note: `Payment methods: ${[...changed.keys()].join(', ')} switches and limits`,
    });
  });
}

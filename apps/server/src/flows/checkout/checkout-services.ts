import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod } from '@store/shared/schemas/orders';
import { defaultMethodRule, type PaymentMethodRule } from '@store/shared/schemas/payment-providers';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createMailer, type Mailer } from '../../modules/notifications/index.ts';
import {
  hostedFingerprint,
  type HostedPaymentProvider,
  moyasarProviderFromSettings,
  type PaymentProvider,
  paymentProviderFromSettings,
  resolveMethodRules,
  resolveMoyasarSettings,
  resolvePaymentSettings,
  type ResolvedMethodRules,
  type ResolvedMoyasarSettings,
  type ResolvedPaymentSettings,
  type ResolvedTabbySettings,
  resolveTabbySettings,
  type Settlement,
  tabbyProviderFromSettings,
  withoutSecrets,
  type WithoutSecrets,
} from '../../modules/payments/index.ts';
import type { SecretBox } from '../../modules/settings/index.ts';

/** With several instances on one PostgreSQL, each re-reads the payment settings this often. */
const PAYMENT_SETTINGS_REFRESH_MS = 30_000;

/** The payment settings in force, without the secret: what may be shown or logged. */
export type PaymentSettingsInForce = Omit<ResolvedPaymentSettings, 'clientSecret'>;
/** Moyasar's and Tabby's settings in force, each secret only as its source and last 4 characters. */
export type MoyasarSettingsInForce = WithoutSecrets<ResolvedMoyasarSettings>;
export type TabbySettingsInForce = WithoutSecrets<ResolvedTabbySettings>;

/**
 * What checkout works with besides the database. The provider and settlement follow the payment
 * settings saved in the admin (else the environment's PAYPAL_*): read once at start, rebuilt by
 * `reloadPayments()` after a save, so the next checkout uses them without a restart.
 */
export interface CheckoutServices {
  readonly provider: PaymentProvider;
  /**
   * Moyasar's hosted page (decision 014) in test or live mode, else its simulator (decision 005):
   * as saved in the admin, or before that as MOYASAR_SECRET_KEY says (decision 018).
   */
  readonly moyasar: HostedPaymentProvider;
  /** The provider of a method paid on the provider's own page, or null when it has none. */
  hosted(method: string): HostedPaymentProvider | null;
  readonly moyasarSettings: MoyasarSettingsInForce;
  /** Tabby's settings in force (capture timing, merchant code, mode), without its secrets. */
  readonly tabbySettings: TabbySettingsInForce;
  /** Every payment method's switch and order-total limits, in PAYMENT_METHODS order. */
  readonly methods: readonly PaymentMethodRule[];
  /** When the switches and limits were last saved; null while the defaults apply. */
  readonly methodsUpdatedAt: Date | null;
  methodRule(method: PaymentMethod): PaymentMethodRule;
  readonly settlement: Settlement;
  readonly payments: PaymentSettingsInForce;
  mailer: Mailer;
  /** Configured public address, else the return links are built from the request's own host. */
  publicBaseUrl: string | undefined;
  /** Re-reads the stored payment settings and rebuilds the provider. */
  reloadPayments(): Promise<void>;
  /** Stops the periodic re-read (PostgreSQL only). */
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutServices;
  }
}

export async function createCheckoutServices(
  config: AppConfig,
  db: Db,
  log: FastifyBaseLogger,
  secretBox: SecretBox,
): Promise<CheckoutServices> {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });

  let provider!: PaymentProvider;
  let inForce!: PaymentSettingsInForce;
  let fingerprint = '';
  const load = async () => {
    const resolved = await resolvePaymentSettings(db, secretBox, config, log);
    const { clientSecret, ...shown } = resolved;
    // Unchanged settings keep the client, and with it PayPal's cached access token.
    const next = JSON.stringify([
      resolved.mode,
      resolved.clientId,
      clientSecret,
      resolved.webhookId,
    ]);
    if (next !== fingerprint) {
      provider = paymentProviderFromSettings(resolved, config, db);
      fingerprint = next;
    }
    inForce = shown;
  };

  let moyasar!: HostedPaymentProvider;
  let tabby!: HostedPaymentProvider;
  let moyasarSettings!: MoyasarSettingsInForce;
  let tabbySettings!: TabbySettingsInForce;
  let methodRules!: ResolvedMethodRules;
  const hostedFingerprints = { moyasar: '', tabby: '' };
  const loadHosted = async () => {
    const moyasarResolved = await resolveMoyasarSettings(db, secretBox, config, log);
    const tabbyResolved = await resolveTabbySettings(db, secretBox, config, log);
    methodRules = await resolveMethodRules(db, log);
    // Unchanged settings keep the provider they built.
    if (hostedFingerprint(moyasarResolved) !== hostedFingerprints.moyasar) {
      moyasar = moyasarProviderFromSettings(moyasarResolved, db);
      hostedFingerprints.moyasar = hostedFingerprint(moyasarResolved);
    }
    if (hostedFingerprint(tabbyResolved) !== hostedFingerprints.tabby) {
      tabby = tabbyProviderFromSettings(tabbyResolved, db);
      hostedFingerprints.tabby = hostedFingerprint(tabbyResolved);
    }
    moyasarSettings = withoutSecrets(moyasarResolved);
    tabbySettings = withoutSecrets(tabbyResolved);
  };
  const reload = async () => {
    await load();
    await loadHosted();
  };
  await reload();

  // Another instance may save the settings: re-read them now and then (one instance needs not).
  let timer: NodeJS.Timeout | null = null;
  if (config.database.kind === 'postgres') {
    timer = setInterval(() => {
      reload().catch((error: unknown) =>
        log.error({ err: error }, 'could not re-read the payment settings'),
      );
    }, PAYMENT_SETTINGS_REFRESH_MS);
    timer.unref();
  }

  return {
    get provider() {
      return provider;
    },
    get settlement() {
      return inForce.settlement;
    },
    get payments() {
      return inForce;
    },
    get moyasar() {
      return moyasar;
    },
    hosted: (method) => (method === 'moyasar' ? moyasar : method === 'tabby' ? tabby : null),
    get moyasarSettings() {
      return moyasarSettings;
    },
    get tabbySettings() {
      return tabbySettings;
    },
    get methods() {
      return methodRules.rules;
    },
    get methodsUpdatedAt() {
      return methodRules.updatedAt;
    },
    methodRule: (method) =>
      methodRules.rules.find((rule) => rule.method === method) ?? defaultMethodRule(method),
    mailer,
    publicBaseUrl: config.publicBaseUrl,
    reloadPayments: reload,
    close: () => {
      if (timer) clearInterval(timer);
    },
  };
}

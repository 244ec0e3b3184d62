import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createMailer, type Mailer } from '../../modules/notifications/index.ts';
import {
  type HostedPaymentProvider,
  MoyasarGateway,
  MoyasarSimulator,
  type PaymentProvider,
  paymentProviderFromSettings,
  resolvePaymentSettings,
  type ResolvedPaymentSettings,
  type Settlement,
} from '../../modules/payments/index.ts';
import type { SecretBox } from '../../modules/settings/index.ts';

/** With several instances on one PostgreSQL, each re-reads the payment settings this often. */
const PAYMENT_SETTINGS_REFRESH_MS = 30_000;

/** The payment settings in force, without the secret: what may be shown or logged. */
export type PaymentSettingsInForce = Omit<ResolvedPaymentSettings, 'clientSecret'>;

/**
 * What checkout works with besides the database. The provider and settlement follow the payment
 * settings saved in the admin (else the environment's PAYPAL_*): read once at start, rebuilt by
 * `reloadPayments()` after a save, so the next checkout uses them without a restart.
 */
export interface CheckoutServices {
  readonly provider: PaymentProvider;
  /** Moyasar's hosted page (decision 014); without MOYASAR_SECRET_KEY, its simulator (decision 005). */
  readonly moyasar: HostedPaymentProvider;
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
  await load();

  // Another instance may save the settings: re-read them now and then (one instance needs not).
  let timer: NodeJS.Timeout | null = null;
  if (config.database.kind === 'postgres') {
    timer = setInterval(() => {
      load().catch((error: unknown) =>
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
    moyasar: config.moyasar ? new MoyasarGateway(config.moyasar) : new MoyasarSimulator(db),
    mailer,
    publicBaseUrl: config.publicBaseUrl,
    reloadPayments: load,
    close: () => {
      if (timer) clearInterval(timer);
    },
  };
}

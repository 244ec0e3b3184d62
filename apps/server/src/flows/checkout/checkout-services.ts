import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createMailer, type Mailer } from '../../modules/notifications/mailer.ts';
import {
  createOrderNotifier,
  type OrderNotifier,
} from '../../modules/notifications/order-notifier.ts';
import type { PaymentProvider } from '../../modules/payments/payment-provider.ts';
import { paymentProviderFromConfig } from '../../modules/payments/payment-provider-from-config.ts';
import type { Settlement } from '../../modules/payments/settlement.ts';

/** What checkout works with besides the database: built once per app from the configuration. */
export interface CheckoutServices {
  provider: PaymentProvider;
  settlement: Settlement;
  notifier: OrderNotifier;
  mailer: Mailer;
  /** Configured public address, else the return links are built from the request's own host. */
  publicBaseUrl: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutServices;
  }
}

export function createCheckoutServices(
  config: AppConfig,
  db: Db,
  log: FastifyBaseLogger,
): CheckoutServices {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  return {
    provider: paymentProviderFromConfig(config, db),
    settlement: config.settlement,
    notifier: createOrderNotifier(db, mailer, log),
    mailer,
    publicBaseUrl: config.publicBaseUrl,
  };
}

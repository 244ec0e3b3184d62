import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts';
import { paypalBaseUrl, type ResolvedPaymentSettings } from './payment-settings.service.ts';
import { PaypalClient } from './paypal/paypal-client.ts';
import { PaypalSimulator } from './paypal/paypal-simulator.ts';

/** Real PayPal when credentials are configured; otherwise, and only then, the simulator. */
export function paymentProviderFromConfig(config: AppConfig, db: Db): PaymentProvider {
  return config.paypal ? new PaypalClient(config.paypal) : new PaypalSimulator(db);
}

/**
 * Sandbox or live chosen but no usable secret (e.g. SECRET_KEY changed since it was saved): every
 * call is refused. Never the simulator, which would confirm orders without taking money.
 */
class UnconfiguredPaypal implements PaymentProvider {
  readonly name = 'paypal';
  readonly simulated = false;

  #refuse(): Promise<never> {
    return Promise.reject(
      new PaymentProviderError('rejected', 'PayPal has no client id and secret configured'),
    );
  }
  createOrder() {
    return this.#refuse();
  }
  captureOrder() {
    return this.#refuse();
  }
  getOrder() {
    return this.#refuse();
  }
  refundCapture() {
    return this.#refuse();
  }
  async verifyWebhook() {
    return false;
  }
}

/** The provider for the payment settings in force (stored in the admin, else the environment). */
export function paymentProviderFromSettings(
  resolved: ResolvedPaymentSettings,
  config: AppConfig,
  db: Db,
): PaymentProvider {
  if (resolved.mode === 'simulator') return new PaypalSimulator(db);
  if (!resolved.clientId || !resolved.clientSecret) return new UnconfiguredPaypal();
  return new PaypalClient({
    clientId: resolved.clientId,
    clientSecret: resolved.clientSecret,
    baseUrl: paypalBaseUrl(resolved.mode, config),
    webhookId: resolved.webhookId || undefined,
    timeoutMs: config.paypal?.timeoutMs ?? 10_000,
  });
}

import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { PaypalClient } from './paypal/paypal-client.ts';
import { PaypalSimulator } from './paypal/paypal-simulator.ts';

/** Real PayPal when credentials are configured; otherwise, and only then, the simulator. */
export function paymentProviderFromConfig(config: AppConfig, db: Db): PaymentProvider {
  return config.paypal ? new PaypalClient(config.paypal) : new PaypalSimulator(db);
}

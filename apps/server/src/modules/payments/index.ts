/** The payments module's face (Payment providers, payment records and payment settings): all that other code may import from it (README.md). */
export { paymentProviderFromSettings } from './payment-provider-from-config.ts';
export {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderCapture,
  type ProviderOrder,
  type ProviderRefund,
  type WebhookHeaders,
} from './payment-provider.ts';
export {
  type ResolvedPaymentSettings,
  resolvePaymentSettings,
} from './payment-settings.service.ts';
export { paymentsAdminRoutes } from './payments-admin.routes.ts';
export type {
  HostedFailureReason,
  HostedPayment,
  HostedPaymentProvider,
  HostedPaymentRequest,
} from './hosted-payment.ts';
export { MoyasarGateway } from './moyasar/moyasar-gateway.ts';
export { MoyasarSimulator } from './moyasar/moyasar-simulator.ts';
export { moyasarSimulatorRoutes } from './moyasar/simulator.routes.ts';
export { PaypalClient } from './paypal/paypal-client.ts';
export { PaypalSimulator, SIMULATOR_PROVIDER } from './paypal/paypal-simulator.ts';
export { readPaypalCapture } from './paypal/paypal-wire.ts';
export { simulatorRoutes } from './paypal/simulator.routes.ts';
export {
  minorDigits,
  parseMinor,
  PAYPAL_CURRENCIES,
  type Settlement,
  settlementAmounts,
  type SettlementAmounts,
} from './settlement.ts';

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
export {
  hostedFingerprint,
  moyasarProviderFromSettings,
  tabbyProviderFromSettings,
} from './hosted-provider-settings.ts';
export {
  resolveMethodRules,
  resolveMoyasarSettings,
  resolveTabbySettings,
  type ResolvedMethodRules,
  type ResolvedMoyasarSettings,
  type ResolvedTabbySettings,
  withoutSecrets,
  type WithoutSecrets,
} from './provider-settings.service.ts';
export { providerSettingsRoutes } from './provider-settings.routes.ts';
export {
  type EventMessage,
  eventMessage,
  moneyText,
  providerTitle,
  sarMoney,
} from './payment-event-messages.ts';
export {
  type PaymentEventInput,
  recordPaymentEvent,
  toPaymentEvent,
} from './payment-events.service.ts';
export {
  type HostedFailureReason,
  type HostedOrderDetails,
  HostedPaymentRefused,
  type HostedRefusalReason,
  type HostedPayment,
  type HostedPaymentProvider,
  type HostedPaymentRequest,
  type HostedRefund,
} from './hosted-payment.ts';
export { MoyasarGateway } from './moyasar/moyasar-gateway.ts';
export { MoyasarSimulator } from './moyasar/moyasar-simulator.ts';
export { moyasarSimulatorRoutes } from './moyasar/simulator.routes.ts';
export { NotCapturedYet, TabbyGateway, TABBY_WEBHOOK_HEADER } from './tabby/tabby-gateway.ts';
export { TABBY_CANCEL_MESSAGE, TABBY_REJECTION_MESSAGES } from './tabby/tabby-wire.ts';
export { TABBY_SIMULATOR_PROVIDER, TabbySimulator } from './tabby/tabby-simulator.ts';
export { tabbySimulatorRoutes } from './tabby/simulator.routes.ts';
export { PaypalClient } from './paypal/paypal-client.ts';
export { PaypalSimulator, SIMULATOR_PROVIDER } from './paypal/paypal-simulator.ts';
export { readPaypalCapture } from './paypal/paypal-wire.ts';
export { simulatorRoutes } from './paypal/simulator.routes.ts';
export {
  formatMinor,
  minorDigits,
  parseMinor,
  PAYPAL_CURRENCIES,
  type Settlement,
  settlementAmounts,
  type SettlementAmounts,
} from './settlement.ts';

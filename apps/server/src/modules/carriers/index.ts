/** The carriers module's face (manual carriers, OTO's shipping API and its simulator): all that other code may import from it (README.md). */
// Manual carriers: the same rules the admin page checks with (packages/shared schemas/carriers).
export {
  MANUAL_CARRIERS,
  normalizeTrackingNumber,
  trackingNumberProblem,
  trackingUrl,
} from '@store/shared/schemas/carriers';
export {
  resolveManualCarriers,
  resolveOtoSettings,
  templateInForce,
  type ResolvedManualCarriers,
  type ResolvedOtoSettings,
} from './carrier-settings.service.ts';
// Shipping through the provider in force (OTO's API, or its simulator)
export {
  CarrierError,
  type CarrierErrorKind,
  type CarrierUpdate,
  type CreatedShipment,
  type ShipmentTracking,
  type ShippingProvider,
} from './shipping-provider.ts';
export { carrierAppError, type CarrierDeps, shippingProviderInForce } from './carrier-provider.ts';
export { pollCarrierUpdates, type PollOutcome } from './carrier-poller.ts';
export { OtoClient, type OtoClientOptions } from './oto/oto-client.ts';
export { OTO_BASE_URLS, OTO_PROVIDER } from './oto/oto-wire.ts';
export { OTO_SIMULATOR_PROVIDER, OtoSimulator } from './simulator/oto-simulator.ts';
// Routes
export { carrierSettingsRoutes } from './carrier-settings.routes.ts';
export {
  carrierWebhookRoutes,
  type CarrierWebhookOptions,
  OTO_WEBHOOK_PATH,
} from './carrier-webhook.routes.ts';
export { carrierSimulatorRoutes } from './simulator/simulator.routes.ts';

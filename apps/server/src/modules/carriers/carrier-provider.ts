import type { FastifyBaseLogger } from 'fastify';
import { CARRIER_ERROR_TEXTS } from '@store/shared/schemas/carriers';
import { ERROR_CODES, type ErrorReason } from '@store/shared/errors';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SecretBox } from '../settings/index.ts';
import { resolveOtoSettings, type ResolvedOtoSettings } from './carrier-settings.service.ts';
import { OtoClient } from './oto/oto-client.ts';
import { CarrierError, type ShippingProvider } from './shipping-provider.ts';
import { OtoSimulator } from './simulator/oto-simulator.ts';

/** What finding the provider in force needs: the database, the secrets' box, the environment. */
export interface CarrierDeps {
  db: Db;
  box: SecretBox;
  config: AppConfig;
  log?: FastifyBaseLogger;
}

/** The provider OTO's settings in force make: the simulator, or OTO's API with the token. */
export function providerOf(settings: ResolvedOtoSettings, db: Db): ShippingProvider {
  if (settings.mode === 'simulator') {
    const from = settings.pickupLocationCode && `Pickup location ${settings.pickupLocationCode}`;
    return new OtoSimulator(db, { from });
  }
  const refreshToken = settings.refreshToken.value;
  if (!refreshToken) {
    throw new CarrierError(
      'refused',
      'notConfigured',
      `OTO's ${settings.mode} mode has no refresh token`,
    );
  }
  return new OtoClient({
    refreshToken,
    baseUrl: settings.baseUrl,
    timeoutMs: settings.timeoutMs,
    pickupLocationCode: settings.pickupLocationCode,
    deliveryOptionId: settings.deliveryOptionId,
  });
}

/**
 * The shipping provider in force now (settings are read each time: a save takes effect at the
 * next shipment, on every instance, without a restart). What a flow calls to ship an order.
 */
export async function shippingProviderInForce(deps: CarrierDeps): Promise<ShippingProvider> {
  const settings = await resolveOtoSettings(deps.db, deps.box, deps.config, deps.log);
  return providerOf(settings, deps.db);
}

/**
 * The key OTO's webhooks are signed with: the one saved or in the environment; in simulator mode
 * without one, a key of the store's own derived from SECRET_KEY (the simulator signs with it), so
 * the simulated webhooks are verified exactly as OTO's. Null: test or live without a secret, and
 * every webhook is refused.
 */
export function webhookSecretInForce(settings: ResolvedOtoSettings, box: SecretBox): string | null {
  if (settings.webhookSecret.value) return settings.webhookSecret.value;
  return settings.mode === 'simulator' ? box.tag('carriers', 'oto-simulator-webhook') : null;
}

/**
 * A CarrierError as the API's error envelope: the key (for the admin's language) and the
 * provider's own words and code in `reason`, the English text with the provider's words in the
 * message. Anything else passes through untouched.
 */
export function carrierAppError(error: unknown): unknown {
  if (!(error instanceof CarrierError)) return error;
  const params: ErrorReason['params'] = {};
  if (error.providerMessage) params.providerMessage = error.providerMessage;
  if (error.providerCode) params.providerCode = error.providerCode;
  if (error.details.reference) params.reference = error.details.reference;
  const text = CARRIER_ERROR_TEXTS[error.key].en;
  const message = error.providerMessage ? `${text}: ${error.providerMessage}` : text;
  const reason = { key: `carrier.${error.key}`, params };
  if (error.kind === 'unavailable' || error.kind === 'pending') {
    return new AppError(503, ERROR_CODES.CARRIER_UNAVAILABLE, message, reason);
  }
  return new AppError(
    error.kind === 'not-found' ? 404 : 422,
    ERROR_CODES.CARRIER_REFUSED,
    message,
    reason,
  );
}

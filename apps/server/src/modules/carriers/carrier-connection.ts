import { CARRIER_SETTING_PROBLEMS, type OtoConnectionTest } from '@store/shared/schemas/carriers';
import type {
  ConnectionTestResult,
  WebhookRegistration,
} from '@store/shared/schemas/payment-providers';
import type { AppConfig } from '../../config.ts';
import {
  CarrierSettingsRefused,
  otoBaseUrl,
  type ResolvedOtoSettings,
} from './carrier-settings.service.ts';
import { OTO_WEBHOOK_PATH } from './carrier-webhook.routes.ts';
import { OtoClient } from './oto/oto-client.ts';
import { CarrierError } from './shipping-provider.ts';

/** Status changes, and carrier refusals at a distinct address (OTO takes a URL once: OTO1122). */
const OTO_WEBHOOK_TYPES = [
  { type: 'orderStatus', query: '' },
  { type: 'shipmentError', query: '?kind=shipmentError' },
] as const;

/**
 * Calls OTO once with the token (a new access token, then `GET /accountInfo`, which moves
 * nothing) and says how it answered: OTO's own words when it refused, "did not answer" on a
 * time-out, network failure or 5xx.
 */
async function tryOto(
  mode: 'test' | 'live',
  call: () => Promise<string | null>,
): Promise<ConnectionTestResult> {
  const result = (
    outcome: ConnectionTestResult['outcome'],
    message: string,
    providerMessage: string | null = null,
  ): ConnectionTestResult => ({
    ok: outcome === 'connected',
    outcome,
    mode,
    message,
    providerMessage,
  });
  try {
    const account = await call();
    return result(
      'connected',
      `OTO accepted the token (${mode} mode${account ? `, ${account}` : ''})`,
    );
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    if (error.kind === 'unavailable') {
      return result(
        'unavailable',
        'OTO did not answer (time-out, network or server error); try again later',
        error.providerMessage,
      );
    }
    if (error.key === 'authRefused') {
      return result('key-refused', 'OTO refused the refresh token', error.providerMessage);
    }
    return result('refused', 'OTO refused the request', error.providerMessage);
  }
}

function tokenFor(current: ResolvedOtoSettings, given: string | undefined): string {
  const token = given || current.refreshToken.value;
  if (!token)
    throw new CarrierSettingsRefused('refreshToken', CARRIER_SETTING_PROBLEMS.tokenRequired);
  return token;
}

/** The connection test, with the mode and token typed in the form (never stored by it) or those in force. */
export async function testOtoConnection(
  current: ResolvedOtoSettings,
  input: OtoConnectionTest,
  config: AppConfig,
): Promise<ConnectionTestResult> {
  const mode = input.mode ?? current.mode;
  if (mode === 'simulator') {
    return {
      ok: true,
      outcome: 'simulator',
      mode,
      message: 'OTO simulator: shipments stay in this store, no carrier is called',
      providerMessage: null,
    };
  }
  const client = new OtoClient({
    refreshToken: tokenFor(current, input.refreshToken),
    baseUrl: otoBaseUrl(mode, config),
    timeoutMs: current.timeoutMs,
  });
  return tryOto(mode, async () => {
    const account = await client.accountInfo();
    return account.email ?? account.name;
  });
}

/**
 * Registers the store's webhook addresses with OTO (status changes and carrier refusals), signed
 * with the saved webhook secret. An address OTO already has is left as it is.
 */
export async function registerOtoWebhooks(
  current: ResolvedOtoSettings,
  baseUrl: string,
): Promise<WebhookRegistration> {
  const { mode } = current;
  if (mode === 'simulator') {
    throw new CarrierSettingsRefused('mode', CARRIER_SETTING_PROBLEMS.simulatorHasNoWebhook);
  }
  const url = `${baseUrl}${OTO_WEBHOOK_PATH}`;
  if (new URL(url).protocol !== 'https:') {
    throw new CarrierSettingsRefused('webhook', CARRIER_SETTING_PROBLEMS.httpsNeeded);
  }
  const secret = current.webhookSecret.value;
  if (!secret) {
    throw new CarrierSettingsRefused(
      'webhookSecret',
      CARRIER_SETTING_PROBLEMS.webhookSecretRequired,
    );
  }
  const client = new OtoClient({
    refreshToken: tokenFor(current, undefined),
    baseUrl: current.baseUrl,
    timeoutMs: current.timeoutMs,
  });
  let already = 0;
  const result = await tryOto(mode, async () => {
    const registered = new Set((await client.listWebhooks()).map((webhook) => webhook.url));
    for (const { type, query } of OTO_WEBHOOK_TYPES) {
      if (registered.has(`${url}${query}`)) {
        already++;
        continue;
      }
      await client.registerWebhook(`${url}${query}`, type, secret);
    }
    return null;
  });
  const alreadyRegistered = already === OTO_WEBHOOK_TYPES.length;
  if (!result.ok) return { ...result, url, alreadyRegistered: false };
  return {
    ...result,
    url,
    alreadyRegistered,
    message: alreadyRegistered
      ? `OTO already sends its webhooks to ${url}`
      : `Webhooks registered: OTO now sends status changes and carrier refusals to ${url}`,
  };
}

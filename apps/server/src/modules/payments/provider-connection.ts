import {
  PROVIDER_SETTING_PROBLEMS,
  type ConnectionTestResult,
  type HostedProviderName,
  type MoyasarConnectionTest,
  type ProviderMode,
  type TabbyConnectionTest,
  type WebhookRegistration,
} from '@store/shared/schemas/payment-providers';
import { MoyasarClient } from './moyasar/moyasar-client.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { PaymentSettingsRefused } from './payment-settings.service.ts';
import {
  keyForMode,
  type ResolvedMoyasarSettings,
  type ResolvedTabbySettings,
} from './provider-settings.service.ts';
import { TABBY_WEBHOOK_HEADER } from './tabby/tabby-gateway.ts';
import { TabbyClient } from './tabby/tabby-client.ts';

const LABELS: Record<HostedProviderName, string> = { moyasar: 'Moyasar', tabby: 'Tabby' };

/**
 * Calls the provider once with the key (a read that moves nothing) and says how it answered: the
 * provider's own words when it refused, "did not answer" on a time-out, network failure or 5xx.
 */
async function tryConnection(
  provider: HostedProviderName,
  mode: Exclude<ProviderMode, 'simulator'>,
  secretKey: string,
  call: () => Promise<unknown>,
): Promise<ConnectionTestResult> {
  const label = LABELS[provider];
  const result = (
    outcome: ConnectionTestResult['outcome'],
    message: string,
    providerMessage: string | null = null,
  ): ConnectionTestResult => ({
    ok: outcome === 'connected',
    outcome,
    mode,
    message,
    // Never the key, even if an answer were to echo it.
    providerMessage: providerMessage?.split(secretKey).join('[secret key]') ?? null,
  });
  try {
    await call();
    return result('connected', `${label} accepted the key (${mode} mode)`);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const status = error.details.status;
    if (error.kind === 'unavailable') {
      return result(
        'unavailable',
        `${label} did not answer (time-out, network or server error); try again later`,
        status === undefined ? null : error.message,
      );
    }
    if (status === 401 || status === 403) {
      const what = provider === 'tabby' ? 'the key or the merchant code' : 'the key';
      return result('key-refused', `${label} refused ${what}`, error.message);
    }
    return result('refused', `${label} refused the request`, error.message);
  }
}

const SIMULATOR: Omit<ConnectionTestResult, 'message'> = {
  ok: true,
  outcome: 'simulator',
  mode: 'simulator',
  providerMessage: null,
};

/** `GET /v1/payments` with the key given (else the one in force): a 401 means a wrong key. */
export async function testMoyasarConnection(
  current: ResolvedMoyasarSettings,
  input: MoyasarConnectionTest,
): Promise<ConnectionTestResult> {
  const mode = input.mode ?? current.mode;
  if (mode === 'simulator') {
    return { ...SIMULATOR, message: 'Moyasar simulator: no money moves' };
  }
  const secretKey = keyForMode('moyasar', mode, input.secretKey || current.secretKey.value);
  const client = new MoyasarClient({
    secretKey,
    baseUrl: current.baseUrl,
    timeoutMs: current.timeoutMs,
  });
  return tryConnection('moyasar', mode, secretKey, () => client.listPayments());
}

/** `GET /api/v1/webhooks` with the key and merchant code: both must be Tabby's. */
export async function testTabbyConnection(
  current: ResolvedTabbySettings,
  input: TabbyConnectionTest,
): Promise<ConnectionTestResult> {
  const mode = input.mode ?? current.mode;
  if (mode === 'simulator') {
    return { ...SIMULATOR, message: 'Tabby simulator: no money moves' };
  }
  const secretKey = keyForMode('tabby', mode, input.secretKey || current.secretKey.value);
  const merchantCode = input.merchantCode || current.merchantCode;
  if (!merchantCode) {
    throw new PaymentSettingsRefused(
      'merchantCode',
      PROVIDER_SETTING_PROBLEMS.merchantCodeRequired,
    );
  }
  const client = new TabbyClient({
    secretKey,
    merchantCode,
    baseUrl: current.baseUrl,
    timeoutMs: current.timeoutMs,
  });
  return tryConnection('tabby', mode, secretKey, () => client.listWebhooks());
}

/**
 * Registers the store's webhook with Tabby for the saved key and merchant code (Tabby has no
 * dashboard page for it: `POST /api/v1/webhooks`), with our header and the saved secret as its
 * value. Once per URL: an address already registered is left as it is.
 */
export async function registerTabbyWebhook(
  current: ResolvedTabbySettings,
  url: string,
): Promise<WebhookRegistration> {
  const { mode, merchantCode } = current;
  if (mode === 'simulator') {
    throw new PaymentSettingsRefused('mode', PROVIDER_SETTING_PROBLEMS.simulatorHasNoWebhook);
  }
  const secretKey = keyForMode('tabby', mode, current.secretKey.value);
  if (!merchantCode) {
    throw new PaymentSettingsRefused(
      'merchantCode',
      PROVIDER_SETTING_PROBLEMS.merchantCodeRequired,
    );
  }
  if (new URL(url).protocol !== 'https:') {
    throw new PaymentSettingsRefused('webhook', PROVIDER_SETTING_PROBLEMS.httpsNeeded);
  }
  const value = current.webhookSecret.value;
  if (!value) {
    throw new PaymentSettingsRefused(
      'webhookSecret',
      PROVIDER_SETTING_PROBLEMS.webhookSecretRequired,
    );
  }
  const client = new TabbyClient({
    secretKey,
    merchantCode,
    baseUrl: current.baseUrl,
    timeoutMs: current.timeoutMs,
  });
  let already = false;
  const result = await tryConnection('tabby', mode, secretKey, async () => {
    already = (await client.listWebhooks()).some((webhook) => webhook.url === url);
    if (!already) {
      await client.registerWebhook(url, { title: TABBY_WEBHOOK_HEADER, value }, mode === 'test');
    }
  });
  if (!result.ok) return { ...result, url, alreadyRegistered: false };
  return {
    ...result,
    url,
    alreadyRegistered: already,
    message: already
      ? `Tabby already sends its webhooks to ${url}`
      : `Webhook registered: Tabby now sends its webhooks to ${url}`,
  };
}

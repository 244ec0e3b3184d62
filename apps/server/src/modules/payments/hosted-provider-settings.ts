import { secretKeyProblem, type HostedProviderName } from '@store/shared/schemas/payment-providers';
import type { Db } from '../../db/client.ts';
import type { HostedPaymentProvider } from './hosted-payment.ts';
import { MoyasarGateway } from './moyasar/moyasar-gateway.ts';
import { MoyasarSimulator } from './moyasar/moyasar-simulator.ts';
import { PaymentProviderError } from './payment-provider.ts';
import type {
  HostedCredentials,
  ResolvedMoyasarSettings,
  ResolvedTabbySettings,
} from './provider-settings.service.ts';
import { TabbyGateway } from './tabby/tabby-gateway.ts';
import { TabbySimulator } from './tabby/tabby-simulator.ts';

/**
 * Test or live chosen but no key that fits the mode (e.g. SECRET_KEY changed since it was saved):
 * every call is refused. Never the simulator, which would confirm orders without taking money.
 */
class UnconfiguredHosted implements HostedPaymentProvider {
  readonly simulated = false;

  constructor(
    readonly name: HostedProviderName,
    private readonly label: string,
  ) {}

  #refuse(): Promise<never> {
    return Promise.reject(
      new PaymentProviderError('rejected', `${this.label} has no secret key for its mode`),
    );
  }
  start() {
    return this.#refuse();
  }
  read() {
    return this.#refuse();
  }
  close() {
    return this.#refuse();
  }
  refund() {
    return this.#refuse();
  }
  webhookSubject() {
    return null;
  }
}

/** The key to use, when there is one and its prefix fits the mode (a live key never runs "test"). */
function usableKey(provider: HostedProviderName, settings: HostedCredentials): string | null {
  const key = settings.secretKey.value;
  if (settings.mode === 'simulator' || !key) return null;
  return secretKeyProblem(provider, settings.mode, key) ? null : key;
}

/** Moyasar's hosted invoice page for the settings in force, or its simulator (decisions 005, 014). */
export function moyasarProviderFromSettings(
  settings: ResolvedMoyasarSettings,
  db: Db,
): HostedPaymentProvider {
  if (settings.mode === 'simulator') return new MoyasarSimulator(db);
  const secretKey = usableKey('moyasar', settings);
  if (!secretKey) return new UnconfiguredHosted('moyasar', 'Moyasar');
  return new MoyasarGateway({
    secretKey,
    webhookSecret: settings.webhookSecret.value ?? undefined,
    baseUrl: settings.baseUrl,
    timeoutMs: settings.timeoutMs,
  });
}

/** Tabby's checkout for the settings in force, or its simulator. */
export function tabbyProviderFromSettings(
  settings: ResolvedTabbySettings,
  db: Db,
): HostedPaymentProvider {
  if (settings.mode === 'simulator') return new TabbySimulator(db);
  const secretKey = usableKey('tabby', settings);
  if (!secretKey || !settings.merchantCode) return new UnconfiguredHosted('tabby', 'Tabby');
  return new TabbyGateway({
    secretKey,
    merchantCode: settings.merchantCode,
    webhookSecret: settings.webhookSecret.value ?? undefined,
    baseUrl: settings.baseUrl,
    timeoutMs: settings.timeoutMs,
  });
}

/** What decides the provider built: unchanged settings keep it (and what it holds). Server only. */
export function hostedFingerprint(settings: ResolvedMoyasarSettings | ResolvedTabbySettings) {
  return JSON.stringify([
    settings.mode,
    settings.secretKey.value,
    settings.webhookSecret.value,
    settings.baseUrl,
    settings.timeoutMs,
    'merchantCode' in settings ? settings.merchantCode : null,
  ]);
}

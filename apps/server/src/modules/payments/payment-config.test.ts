import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  paymentProviderFromConfig,
  paymentProviderFromSettings,
} from './payment-provider-from-config.ts';
import {
  environmentMode,
  paypalBaseUrl,
  type ResolvedPaymentSettings,
} from './payment-settings.service.ts';
import { PaypalClient } from './paypal/paypal-client.ts';
import { PaypalSimulator } from './paypal/paypal-simulator.ts';

describe.skipIf(process.env.TEST_DB === 'postgres')('payment and email configuration', () => {
  it('needs nothing: simulator, USD at 3.75, outbox, request host', () => {
    const config = loadConfig({}, null);
    expect(config.paypal).toBeNull();
    expect(config.settlement).toEqual({ currency: 'USD', rate: '3.75' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicBaseUrl).toBeUndefined();
    const provider = paymentProviderFromConfig(config, {} as Db);
    expect(provider).toMatchObject({ name: 'paypal-simulator', simulated: true });
  });

  it('uses real PayPal exactly when credentials are set', () => {
    const config = loadConfig(
      {
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_WEBHOOK_ID: 'WH1',
        PAYPAL_SETTLEMENT_CURRENCY: 'EUR',
        PAYPAL_SETTLEMENT_RATE: '4.08',
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        PUBLIC_BASE_URL: 'https://shop.example.com/',
      },
      null,
    );
    expect(config.paypal).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      baseUrl: 'https://api-m.sandbox.paypal.com',
      webhookId: 'WH1',
      timeoutMs: 10_000,
    });
    expect(config.settlement).toEqual({ currency: 'EUR', rate: '4.08' });
    expect(config.publicBaseUrl).toBe('https://shop.example.com');
    const provider = paymentProviderFromConfig(config, {} as Db);
    expect(provider).toMatchObject({ name: 'paypal', simulated: false });
  });

  it.each([
    [{ PAYPAL_CLIENT_ID: 'id' }, 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither'],
    [
      { PAYPAL_SETTLEMENT_CURRENCY: 'SAR' },
      'PAYPAL_SETTLEMENT_CURRENCY must be a currency PayPal accepts',
    ],
    [{ PAYPAL_SETTLEMENT_RATE: 'three' }, 'PAYPAL_SETTLEMENT_RATE must be SAR per unit'],
    [{ PAYPAL_SETTLEMENT_RATE: '0' }, 'PAYPAL_SETTLEMENT_RATE must be above 0'],
    [{ PAYPAL_BASE_URL: 'api-m.paypal.com' }, 'PAYPAL_BASE_URL must be a URL'],
    [{ PAYPAL_TIMEOUT_MS: '5' }, 'PAYPAL_TIMEOUT_MS must be between 100 and 60000'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL must be an SMTP URL'],
    [{ PUBLIC_BASE_URL: 'shop.example.com' }, 'PUBLIC_BASE_URL must be the address shoppers use'],
  ])('explains %o', (env, message) => {
    expect(() => loadConfig(env, null)).toThrow(ConfigError);
    expect(() => loadConfig(env, null)).toThrow(message);
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')(
  'provider from the saved payment settings',
  () => {
    const resolved = (
      overrides: Partial<ResolvedPaymentSettings> = {},
    ): ResolvedPaymentSettings => ({
      mode: 'sandbox',
      clientId: 'id',
      clientSecret: 'secret',
      clientSecretSource: 'stored',
      environmentHasSecret: false,
      settlement: { currency: 'USD', rate: '3.75' },
      webhookId: '',
      source: 'stored',
      updatedAt: new Date(),
      ...overrides,
    });

    it('builds the simulator, PayPal, or a provider that refuses everything without a secret', async () => {
      const config = loadConfig({}, null);
      expect(
        paymentProviderFromSettings(resolved({ mode: 'simulator' }), config, {} as Db),
      ).toBeInstanceOf(PaypalSimulator);
      expect(paymentProviderFromSettings(resolved(), config, {} as Db)).toBeInstanceOf(
        PaypalClient,
      );
      const unusable = paymentProviderFromSettings(
        resolved({ mode: 'live', clientSecret: null }),
        config,
        {} as Db,
      );
      expect(unusable).toMatchObject({ name: 'paypal', simulated: false });
      await expect(unusable.getOrder('X')).rejects.toMatchObject({ kind: 'rejected' });
    });

    it('uses PayPal’s live or sandbox address, unless PAYPAL_BASE_URL names another', () => {
      const plain = loadConfig({}, null);
      expect(paypalBaseUrl('live', plain)).toBe('https://api-m.paypal.com');
      expect(paypalBaseUrl('sandbox', plain)).toBe('https://api-m.sandbox.paypal.com');
      const proxied = loadConfig(
        {
          PAYPAL_CLIENT_ID: 'id',
          PAYPAL_CLIENT_SECRET: 's',
          PAYPAL_BASE_URL: 'http://127.0.0.1:9/',
        },
        null,
      );
      expect(paypalBaseUrl('live', proxied)).toBe('http://127.0.0.1:9');
      expect(environmentMode(plain)).toBe('simulator');
      expect(environmentMode(proxied)).toBe('sandbox');
      expect(
        environmentMode(
          loadConfig(
            {
              PAYPAL_CLIENT_ID: 'id',
              PAYPAL_CLIENT_SECRET: 's',
              PAYPAL_BASE_URL: 'https://api-m.paypal.com',
            },
            null,
          ),
        ),
      ).toBe('live');
    });
  },
);

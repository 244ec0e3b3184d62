import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { paymentProviderFromConfig } from './payment-provider-from-config.ts';

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

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('needs nothing to start: port 5000, embedded database in ./data', () => {
    const config = loadConfig({}, null);
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'db') });
    expect(config.logLevel).toBe('info');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/store', PORT: '8080' }, null);
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/store',
      poolSize: 10,
    });
    expect(config.port).toBe(8080);
    const sized = loadConfig(
      { DATABASE_URL: 'postgres://db/store', DATABASE_POOL_SIZE: '25' },
      null,
    );
    expect(sized.database).toMatchObject({ poolSize: 25 });
  });

  it('believes no proxy unless told which: TRUST_PROXY', () => {
    expect(loadConfig({}, null).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }, null).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }, null).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }, null).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' }, null)).toThrow('TRUST_PROXY must be');
  });

  it('reads Tabby from TABBY_*, on the Saudi host unless told otherwise', () => {
    const none = loadConfig({}, null);
    expect(none.tabby).toBeNull();
    expect(none.hostedApis).toEqual({
      moyasarBaseUrl: 'https://api.moyasar.com',
      tabbyBaseUrl: 'https://api.tabby.sa',
      timeoutMs: 10_000,
    });
    const config = loadConfig(
      {
        TABBY_SECRET_KEY: 'sk_test_abc123',
        TABBY_MERCHANT_CODE: 'STORE_SA',
        TABBY_BASE_URL: 'http://127.0.0.1:4010',
        PAYPAL_TIMEOUT_MS: '2500',
      },
      null,
    );
    expect(config.tabby).toEqual({
      secretKey: 'sk_test_abc123',
      merchantCode: 'STORE_SA',
      webhookSecret: undefined,
      baseUrl: 'http://127.0.0.1:4010',
      timeoutMs: 2500,
    });
    expect(config.hostedApis.tabbyBaseUrl).toBe('http://127.0.0.1:4010');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, null).port).toBe(5000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE must be a number of connections'],
    [{ DATABASE_POOL_SIZE: '1' }, 'DATABASE_POOL_SIZE must be between 2 and 200'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [
      { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough password' },
      'ADMIN_EMAIL must be an email',
    ],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 12'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'set both or neither'],
    [{ TABBY_SECRET_KEY: 'pk_test_public' }, 'TABBY_SECRET_KEY must be a Tabby secret key'],
    [{ TABBY_SECRET_KEY: 'sk_test_abc' }, 'TABBY_SECRET_KEY and TABBY_MERCHANT_CODE'],
    [{ TABBY_BASE_URL: 'api.tabby.sa' }, 'TABBY_BASE_URL must be a URL'],
  ])('explains %o', (env, message) => {
    expect(() => loadConfig(env, null)).toThrow(ConfigError);
    expect(() => loadConfig(env, null)).toThrow(message);
  });
});

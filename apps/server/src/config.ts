import path from 'node:path';
import { z } from 'zod';
import type { MediaConfig } from './modules/media/index.ts';
import { PAYPAL_CURRENCIES, type Settlement } from './modules/payments/index.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int({ error: 'PORT must be a whole number' })
    .min(1, { error: 'PORT must be between 1 and 65535' })
    .max(65535, { error: 'PORT must be between 1 and 65535' })
    .default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'DATA_DIR must not be empty' }).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, {
      error: 'DATABASE_URL must be a PostgreSQL URL, e.g. postgres://user:pass@host:5432/db',
    })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'DATABASE_POOL_SIZE must be a number of connections' })
    .int({ error: 'DATABASE_POOL_SIZE must be a whole number' })
    .min(2, { error: 'DATABASE_POOL_SIZE must be between 2 and 200' })
    .max(200, { error: 'DATABASE_POOL_SIZE must be between 2 and 200' })
    .default(10),
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(12, { error: 'ADMIN_PASSWORD must be at least 12 characters' })
    .optional(),
  JWT_SECRET: z
    .string()
    .min(32, {
      error: 'JWT_SECRET must be at least 32 characters (e.g. `openssl rand -base64 48`)',
    })
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
      error:
        'TRUST_PROXY must be false, true, a number of proxy hops, or the proxy addresses (e.g. 10.0.0.1,10.0.0.0/8)',
    })
    .default('false'),
  RATE_LIMIT_ORDERS: z.coerce
    .number({ error: 'RATE_LIMIT_ORDERS must be a number of orders' })
    .int({ error: 'RATE_LIMIT_ORDERS must be a whole number' })
    .min(1, { error: 'RATE_LIMIT_ORDERS must be at least 1' })
    .default(10),
  RATE_LIMIT_UPLOADS: z.coerce
    .number({ error: 'RATE_LIMIT_UPLOADS must be a number of uploads' })
    .int({ error: 'RATE_LIMIT_UPLOADS must be a whole number' })
    .min(1, { error: 'RATE_LIMIT_UPLOADS must be at least 1' })
    .default(60),
  SECRET_KEY: z
    .string()
    .min(32, {
      error: 'SECRET_KEY must be at least 32 characters (e.g. `openssl rand -base64 48`)',
    })
    .optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'PAYPAL_BASE_URL must be a URL, e.g. https://api-m.paypal.com',
    })
    .default('https://api-m.sandbox.paypal.com'),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_SETTLEMENT_CURRENCY: z
    .enum(PAYPAL_CURRENCIES, {
      error: `PAYPAL_SETTLEMENT_CURRENCY must be a currency PayPal accepts: ${PAYPAL_CURRENCIES.join(', ')}`,
    })
    .default('USD'),
  PAYPAL_SETTLEMENT_RATE: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,6})?$/, {
      error: 'PAYPAL_SETTLEMENT_RATE must be SAR per unit of the currency, e.g. 3.75',
    })
    .refine((rate) => Number(rate) > 0, { error: 'PAYPAL_SETTLEMENT_RATE must be above 0' })
    .default('3.75'),
  PAYPAL_TIMEOUT_MS: z.coerce
    .number({ error: 'PAYPAL_TIMEOUT_MS must be a number of milliseconds' })
    .int({ error: 'PAYPAL_TIMEOUT_MS must be a whole number' })
    .min(100, { error: 'PAYPAL_TIMEOUT_MS must be between 100 and 60000' })
    .max(60_000, { error: 'PAYPAL_TIMEOUT_MS must be between 100 and 60000' })
    .default(10_000),
  MOYASAR_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, {
      error: 'MOYASAR_SECRET_KEY must be a Moyasar secret key (sk_test_… or sk_live_…)',
    })
    .optional(),
  MOYASAR_WEBHOOK_SECRET: z.string().optional(),
  MOYASAR_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'MOYASAR_BASE_URL must be a URL, e.g. https://api.moyasar.com',
    })
    .default('https://api.moyasar.com'),
  ZATCA_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error:
        'ZATCA_BASE_URL must be a URL, e.g. https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
    })
    .optional(),
  TABBY_SECRET_KEY: z
    .string()
    .regex(/^sk_\S+$/, {
      error: 'TABBY_SECRET_KEY must be a Tabby secret key (sk_test_… or sk_…)',
    })
    .optional(),
  TABBY_MERCHANT_CODE: z.string().optional(),
  TABBY_WEBHOOK_SECRET: z.string().optional(),
  TABBY_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'TABBY_BASE_URL must be a URL, e.g. https://api.tabby.sa',
    })
    .default('https://api.tabby.sa'),
  OTO_REFRESH_TOKEN: z.string().optional(),
  OTO_MODE: z
    .enum(['test', 'live'], {
      error: 'OTO_MODE must be test (OTO sandbox) or live',
    })
    .default('test'),
  OTO_WEBHOOK_SECRET: z.string().optional(),
  OTO_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'OTO_BASE_URL must be a URL, e.g. https://api.tryoto.com',
    })
    .optional(),
  OTO_TIMEOUT_MS: z.coerce
    .number({ error: 'OTO_TIMEOUT_MS must be a number of milliseconds' })
    .int({ error: 'OTO_TIMEOUT_MS must be a whole number' })
    .min(100, { error: 'OTO_TIMEOUT_MS must be between 100 and 60000' })
    .max(60_000, { error: 'OTO_TIMEOUT_MS must be between 100 and 60000' })
    .default(15_000),
  UNIFONIC_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'UNIFONIC_BASE_URL must be a URL, e.g. https://el.cloud.unifonic.com',
    })
    .default('https://el.cloud.unifonic.com'),
  SMS_TIMEOUT_MS: z.coerce
    .number({ error: 'SMS_TIMEOUT_MS must be a number of milliseconds' })
    .int({ error: 'SMS_TIMEOUT_MS must be a whole number' })
    .min(100, { error: 'SMS_TIMEOUT_MS must be between 100 and 60000' })
    .max(60_000, { error: 'SMS_TIMEOUT_MS must be between 100 and 60000' })
    .default(10_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, {
      error: 'SMTP_URL must be an SMTP URL, e.g. smtps://user:pass@smtp.example.com:465',
    })
    .optional(),
  BACKGROUND_JOBS: z
    .enum(['on', 'off'], {
      error: 'BACKGROUND_JOBS must be on or off',
    })
    .default('on'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    })
    .optional(),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error:
        'S3_ENDPOINT must be the address of an S3-compatible store, e.g. https://minio.example.com:9000 (leave it unset for AWS)',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, { error: 'S3_REGION must be a region name, e.g. eu-central-1' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
    .default('false'),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, {
      error: 'S3_PREFIX must be a folder of the bucket ending with a slash, e.g. media/',
    })
    .default('media/'),
  MEDIA_PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error:
        'MEDIA_PUBLIC_URL must be the address the media files are found under, e.g. https://cdn.example.com/media',
    })
    .refine((url) => !/[?#]/.test(url), {
      error: 'MEDIA_PUBLIC_URL must not hold a query or a fragment',
    })
    .optional(),
  PUBLIC_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'PUBLIC_BASE_URL must be the address shoppers use, e.g. https://shop.example.com',
    })
    .optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path: embedded database, media, generated keys. */
  dataDir: string;
  database:
    | { kind: 'pglite'; dataDir: string | null }
    | { kind: 'postgres'; url: string; poolSize: number };
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Signs access tokens; when unset the server generates one into DATA_DIR (see jwt-secret.ts). */
  jwtSecret: string | undefined;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits, sessions, audit):
   * none by default, since a client could otherwise claim any address.
   */
  trustProxy: boolean | number | string[];
  /** Requests per client address in 10 minutes: orders placed, images uploaded. */
  rateLimits: { orders: number; uploads: number };
  /** Encrypts stored secrets; when unset the server generates one into DATA_DIR (secret-box.ts). */
  secretKey: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Whether to seed the demo catalogue into an empty database. */
  seedDemo: boolean;
  /** Absolute path of the built web app, or null to serve the API only. */
  webDistDir: string | null;
  isProduction: boolean;
  /** PayPal REST credentials; null runs the built-in PayPal simulator instead. */
  paypal: {
    clientId: string;
    clientSecret: string;
    baseUrl: string;
    webhookId: string | undefined;
    timeoutMs: number;
  } | null;
  /** The currency PayPal charges an order in, and SAR per unit of it. */
  settlement: Settlement;
  /** Moyasar's API keys (MOYASAR.md); null takes Moyasar payments in the built-in simulator. */
  moyasar: {
    secretKey: string;
    webhookSecret: string | undefined;
    baseUrl: string;
    timeoutMs: number;
  } | null;
  /** Tabby's API key and merchant code (TABBY.md); null takes Tabby payments in its simulator. */
  tabby: {
    secretKey: string;
    merchantCode: string;
    webhookSecret: string | undefined;
    baseUrl: string;
    timeoutMs: number;
  } | null;
  /**
   * Where Moyasar's and Tabby's APIs are, whoever holds the keys (the environment or the admin's
   * saved settings): the providers' own hosts, or local fakes in tests.
   */
  hostedApis: { moyasarBaseUrl: string; tabbyBaseUrl: string; timeoutMs: number };
  /**
   * ZATCA's Fatoora API for every environment the admin picks, when set (a local fake in tests, a
   * proxy in operations); unset, each environment's own address (zatca/fatoora/FATOORA.md).
   */
  zatcaBaseUrl: string | undefined;
  /**
   * OTO, the shipping aggregator (carriers/oto/OTO.md): the environment's refresh token and mode,
   * used until the admin saves its own (no token: the built-in simulator); the webhook signing
   * secret; the API's host when it is not the mode's own (a local fake in tests).
   */
  oto: {
    refreshToken: string | undefined;
    mode: 'test' | 'live';
    webhookSecret: string | undefined;
    baseUrl: string | undefined;
    timeoutMs: number;
  };
  /**
   * Text messages (modules/sms/SMS-PROVIDER.md): Unifonic's API host (a local fake in tests; the
   * AppSid and sender name are saved in the admin, never here) and the time one send may take.
   */
  sms: { unifonicBaseUrl: string; timeoutMs: number };
  /** Order emails go through this SMTP server; when unset they are written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The address shoppers use (no trailing slash), for PayPal's return links behind a proxy. */
  publicBaseUrl: string | undefined;
  /** Where the media files live (DATA_DIR/media or an S3 bucket) and the address they are given. */
  media: MediaConfig;
  /**
   * Whether this instance runs background work (emails, expiry, schedules). Off leaves it to the
   * other instances on the same database; what is queued waits for one of them.
   */
  backgroundJobs: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once, at start. Empty variables count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv, webDistDir: string | null): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  - ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither',
    );
  }
  if ((e.PAYPAL_CLIENT_ID === undefined) !== (e.PAYPAL_CLIENT_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  - PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither',
    );
  }
  if ((e.TABBY_SECRET_KEY === undefined) !== (e.TABBY_MERCHANT_CODE === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  - TABBY_SECRET_KEY and TABBY_MERCHANT_CODE: set both or neither',
    );
  }
  const media = mediaConfigOf(e);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    secretKey: e.SECRET_KEY,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: { orders: e.RATE_LIMIT_ORDERS, uploads: e.RATE_LIMIT_UPLOADS },
    logLevel: e.LOG_LEVEL,
    seedDemo: true,
    webDistDir,
    isProduction: e.NODE_ENV === 'production',
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            baseUrl: e.PAYPAL_BASE_URL,
            webhookId: e.PAYPAL_WEBHOOK_ID,
            timeoutMs: e.PAYPAL_TIMEOUT_MS,
          }
        : null,
    settlement: { currency: e.PAYPAL_SETTLEMENT_CURRENCY, rate: e.PAYPAL_SETTLEMENT_RATE },
    moyasar: e.MOYASAR_SECRET_KEY
      ? {
          secretKey: e.MOYASAR_SECRET_KEY,
          webhookSecret: e.MOYASAR_WEBHOOK_SECRET,
          baseUrl: e.MOYASAR_BASE_URL,
          // As PayPal's: kept below the browser's 20 s so a slow provider still gets an answer.
          timeoutMs: e.PAYPAL_TIMEOUT_MS,
        }
      : null,
    tabby:
      e.TABBY_SECRET_KEY && e.TABBY_MERCHANT_CODE
        ? {
            secretKey: e.TABBY_SECRET_KEY,
            merchantCode: e.TABBY_MERCHANT_CODE,
            webhookSecret: e.TABBY_WEBHOOK_SECRET,
            baseUrl: e.TABBY_BASE_URL,
            timeoutMs: e.PAYPAL_TIMEOUT_MS,
          }
        : null,
    hostedApis: {
      moyasarBaseUrl: e.MOYASAR_BASE_URL,
      tabbyBaseUrl: e.TABBY_BASE_URL,
      timeoutMs: e.PAYPAL_TIMEOUT_MS,
    },
    zatcaBaseUrl: e.ZATCA_BASE_URL?.replace(/\/+$/, ''),
    oto: {
      refreshToken: e.OTO_REFRESH_TOKEN,
      mode: e.OTO_MODE,
      webhookSecret: e.OTO_WEBHOOK_SECRET,
      baseUrl: e.OTO_BASE_URL,
      timeoutMs: e.OTO_TIMEOUT_MS,
    },
    sms: { unifonicBaseUrl: e.UNIFONIC_BASE_URL.replace(/\/+$/, ''), timeoutMs: e.SMS_TIMEOUT_MS },
    smtpUrl: e.SMTP_URL,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    backgroundJobs: e.BACKGROUND_JOBS === 'on',
    media,
  };
}

/** S3_* and MEDIA_PUBLIC_URL: the bucket only when S3_BUCKET is set, with what it needs. */
function mediaConfigOf(e: z.infer<typeof envSchema>): MediaConfig {
  const invalid = (line: string) => new ConfigError(`Invalid configuration:\n  - ${line}`);
  const publicUrl = e.MEDIA_PUBLIC_URL?.replace(/\/+$/, '');
  if (!e.S3_BUCKET) {
    const stray = (
      ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => e[name] !== undefined);
    if (stray.length > 0) {
      throw invalid(
        `${stray.join(', ')}: set S3_BUCKET too to keep the media in a bucket, or unset ${stray.length === 1 ? 'it' : 'them'} to keep them on disk`,
      );
    }
    return { storage: { kind: 'disk' }, publicUrl };
  }
  if (!e.S3_REGION) {
    throw invalid(
      e.S3_ENDPOINT
        ? 'S3_REGION: required with S3_ENDPOINT; use the region the store expects (us-east-1 for most self-hosted stores such as MinIO)'
        : 'S3_REGION: required with S3_BUCKET; the AWS region of the bucket, e.g. eu-central-1',
    );
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw invalid(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's default credentials (AWS_* variables, ~/.aws, the instance's role)",
    );
  }
  return {
    storage: {
      kind: 's3',
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
      prefix: e.S3_PREFIX,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
    publicUrl,
  };
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

import path from 'node:path';
import { z } from 'zod';

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
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(12, { error: 'ADMIN_PASSWORD must be at least 12 characters' })
    .optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path: embedded database, media, generated keys. */
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Whether to seed the demo catalogue into an empty database. */
  seedDemo: boolean;
  /** Absolute path of the built web app, or null to serve the API only. */
  webDistDir: string | null;
  isProduction: boolean;
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
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    seedDemo: true,
    webDistDir,
    isProduction: e.NODE_ENV === 'production',
  };
}

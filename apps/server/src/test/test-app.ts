import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  /** A clock the test moves (createTestClock). */
  clock?: AppOptions['clock'];
  onRoute?: AppOptions['onRoute'];
  /** Extra routes under /api, added like any route of the app (the auth guard sees them). */
  routes?: FastifyPluginAsync;
  /** Extra environment, as the server would read it (PayPal, SMTP, DATA_DIR, ...). */
  env?: Record<string, string>;
  /** Pino options, for a test that reads the logs; by default the app logs nothing. */
  logger?: AppOptions['logger'];
  sitemapUrlLimit?: AppOptions['sitemapUrlLimit'];
}

/** The real application on a fresh database with the demo content; API only (no web build). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase({ seeded: options.seed ?? true });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // Tests place many orders from one address; the rate-limit tests set their own limits.
      RATE_LIMIT_ORDERS: '100000',
      RATE_LIMIT_UPLOADS: '100000',
      ...options.env,
    },
    null,
  );
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      logger: options.logger ?? false,
      clock: options.clock,
      onRoute: options.onRoute,
      sitemapUrlLimit: options.sitemapUrlLimit,
    });
  } catch (error) {
    // An app that cannot start (a test of a bad configuration) leaves no database open.
    await database.close();
    throw error;
  }
  if (options.routes) await app.register(options.routes, { prefix: '/api' });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

/**
 * Starts at the real time, since the token library also checks expiry against it; only ever
 * moves forward.
 */
export function createTestClock(start = Date.now()): TestClock {
  let current = start;
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

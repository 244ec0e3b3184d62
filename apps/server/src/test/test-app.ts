import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { seedDemoContent } from '../db/seed.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real application on a fresh database with the demo content; API only (no web build). */
export async function createTestApp(options: { seed?: boolean } = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  if (options.seed ?? true) await seedDemoContent(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, null);
  const app = await buildApp({ config, database, logger: false });
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

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { seedDemoContent } from '../../db/seed.ts';
import type { FastifyInstance } from 'fastify';
import { createScratchPostgresDatabase } from '../../test/test-database.ts';
import { customer, insertProduct, stockOf } from '../../test/checkout-support.ts';

/**
 * Issue 24 point 4: under concurrent orders on PostgreSQL, pg warned "Calling client.query() when
 * the client is already executing a query" (an error from pg 9 on). The app here is built as the
 * server builds it with DATABASE_URL set, so the cross-instance cache bus is running too.
 */
const queued: string[] = [];
const originalQuery = pg.Client.prototype.query;

function recordQueuedCalls(this: pg.Client, ...args: unknown[]) {
  // pg's own condition for the warning (lib/client.js). Node prints a deprecation once per
  // process, and the test files of a worker share one, so the call is watched rather than the print.
  const queue = (this as unknown as { _queryQueue?: unknown[] })._queryQueue;
  if (queue && queue.length > 0) {
    const text = (args[0] as { text?: string } | string | undefined) ?? '';
    queued.push(typeof text === 'string' ? text : (text.text ?? ''));
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('concurrent orders on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let database: Database;
  let app: FastifyInstance;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase('store_concurrent');
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
    await database.migrate();
    await seedDemoContent(database.db);
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: scratch.url,
        RATE_LIMIT_ORDERS: '100000',
      },
      null,
    );
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    process.on('warning', onWarning);
    pg.Client.prototype.query = recordQueuedCalls as typeof originalQuery;
  });

  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    process.off('warning', onWarning);
    await app?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('places 40 orders at once without queueing a query on a busy client', async () => {
    const product = await insertProduct(database.db, { stock: 100 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: {
            items: [{ productId: product.id, quantity: 1 }],
            customerInfo: customer,
            paymentMethod: 'cod',
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(201));
    expect(await stockOf(database.db, product.id)).toBe(60);
    expect(warnings.filter((message) => message.includes('already executing'))).toEqual([]);
    expect(queued).toEqual([]);
  });

  it('keeps serving when PostgreSQL ends its connections (as a restart of PostgreSQL does)', async () => {
    await app.inject({ method: 'GET', url: '/api/products?limit=1' });
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // An unheard error from the pool's idle connections would have ended the process here.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const order = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        items: [{ productId: (await insertProduct(database.db, { stock: 1 })).id, quantity: 1 }],
        customerInfo: customer,
        paymentMethod: 'cod',
      },
    });
    expect(order.statusCode).toBe(201);
  });
});

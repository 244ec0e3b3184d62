import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvalidationBus } from './public-cache-bus.ts';
import { postgresInvalidationBus } from './public-cache-postgres-bus.ts';

const url = process.env.TEST_DATABASE_URL ?? '';
const originalQuery = pg.Client.prototype.query;
const log = { warn: vi.fn() } as unknown as Parameters<typeof postgresInvalidationBus>[1];
const started: InvalidationBus[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((bus) => bus.stop()));
});

async function startBus(channel: string) {
  const listener = { invalidate: vi.fn(), reset: vi.fn() };
  const bus = postgresInvalidationBus(url, log, { channel, retryMs: 50 });
  await bus.start(listener);
  started.push(bus);
  return { bus, listener };
}

async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

// Needs a real PostgreSQL server: runs in the suite's postgres project (TEST_DATABASE_URL).
describe.skipIf(process.env.TEST_DB !== 'postgres')('the PostgreSQL invalidation bus', () => {
  it('tells the other instances, not the one that published', async () => {
    const channel = `test_cache_${randomBytes(4).toString('hex')}`;
    const a = await startBus(channel);
    const b = await startBus(channel);
    await a.bus.publish(['catalog', 'content']);
    await vi.waitFor(() =>
      expect(b.listener.invalidate).toHaveBeenCalledWith(['catalog', 'content']),
    );
    expect(a.listener.invalidate).not.toHaveBeenCalled();
  });

  it('clears the cache when its connection drops, reconnects, and clears it again', async () => {
    const channel = `test_cache_${randomBytes(4).toString('hex')}`;
    const a = await startBus(channel);
    const b = await startBus(channel);
    b.listener.reset.mockClear();
    await sql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1`, [
      `LISTEN ${channel}`,
    ]);
    await vi.waitFor(() => expect(b.listener.reset).toHaveBeenCalledTimes(2), { timeout: 5000 });
    await vi.waitFor(async () => {
      await a.bus.publish(['settings']);
      expect(b.listener.invalidate).toHaveBeenCalledWith(['settings']);
    });
  });

  it('sends publishes made at once one after the other on its connection', async () => {
    const channel = `test_cache_${randomBytes(4).toString('hex')}`;
    const a = await startBus(channel);
    const b = await startBus(channel);
    const busy: number[] = [];
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      // pg's condition for "Calling client.query() when the client is already executing a query".
      const queue = (this as unknown as { _queryQueue?: unknown[] })._queryQueue;
      if (queue && queue.length > 0) busy.push(queue.length);
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof originalQuery;
    try {
      await Promise.all(Array.from({ length: 20 }, (_, i) => a.bus.publish([`tag${i}`])));
    } finally {
      pg.Client.prototype.query = originalQuery;
    }
    expect(busy).toEqual([]);
    await vi.waitFor(() => expect(b.listener.invalidate).toHaveBeenCalledTimes(20));
  });
});

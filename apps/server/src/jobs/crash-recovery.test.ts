import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codOrderBody } from '../test/checkout-support.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { createScratchPostgresDatabase } from '../test/test-database.ts';

/**
 * Issue 16: an event committed with its change survives the process being killed before any
 * handler ran. The server is started with background jobs off (so nothing handles the event),
 * a cash-on-delivery order is placed, the process is killed with SIGKILL; the next start on the
 * same data sends the order's emails.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const root = mkdtempSync(path.join(tmpdir(), 'store-events-crash-'));
const dataDir = path.join(root, 'data');
let drop = async () => {};

afterAll(async () => {
  await drop();
  rmSync(root, { recursive: true, force: true });
});

function outboxFor(orderNumber: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.includes(orderNumber));
  } catch {
    return [];
  }
}

describe('domain events across a crash', () => {
  it(
    'are handled by the next start when the process died between commit and handler',
    { timeout: 120_000 },
    async () => {
      const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
      if (onPostgres) {
        const scratch = await createScratchPostgresDatabase('store_events');
        drop = scratch.drop;
        env.DATABASE_URL = scratch.url;
      }

      let server: ServerProcess = await startServerProcess({ ...env, BACKGROUND_JOBS: 'off' });
      let orderNumber: string;
      try {
        const listing = (await (await fetch(`${server.baseUrl}/api/products?limit=1`)).json()) as {
          data: { _id: string }[];
        };
        const placed = await fetch(`${server.baseUrl}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(codOrderBody(listing.data[0]!._id)),
        });
        expect(placed.status).toBe(201);
        orderNumber = ((await placed.json()) as { data: { orderNumber: string } }).data.orderNumber;
      } finally {
        server.child.kill('SIGKILL');
        await server.exit;
      }
      expect(outboxFor(orderNumber)).toEqual([]);

      server = await startServerProcess(env, { port: server.port });
      try {
        await expect
          .poll(() => outboxFor(orderNumber).length, { timeout: 20_000, interval: 200 })
          .toBe(2);
      } finally {
        server.child.kill('SIGTERM');
        await server.exit;
      }
    },
  );
});

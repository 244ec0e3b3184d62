import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../../db/client.ts';
import { products, orderItems, orders } from '../../db/schema.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { createScratchPostgresDatabase } from '../../test/test-database.ts';

/**
 * Issue 8 point 4: the server is killed (SIGKILL, no goodbye) in the middle of a burst of
 * cash-on-delivery orders. After a restart on the same data, every order a client was told about
 * exists, and each product's stock is its initial stock minus what the stored orders reserve:
 * nothing half-written, on the embedded database and on PostgreSQL.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const root = mkdtempSync(path.join(tmpdir(), 'store-crash-'));
const dataDir = path.join(root, 'data');
let target: DatabaseTarget = { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
let dropDatabase = async () => {};

afterAll(async () => {
  await dropDatabase();
  rmSync(root, { recursive: true, force: true });
});

async function createPostgresDatabase(): Promise<string> {
  const scratch = await createScratchPostgresDatabase('store_crash');
  dropDatabase = scratch.drop;
  return scratch.url;
}

interface Acknowledged {
  orderNumber: string;
  email: string;
  productId: string;
  quantity: number;
}

function orderBody(productId: string, quantity: number, email: string) {
  return {
    items: [{ productId, quantity }],
    paymentMethod: 'cod',
    customerInfo: {
      firstName: 'Noura',
      lastName: 'Al-Harbi',
      email,
      phone: '+966 50 123 4567',
      address: 'Tahlia Street 12',
      city: 'Riyadh',
      cityId: 'riyadh',
      district: 'Al Olaya',
      country: 'Saudi Arabia',
    },
  };
}

describe(`a crash in the middle of orders (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('keeps every acknowledged order, and stock matches the stored orders', async () => {
    // One address places the whole burst: the per-address order limit is not under test here.
    const env: Record<string, string> = { DATA_DIR: dataDir, RATE_LIMIT_ORDERS: '100000' };
    if (onPostgres) {
      const url = await createPostgresDatabase();
      env.DATABASE_URL = url;
      target = { kind: 'postgres', url };
    }
    let server: ServerProcess = await startServerProcess(env);
    const listing = (await (await fetch(`${server.baseUrl}/api/products?limit=3`)).json()) as {
      data: { _id: string; stock: number }[];
    };
    const initialStock = new Map(listing.data.map((p) => [p._id, p.stock]));
    const productIds = [...initialStock.keys()];
    expect(productIds).toHaveLength(3);

    // The burst: 120 orders of 1–2 units; kill the server once 15 have been acknowledged.
    const acknowledged: Acknowledged[] = [];
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      server.child.kill('SIGKILL');
    };
    const burst = Array.from({ length: 120 }, async (_, index) => {
      const productId = productIds[index % productIds.length]!;
      const quantity = 1 + (index % 2);
      const email = `crash-${index}@example.com`;
      try {
        const res = await fetch(`${server.baseUrl}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(orderBody(productId, quantity, email)),
        });
        if (res.status !== 201) return;
        const body = (await res.json()) as { data: { orderNumber: string } };
        acknowledged.push({ orderNumber: body.data.orderNumber, email, productId, quantity });
        if (acknowledged.length >= 15) kill();
      } catch {
        // The connection died with the server: not acknowledged, so nothing is promised.
      }
    });
    const safety = setTimeout(kill, 20_000);
    await Promise.all(burst);
    clearTimeout(safety);
    kill();
    expect(await server.exit).toBeNull();
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);
    // Some requests were still under way: the kill happened mid-burst, not after it.
    expect(acknowledged.length).toBeLessThan(120);

    // Restart on the same data: every acknowledged order is there for its customer.
    server = await startServerProcess(env);
    for (const order of acknowledged) {
      const res = await fetch(
        `${server.baseUrl}/api/orders/public/${order.orderNumber}?email=${encodeURIComponent(order.email)}`,
      );
      expect(res.status, order.orderNumber).toBe(200);
    }
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);

    // Stock equals the initial stock minus what the stored orders reserve, product by product.
    const database = await openDatabase(target);
    try {
      const stored = await database.db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(
          inArray(
            orders.orderNumber,
            acknowledged.map((order) => order.orderNumber),
          ),
        );
      expect(stored).toHaveLength(acknowledged.length);
      for (const productId of productIds) {
        const [reserved] = await database.db
          .select({
            quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number),
          })
          .from(orderItems)
          .where(eq(orderItems.productId, productId));
        const [product] = await database.db
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, productId));
        expect(product!.stock, productId).toBe(initialStock.get(productId)! - reserved!.quantity);
      }
    } finally {
      await database.close();
    }
  }, 180_000);
});

import autocannon from 'autocannon';
import { percentile } from './load.ts';

/**
 * Issue 23 point 5: cash-on-delivery orders from distinct buyers (every request its own email and
 * mobile), one bottle each, at 10 connections. One product in five is the store's scarcest, so
 * the run asks it for more than it has. Afterwards the store itself is asked: every order answered
 * 201 is there (no order lost, none invented), the stock moved by exactly the bottles sold, and
 * the scarce product did not go below zero (no oversell).
 */
export interface CheckoutRow {
  connections: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  placed: number;
  /** 409: out of stock (the scarce product once sold out). */
  soldOut: number;
  /** Anything else: errors, time-outs, other statuses. */
  failures: number;
  /**
   * Orders answered 201 that the store does not have, or orders it has beyond those answered and
   * those still in flight when the run stopped (their answers are not waited for).
   */
  lostOrInvented: number;
  /** Orders the store gained during the run. */
  ordersKept: number;
  /** Bottles the stock lost during the run: one per order kept. */
  stockMoved: number;
  scarceStockBefore: number;
  scarceStockAfter: number;
}

interface ListedProduct {
  _id: string;
  stock: number;
  inStock: boolean;
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Every in-stock product with its stock as the database has it now (past the cache). */
async function stocks(url: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let page = 1; ; page += 1) {
    const body = await json<{ data: ListedProduct[]; pagination: { hasNext: boolean } }>(
      `${url}/api/products?limit=100&page=${page}`,
      { headers: { 'cache-control': 'no-cache' } },
    );
    for (const product of body.data) found.set(product._id, product.stock);
    if (!body.pagination.hasNext || page >= 20) return found;
  }
}

async function orderCount(url: string, token: string): Promise<number> {
  const body = await json<{ pagination: { total: number } }>(`${url}/api/admin/orders?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return body.pagination.total;
}

export async function measureCheckout(
  url: string,
  admin: { email: string; password: string },
  options: { connections: number; durationS: number },
): Promise<CheckoutRow> {
  const { data } = await json<{ data: { token: string } }>(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const before = await stocks(url);
  const inStock = [...before].filter(([, stock]) => stock > 0).sort((a, b) => a[1] - b[1]);
  if (inStock.length < 2) throw new Error('the catalogue has too few products in stock');
  const [scarceId, scarceStockBefore] = inStock[0]!;
  const plenty = inStock.slice(1).map(([id]) => id);
  const ordersBefore = await orderCount(url, data.token);

  let sequence = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          sequence += 1;
          const productId = sequence % 5 === 0 ? scarceId : plenty[sequence % plenty.length]!;
          // A distinct buyer each time: per-customer limits and lookups see new people.
          const mobile = `+9665${String(10_000_000 + sequence).slice(-8)}`;
          return {
            ...request,
            body: JSON.stringify({
              items: [{ productId, quantity: 1 }],
              paymentMethod: 'cod',
              customerInfo: {
                firstName: 'Bench',
                lastName: `Buyer ${sequence}`,
                email: `bench-buyer-${sequence}@example.com`,
                phone: mobile,
                address: 'Olaya Street 1',
                district: 'Al Olaya',
                city: 'Riyadh',
                cityId: 'riyadh',
                country: 'Saudi Arabia',
              },
            }),
          };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    latencies.push(responseTimeMs);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  const placed = statuses.get(201) ?? 0;
  const soldOut = statuses.get(409) ?? 0;

  // The requests still in flight at the run's end finish after it: wait for the count of orders
  // to settle, so the stock and the count are read with none of them between the two.
  let ordersAfter = await orderCount(url, data.token);
  for (let settled = false; !settled;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await orderCount(url, data.token);
    settled = now === ordersAfter;
    ordersAfter = now;
  }
  const after = await stocks(url);
  let moved = 0;
  for (const [id, stock] of before) moved += stock - (after.get(id) ?? 0);
  const kept = ordersAfter - ordersBefore;
  // Requests sent whose answers came after the run's end: placed or not, none was acknowledged.
  const unanswered = sequence - latencies.length;
  return {
    connections: options.connections,
    ordersPerSecond: placed / options.durationS,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    placed,
    soldOut,
    failures: result.errors + result.timeouts + (latencies.length - placed - soldOut),
    lostOrInvented: kept < placed ? placed - kept : Math.max(0, kept - placed - unanswered),
    ordersKept: kept,
    stockMoved: moved,
    scarceStockBefore,
    scarceStockAfter: after.get(scarceId) ?? 0,
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@store/shared/schemas/payments';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { secrets } from '../../db/schema.ts';
import { insertKnownOrder } from './payments-test-support.ts';

/** Transactions list, and payment settings on a store with no PayPal in its environment. */
let ctx: TestContext;
let users: AdminTestHeaders;
let known: Awaited<ReturnType<typeof insertKnownOrder>>[];

beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInTestUsers(ctx.app, ctx.database.db);
  const db = ctx.database.db;
  known = [
    // 0: captured PayPal payment, 1 March 2025 10:00 Riyadh.
    await insertKnownOrder(db, {
      createdAt: '2025-03-01T07:00:00Z',
      method: 'paypal',
      totalHalalas: 37500,
      status: 'confirmed',
      paymentStatus: 'paid',
      payment: {
        status: 'captured',
        providerOrderId: 'PPORDER-AAA111',
        captureId: 'CAP-ZZZ999',
        chargedMinor: 10000,
      },
    }),
    // 1: COD order late on 1 March in UTC but already 2 March in Riyadh.
    await insertKnownOrder(db, {
      createdAt: '2025-03-01T21:30:00Z',
      method: 'cod',
      totalHalalas: 12000,
    }),
    // 2: failed simulator payment, 5 March, settled in EUR.
    await insertKnownOrder(db, {
      createdAt: '2025-03-05T12:00:00Z',
      method: 'paypal',
      totalHalalas: 45000,
      status: 'cancelled',
      paymentStatus: 'failed',
      payment: {
        provider: 'paypal-simulator',
        status: 'failed',
        providerOrderId: 'SIMORDER-BBB222',
        currency: 'EUR',
        rate: '4.081632',
        chargedMinor: 11025,
      },
    }),
    // 3: delivered and paid COD order, 6 March.
    await insertKnownOrder(db, {
      createdAt: '2025-03-06T09:00:00Z',
      method: 'cod',
      totalHalalas: 8950,
      status: 'delivered',
      paymentStatus: 'paid',
    }),
  ];
});
afterAll(() => ctx.close());

async function list(query: string, headers = users.admin) {
  const res = await ctx.app.inject({ url: `/api/admin/payments${query}`, headers });
  return { status: res.statusCode, body: res.json() };
}

/** Only this file's March 2025 records (the demo data has no orders, but stay explicit). */
const MARCH = 'from=2025-03-01&to=2025-03-31';

describe('GET /api/admin/payments', () => {
  it('lists payment records and COD orders, newest first, with both amounts', async () => {
    const { status, body } = await list(`?${MARCH}`);
    expect(status).toBe(200);
    expect(body.pagination).toMatchObject({ page: 1, total: 4 });
    const rows = body.data as Transaction[];
    expect(rows.map((t) => t.order.orderNumber)).toEqual(
      [known[3], known[2], known[1], known[0]].map((k) => k!.order.orderNumber),
    );
    expect(rows[3]).toEqual({
      id: known[0]!.payment!.id,
      method: 'paypal',
      provider: 'paypal',
      simulated: false,
      providerOrderId: 'PPORDER-AAA111',
      captureId: 'CAP-ZZZ999',
      refundId: null,
      status: 'captured',
      amount: 375,
      settlement: { currency: 'USD', rate: '3.75', amount: 100 },
      failureCode: null,
      failureMessage: null,
      order: {
        id: known[0]!.order.id,
        orderNumber: known[0]!.order.orderNumber,
        status: 'confirmed',
        customerName: known[0]!.order.customerFirstName + ' ' + known[0]!.order.customerLastName,
        customerEmail: known[0]!.order.customerEmail,
      },
      createdAt: '2025-03-01T07:00:00.000Z',
      updatedAt: '2025-03-01T07:00:00.000Z',
    });
    expect(rows[1]).toMatchObject({
      provider: 'paypal-simulator',
      simulated: true,
      status: 'failed',
      settlement: { currency: 'EUR', rate: '4.081632', amount: 110.25 },
    });
    // A COD order has no provider ids and no settlement; its state follows the order.
    expect(rows[2]).toMatchObject({
      id: known[1]!.order.id,
      method: 'cod',
      provider: 'cod',
      providerOrderId: null,
      status: 'pending',
      amount: 120,
      settlement: null,
    });
    expect(rows[0]).toMatchObject({ method: 'cod', status: 'captured', amount: 89.5 });
  });

  it('filters by status, method and provider', async () => {
    const ids = async (query: string) =>
      ((await list(`?${MARCH}&${query}`)).body.data as Transaction[]).map((t) => t.order.id);
    expect(await ids('status=captured')).toEqual([known[3]!.order.id, known[0]!.order.id]);
    expect(await ids('method=cod')).toEqual([known[3]!.order.id, known[1]!.order.id]);
    expect(await ids('method=paypal')).toEqual([known[2]!.order.id, known[0]!.order.id]);
    expect(await ids('provider=paypal-simulator')).toEqual([known[2]!.order.id]);
    expect(await ids('status=refunded')).toEqual([]);
  });

  it('filters by Riyadh calendar days', async () => {
    const ids = async (query: string) =>
      ((await list(`?${query}`)).body.data as Transaction[]).map((t) => t.order.id);
    // 21:30 UTC on 1 March is 00:30 on 2 March in Riyadh.
    expect(await ids('from=2025-03-01&to=2025-03-01')).toEqual([known[0]!.order.id]);
    expect(await ids('from=2025-03-02&to=2025-03-02')).toEqual([known[1]!.order.id]);
    expect(await ids('from=2025-03-05&to=2025-03-31')).toEqual([
      known[3]!.order.id,
      known[2]!.order.id,
    ]);
  });

  it('searches by order number or provider ids, case-insensitively', async () => {
    const ids = async (search: string) =>
      ((await list(`?search=${encodeURIComponent(search)}`)).body.data as Transaction[]).map(
        (t) => t.order.id,
      );
    expect(await ids(known[1]!.order.orderNumber.toLowerCase())).toEqual([known[1]!.order.id]);
    expect(await ids('pporder-aaa')).toEqual([known[0]!.order.id]);
    expect(await ids('CAP-ZZZ')).toEqual([known[0]!.order.id]);
    expect(await ids('SIMORDER')).toEqual([known[2]!.order.id]);
    expect(await ids('%')).toEqual([]);
  });

  it('pages and sorts', async () => {
    const first = await list(`?${MARCH}&limit=3&sortBy=amount&sortOrder=desc`);
    expect(first.body.pagination).toMatchObject({
      page: 1,
      limit: 3,
      total: 4,
      pages: 2,
      hasNext: true,
    });
    expect((first.body.data as Transaction[]).map((t) => t.amount)).toEqual([450, 375, 120]);
    const second = await list(`?${MARCH}&limit=3&page=2&sortBy=amount&sortOrder=desc`);
    expect((second.body.data as Transaction[]).map((t) => t.amount)).toEqual([89.5]);
    const oldest = await list(`?${MARCH}&sortOrder=asc&limit=1`);
    expect(oldest.body.data[0].order.id).toBe(known[0]!.order.id);
  });

  it.each([
    ['?status=paid', 'status'],
    ['?method=card', 'method'],
    ['?from=2025-13-45', 'from'],
    ['?from=01-03-2025', 'from'],
    ['?from=2025-03-10&to=2025-03-01', 'to'],
    ['?page=0', 'page'],
    ['?limit=abc', 'limit'],
    ['?sortBy=name', 'sortBy'],
  ])('refuses %s (400 on %s)', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('is for admins only', async () => {
    expect((await list('', {})).status).toBe(401);
    expect((await list('', users.customer)).status).toBe(403);
  });
});

describe('payment settings without PayPal in the environment', () => {
  const base = {
    clientId: 'my-client-id',
    settlementCurrency: 'USD',
    settlementRate: '3.75',
    webhookId: '',
  };
  const put = (payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-settings',
      headers: users.admin,
      payload,
    });
  const get = async () =>
    (await ctx.app.inject({ url: '/api/admin/payment-settings', headers: users.admin })).json()
      .data;

  it('starts as the simulator', async () => {
    expect(await get()).toMatchObject({
      mode: 'simulator',
      clientId: '',
      hasClientSecret: false,
      clientSecretSource: null,
      source: 'environment',
      activeProvider: { name: 'paypal-simulator', simulated: true },
    });
  });

  it('refuses sandbox and live without a secret, and changes nothing', async () => {
    for (const mode of ['sandbox', 'live']) {
      const res = await put({ ...base, mode });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'clientSecret', message: 'is required for sandbox and live' }],
      });
    }
    expect(await get()).toMatchObject({ mode: 'simulator', source: 'environment' });
    expect(await ctx.database.db.select().from(secrets)).toHaveLength(0);
  });

  it('takes live with a secret; the simulator is gone; clearing the secret is refused in live', async () => {
    const res = await put({ ...base, mode: 'live', clientSecret: 'live-secret-123' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('live-secret-123');
    expect(res.json().data).toMatchObject({
      mode: 'live',
      hasClientSecret: true,
      clientSecretSource: 'stored',
      activeProvider: { name: 'paypal', simulated: false },
    });
    const page = await ctx.app.inject('/paypal-simulator/checkoutnow?token=SIMABC');
    expect(page.statusCode).toBe(404);
    expect(page.json().code).toBe('ROUTE_NOT_FOUND');

    const cleared = await put({ ...base, mode: 'live', clearClientSecret: true });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors[0].field).toBe('clientSecret');
    expect(await get()).toMatchObject({ mode: 'live', hasClientSecret: true });
  });

  it('back to the simulator: its page answers again, and the secret can be cleared', async () => {
    const res = await put({ ...base, mode: 'simulator', clearClientSecret: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ mode: 'simulator', hasClientSecret: false });
    expect(await ctx.database.db.select().from(secrets)).toHaveLength(0);
    // The simulator's own page (HTML) answers: unknown token, so its "not awaiting" page.
    const page = await ctx.app.inject('/paypal-simulator/checkoutnow?token=SIMABC');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

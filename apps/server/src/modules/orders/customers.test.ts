import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, shopperAccounts } from '../../db/schema.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertOrder } from './admin-orders-test-support.ts';

let ctx: TestContext;
let users: AdminTestHeaders;
let noura: Awaited<ReturnType<typeof insertOrder>>[];

beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInTestUsers(ctx.app, ctx.database.db);
  const db = ctx.database.db;
  const day = (d: number) => new Date(Date.UTC(2025, 4, d, 10));
  // One person, three ways of typing the email; what counts: 100 + 250 + 75 (paid PayPal).
  noura = [
    await insertOrder(db, {
      email: 'Noura@Example.com',
      firstName: 'Noura',
      lastName: 'Old',
      totalHalalas: 10000,
      createdAt: day(1),
    }),
    await insertOrder(db, {
      email: ' noura@example.com ',
      firstName: 'Noura',
      lastName: 'Al-Harbi',
      phone: '+966501112222',
      totalHalalas: 25000,
      status: 'delivered',
      paymentStatus: 'paid',
      createdAt: day(3),
    }),
    await insertOrder(db, {
      email: 'noura@example.com',
      firstName: 'Noura',
      lastName: 'Al-Harbi',
      totalHalalas: 7500,
      paymentMethod: 'paypal',
      paymentStatus: 'paid',
      status: 'confirmed',
      createdAt: day(4),
    }),
    // Not counted: cancelled, failed, refunded, and an unpaid online order.
    await insertOrder(db, {
      email: 'noura@example.com',
      totalHalalas: 90000,
      status: 'cancelled',
      createdAt: day(5),
    }),
    await insertOrder(db, {
      email: 'noura@example.com',
      totalHalalas: 90000,
      paymentMethod: 'paypal',
      paymentStatus: 'failed',
      status: 'cancelled',
      createdAt: day(6),
    }),
    await insertOrder(db, {
      email: 'noura@example.com',
      totalHalalas: 90000,
      paymentMethod: 'paypal',
      paymentStatus: 'refunded',
      status: 'shipped',
      createdAt: day(7),
    }),
    await insertOrder(db, {
      email: 'NOURA@example.com',
      firstName: 'Noura',
      lastName: 'Al-Harbi',
      phone: '+966501112222',
      totalHalalas: 90000,
      paymentMethod: 'paypal',
      paymentStatus: 'pending',
      createdAt: day(8),
    }),
  ];
  await insertOrder(db, {
    email: 'fahad@example.com',
    firstName: 'Fahad',
    lastName: 'Al-Otaibi',
    phone: '+966559990000',
    totalHalalas: 50000,
    createdAt: day(2),
  });
  // Fahad signed in with his mobile: an account holder. Noura's email has an account too, but
  // not verified, so she is still a guest.
  await db.insert(shopperAccounts).values([
    { phone: '+966559990000', phoneVerifiedAt: day(2) },
    { phone: '+966500000001', phoneVerifiedAt: day(2), email: 'noura@example.com' },
  ]);
  // A buyer who deleted their account: their order is kept, erased, and is nobody's any more.
  const erased = await insertOrder(db, { email: 'gone@example.com', createdAt: day(9) });
  await db
    .update(orders)
    .set({ customerEmail: '', customerPhone: '', personalDataErasedAt: day(10) })
    .where(eq(orders.id, erased.id));
});
afterAll(() => ctx.close());

async function get(url: string, headers: Record<string, string> = users.admin) {
  const res = await ctx.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/admin/customers', () => {
  it('groups orders by normalized email and counts what a merchant would', async () => {
    const { status, body } = await get('/api/admin/customers');
    expect(status).toBe(200);
    expect(body.pagination).toMatchObject({ total: 2, page: 1 });
    expect(body.data).toEqual([
      {
        email: 'noura@example.com',
        name: 'Noura Al-Harbi',
        phone: '+966501112222',
        orderCount: 7,
        totalSpent: 425,
        lastOrderAt: noura[6]!.createdAt.toISOString(),
        firstOrderAt: noura[0]!.createdAt.toISOString(),
        hasAccount: false,
      },
      expect.objectContaining({
        email: 'fahad@example.com',
        name: 'Fahad Al-Otaibi',
        orderCount: 1,
        totalSpent: 500,
        hasAccount: true,
      }),
    ]);
  });

  it('searches by name, email, phone or order number, keeping all of the customer’s figures', async () => {
    for (const search of ['fahad', 'FAHAD@EXAMPLE', '055 999', '0559990000']) {
      const { body } = await get(`/api/admin/customers?search=${encodeURIComponent(search)}`);
      expect(
        body.data.map((c: { email: string }) => c.email),
        search,
      ).toEqual(['fahad@example.com']);
    }
    const byOldName = await get('/api/admin/customers?search=Noura%20Old');
    expect(byOldName.body.data).toEqual([
      expect.objectContaining({ email: 'noura@example.com', orderCount: 7 }),
    ]);
    const byNumber = await get(`/api/admin/customers?search=${noura[2]!.orderNumber}`);
    expect(byNumber.body.data.map((c: { email: string }) => c.email)).toEqual([
      'noura@example.com',
    ]);
    expect((await get('/api/admin/customers?search=nobody')).body.data).toEqual([]);
  });

  it('sorts and paginates', async () => {
    const bySpent = await get('/api/admin/customers?sortBy=totalSpent&sortOrder=desc&limit=1');
    expect(bySpent.body.data.map((c: { email: string }) => c.email)).toEqual(['fahad@example.com']);
    expect(bySpent.body.pagination).toMatchObject({ total: 2, pages: 2, hasNext: true });
    const page2 = await get('/api/admin/customers?sortBy=totalSpent&sortOrder=desc&limit=1&page=2');
    expect(page2.body.data.map((c: { email: string }) => c.email)).toEqual(['noura@example.com']);
  });

  it('sorts by name, case aside', async () => {
    const { status, body } = await get('/api/admin/customers?sortBy=name&sortOrder=asc');
    expect(status).toBe(200);
    expect(body.data.map((c: { email: string }) => c.email)).toEqual([
      'fahad@example.com',
      'noura@example.com',
    ]);
    const desc = await get('/api/admin/customers?sortBy=name&sortOrder=desc');
    expect(desc.body.data[0].email).toBe('noura@example.com');
    const byCount = await get('/api/admin/customers?sortBy=orderCount');
    expect(byCount.body.data[0].email).toBe('noura@example.com');
  });

  it.each([
    ['sortBy=email', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    ['limit=x', 'limit'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const { status, body } = await get(`/api/admin/customers?${query}`);
    expect(status).toBe(400);
    expect(JSON.stringify(body.errors)).toContain(field);
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/customers', {})).status).toBe(401);
    expect((await get('/api/admin/customers', users.customer)).status).toBe(403);
  });
});

describe('GET /api/admin/customers/export', () => {
  it('is a CSV of every customer the search matches, account or guest, Excel-ready and formula-safe', async () => {
    await insertOrder(ctx.database.db, {
      email: 'formula@example.com',
      firstName: '=HYPERLINK("x")',
      lastName: 'نورة',
      createdAt: new Date(Date.UTC(2025, 4, 1, 10)),
    });
    const res = await ctx.app.inject({ url: '/api/admin/customers/export', headers: users.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="customers-/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFName,Email,Phone,Account,Orders,Total spent (SAR),First order (Riyadh),Last order (Riyadh)',
    );
    expect(lines).toContain(
      'Noura Al-Harbi,noura@example.com,+966501112222,guest,7,425.00,1 May 2025,8 May 2025',
    );
    expect(lines.find((line) => line.startsWith('Fahad'))).toContain(',account,1,500.00,');
    expect(lines.find((line) => line.includes('formula@'))).toMatch(/^"'=HYPERLINK\(""x""\) نورة"/);
    expect(res.body).not.toContain('gone@example.com');

    const searched = await ctx.app.inject({
      url: '/api/admin/customers/export?search=fahad',
      headers: users.admin,
    });
    expect(searched.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/customers/export', {})).status).toBe(401);
    expect((await get('/api/admin/customers/export', users.customer)).status).toBe(403);
  });
});

describe('GET /api/admin/customers/{email}', () => {
  it('gives the customer and all their orders, newest first, whatever the case of the email', async () => {
    const { status, body } = await get('/api/admin/customers/NOURA%40example.com');
    expect(status).toBe(200);
    expect(body.data.customer).toMatchObject({
      email: 'noura@example.com',
      orderCount: 7,
      totalSpent: 425,
    });
    expect(body.data.orders.map((o: { id: string }) => o.id)).toEqual(
      [...noura].reverse().map((o) => o.id),
    );
  });

  it('answers 404 for an email with no orders', async () => {
    const { status, body } = await get('/api/admin/customers/nobody%40example.com');
    expect(status).toBe(404);
    expect(body.message).toBe('Customer not found');
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/customers/fahad%40example.com', {})).status).toBe(401);
    expect((await get('/api/admin/customers/fahad%40example.com', users.customer)).status).toBe(
      403,
    );
  });
});

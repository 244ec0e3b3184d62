import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTrackingSchema } from '@store/shared/schemas/order-tracking';
import { orders, shipments } from '../../db/schema.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import {
  codOrderBody,
  customer,
  insertProduct,
  orderByNumber,
} from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let users: AdminTestHeaders;

beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInTestUsers(ctx.app, ctx.database.db);
}, 60_000);
afterAll(() => ctx.close());

async function placeCod(language: 'en' | 'ar' = 'en') {
  const product = await insertProduct(ctx.database.db, { stock: 5 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: codOrderBody(product.id, 1, language),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (await orderByNumber(ctx.database.db, res.json().data.orderNumber)).order;
}

async function moveTo(orderId: string, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: users.admin,
      payload: { status, note: 'Spoke to Noura at +966501234567, gate code 4411' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function lookup(orderNumber: string, email = customer.email) {
  const res = await ctx.app.inject(
    `/api/orders/public/${orderNumber}?email=${encodeURIComponent(email)}`,
  );
  return { status: res.statusCode, body: res.json(), raw: res.body };
}

describe('the shopper’s order lookup', () => {
  it('tells each status reached with its time, the delivery and its estimate', async () => {
    const order = await placeCod();
    const placed = await lookup(order.orderNumber);
    expect(placed.status).toBe(200);
    expect(orderTrackingSchema.parse(placed.body.data)).toBeTruthy();
    // The history line is written just after the order, in the same transaction.
    const [placedStep, ...more] = placed.body.data.timeline as { status: string; at: string }[];
    expect(more).toEqual([]);
    expect(placedStep!.status).toBe('pending');
    const sincePlaced = Date.parse(placedStep!.at) - order.createdAt.getTime();
    expect(sincePlaced).toBeGreaterThanOrEqual(0);
    expect(sincePlaced).toBeLessThan(5_000);
    expect(placed.body.data.shipments).toEqual([]);

    await moveTo(order.id, 'confirmed', 'processing');
    const { body } = await lookup(order.orderNumber);
    const timeline = body.data.timeline as { status: string; at: string }[];
    expect(timeline.map((entry) => entry.status)).toEqual(['pending', 'confirmed', 'processing']);
    const times = timeline.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(body.data.delivery).toMatchObject({
      kind: 'standard',
      name: { en: expect.any(String), ar: expect.any(String) },
      pickupAddress: null,
    });
    const { from, to } = body.data.delivery.estimate as { from: string; to: string };
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(from <= to).toBe(true);
    // Never a Friday or Saturday.
    for (const day of [from, to]) expect([5, 6]).not.toContain(new Date(day).getUTCDay());
  });

  it('lists the parcels with their carrier in both languages, tracking number and page', async () => {
    const order = await placeCod('ar');
    await moveTo(order.id, 'confirmed', 'processing');
    const shippedAt = new Date();
    await ctx.database.db.insert(shipments).values([
      {
        orderId: order.id,
        parcelNumber: 2,
        carrier: 'custom',
        trackingNumber: 'DLV-2041',
        status: 'in_transit',
        lines: [],
        shippedAt,
      },
      {
        orderId: order.id,
        parcelNumber: 1,
        carrier: 'spl',
        trackingNumber: 'RR123456789SA',
        status: 'picked_up',
        lines: [],
        shippedAt,
      },
      // A label voided and made again: not the shopper's parcel.
      {
        orderId: order.id,
        parcelNumber: 3,
        carrier: 'smsa',
        trackingNumber: '290692134777',
        status: 'cancelled',
        lines: [],
      },
      // Only a web page is ever linked.
      {
        orderId: order.id,
        parcelNumber: 4,
        carrier: 'naqel',
        trackingNumber: '289812708',
        trackingUrl: 'javascript:alert(1)',
        status: 'created',
        lines: [],
      },
    ]);
    await moveTo(order.id, 'shipped');

    const { body } = await lookup(order.orderNumber);
    expect(body.data.status).toBe('shipped');
    expect(body.data.shipments).toEqual([
      {
        parcelNumber: 1,
        carrier: { id: 'spl', name: { en: 'SPL (Saudi Post)', ar: 'سبل (البريد السعودي)' } },
        trackingNumber: 'RR123456789SA',
        trackingUrl: 'https://splonline.com.sa/en/shipmentdetailsstatic/?tid=RR123456789SA',
        status: 'picked_up',
        shippedAt: shippedAt.toISOString(),
        deliveredAt: null,
      },
      {
        parcelNumber: 2,
        carrier: { id: 'custom', name: { en: 'Other courier', ar: 'مندوب توصيل آخر' } },
        trackingNumber: 'DLV-2041',
        // The merchant's own courier has no page until the merchant gives one.
        trackingUrl: null,
        status: 'in_transit',
        shippedAt: shippedAt.toISOString(),
        deliveredAt: null,
      },
      {
        parcelNumber: 4,
        carrier: { id: 'naqel', name: { en: 'Naqel Express', ar: 'ناقل إكسبريس' } },
        trackingNumber: '289812708',
        trackingUrl: null,
        status: 'created',
        shippedAt: null,
        deliveredAt: null,
      },
    ]);
  });

  it('ends with the delivery, and no more estimate', async () => {
    const order = await placeCod();
    await moveTo(order.id, 'confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered');
    const { body } = await lookup(order.orderNumber);
    expect(body.data.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    // Paid at the door: the payment changed with the last step, not the course.
    expect(body.data.paymentStatus).toBe('paid');
    expect(body.data.delivery.estimate).toBeNull();
  });

  it('shows a cancelled order as cancelled, after the steps it reached', async () => {
    const order = await placeCod();
    await moveTo(order.id, 'confirmed', 'cancelled');
    const { body } = await lookup(order.orderNumber);
    expect(body.data.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'confirmed',
      'cancelled',
    ]);
    expect(body.data.delivery.estimate).toBeNull();
  });

  it('still needs the order’s email, and answers any other exactly like an unknown number', async () => {
    const order = await placeCod();
    await moveTo(order.id, 'confirmed', 'processing', 'shipped');
    const unknown = await lookup('MA-AAAA-AAAA');
    expect(unknown.status).toBe(404);
    for (const email of ['someone@example.com', '', 'noura@example.co']) {
      const res = await lookup(order.orderNumber, email);
      expect({ status: res.status, body: res.body }).toEqual({
        status: unknown.status,
        body: unknown.body,
      });
    }
    // Any case, spaces around: the same order.
    expect((await lookup(order.orderNumber.toLowerCase(), ' NOURA@example.com ')).status).toBe(200);
  });

  it('never tells the address, phone, email, the admin or the admin’s notes', async () => {
    const order = await placeCod();
    await ctx.database.db
      .update(orders)
      .set({ notes: 'Leave it with the guard' })
      .where(eq(orders.id, order.id));
    await moveTo(order.id, 'confirmed', 'processing', 'shipped');
    const { raw, body } = await lookup(order.orderNumber);
    for (const secret of [
      'noura@',
      'Al-Harbi',
      '+966',
      '501234567',
      'Tahlia',
      'Al Olaya',
      '12241',
      'guard',
      'gate code',
      users.adminEmail,
      users.adminId,
      order.id,
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(Object.keys(body.data.timeline[0]).sort()).toEqual(['at', 'status']);
    expect(body.data.customerInfo).toEqual({ firstName: 'Noura' });
  });
});

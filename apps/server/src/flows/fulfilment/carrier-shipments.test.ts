import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import { CARRIER_ERROR_TEXTS } from '@store/shared/schemas/carriers';
import type { ShipmentResult } from '@store/shared/schemas/shipments';
import { domainEvents, orderStatusHistory, shipmentEvents, shipments } from '../../db/schema.ts';
import { FakeOto, forgetOtoTokens } from '../../modules/carriers/testing.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { customer, insertProduct, orderByNumber } from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { makeScheduleDue } from '../../jobs/schedules.ts';
import { pollShipments } from './carrier-updates.ts';

/**
 * Parcels made through OTO with the real client against the local fake of OTO's HTTP, and OTO's
 * news brought back by its signed webhooks and by the poller: the order moves with its parcel,
 * once however often the news is told; a provider down or refusing leaves nothing saved.
 */
const SECRET = 'oto-webhook-secret-fulfilment-8841';
let ctx: TestContext;
let env: Record<string, string>;
let fake: FakeOto;
let users: AdminTestHeaders;

beforeAll(async () => {
  fake = await new FakeOto().start();
  fake.hangMs = 1_000;
  env = {
    OTO_BASE_URL: fake.url,
    OTO_REFRESH_TOKEN: fake.refreshToken,
    OTO_WEBHOOK_SECRET: SECRET,
    OTO_TIMEOUT_MS: '300',
  };
  ctx = await createTestApp({ seed: false, env });
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.stop();
  forgetOtoTokens();
});
beforeEach(() => {
  fake.hasCredit = true;
  fake.labelDelayPolls = 0;
});

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers = users.admin,
) {
  const res = await ctx.app.inject({ method, url, payload, headers });
  return { status: res.statusCode, body: res.json() };
}

/** A cash-on-delivery order of 2 × 450 SAR being prepared. */
async function preparing(language: 'en' | 'ar' = 'ar') {
  const product = await insertProduct(ctx.database.db, { stock: 10, priceHalalas: 45000 });
  const placed = await call(
    'POST',
    '/api/orders',
    {
      items: [{ productId: product.id, quantity: 2 }],
      customerInfo: { ...customer, shortAddress: 'RRRD2929' },
      paymentMethod: 'cod',
      language,
    },
    {},
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { order } = await orderByNumber(ctx.database.db, placed.body.data.orderNumber);
  for (const status of ['confirmed', 'processing']) {
    expect((await call('POST', `/api/admin/orders/${order.id}/status`, { status })).status).toBe(
      200,
    );
  }
  return order;
}

/** What the poller job is given: the app's database, secrets and configuration. */
function pollDeps() {
  return {
    db: ctx.database.db,
    box: ctx.app.secretBox,
    config: loadConfig({ NODE_ENV: 'test', ...env }, null),
    log: ctx.app.log,
  };
}

async function detail(id: string): Promise<AdminOrderDetail> {
  return (await call('GET', `/api/admin/orders/${id}`)).body.data;
}

const throughOto = (orderId: string, headers = users.admin) =>
  call(
    'POST',
    `/api/admin/orders/${orderId}/shipments`,
    { method: 'provider', weightGrams: 900 },
    headers,
  );

function webhook(body: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/carriers/oto/webhook',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function parcelsOf(orderId: string) {
  return ctx.database.db.select().from(shipments).where(eq(shipments.orderId, orderId));
}

describe('a parcel made through OTO', () => {
  it('sends the order as OTO’s shipment and keeps its number, label and reference', async () => {
    const order = await preparing();
    const made = await throughOto(order.id);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const result = made.body.data as ShipmentResult;
    const sent = fake.orders.get(order.orderNumber)!;
    expect(result).toMatchObject({ orderStatus: 'processing', unshipped: false });
    expect(result.shipment).toMatchObject({
      provider: 'oto',
      providerReference: order.orderNumber,
      carrier: 'smsa',
      trackingNumber: sent.shipmentId,
      status: 'created',
      labelUrl: expect.stringContaining('/print/awb'),
      trackingUrl: expect.stringContaining('/tracking'),
      cashOnDelivery: 900,
      weightGrams: 900,
      simulated: false,
    });
    // What OTO was told: the recipient's parts, the cash to collect in SAR, the weight in kg.
    expect(sent.body).toMatchObject({
      orderId: order.orderNumber,
      payment_method: 'cod',
      amount: 900,
      amount_due: 900,
      currency: 'SAR',
      packageWeight: 0.9,
      customer: expect.objectContaining({
        name: 'Noura Al-Harbi',
        mobile: '966501234567',
        city: 'Riyadh',
        district: 'Al Olaya',
        shortAddressCode: 'RRRD2929',
        country: 'SA',
      }),
    });
    const [row] = await parcelsOf(order.id);
    expect(row!.providerShipmentId).toBe(sent.otoId);
  });

  it('refused by OTO (no credit): the admin reads OTO’s words in Arabic, and nothing is saved', async () => {
    const order = await preparing();
    fake.hasCredit = false;
    const refused = await throughOto(order.id, { ...users.admin, 'accept-language': 'ar' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'CARRIER_REFUSED',
      message: `${CARRIER_ERROR_TEXTS.creditLow.ar}: Credit is not enough`,
      reason: {
        key: 'carrier.creditLow',
        params: { providerCode: 'OTO1006', providerMessage: 'Credit is not enough' },
      },
    });
    expect(await parcelsOf(order.id)).toEqual([]);
    expect((await detail(order.id)).status).toBe('processing');

    // Topped up, the same parcel is asked again: OTO finishes the order it already has.
    fake.hasCredit = true;
    const again = await throughOto(order.id);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data.shipment.providerReference).toBe(order.orderNumber);
  });

  it('OTO down (5xx) or silent (time-out): unavailable, nothing saved, and a retry finishes it', async () => {
    const order = await preparing('en');
    fake.failNext('server-error');
    const down = await throughOto(order.id);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      code: 'CARRIER_UNAVAILABLE',
      reason: { key: 'carrier.unavailable' },
    });
    expect(down.body.message).toContain(CARRIER_ERROR_TEXTS.unavailable.en);
    expect(await parcelsOf(order.id)).toEqual([]);

    // Said in the admin's language.
    fake.failNext('hang');
    const silent = await throughOto(order.id, { ...users.admin, 'accept-language': 'ar' });
    expect(silent.status).toBe(503);
    expect(silent.body).toMatchObject({
      code: 'CARRIER_UNAVAILABLE',
      message: CARRIER_ERROR_TEXTS.unavailable.ar,
    });
    expect(await parcelsOf(order.id)).toEqual([]);

    const retried = await throughOto(order.id);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(fake.calls('POST', '/rest/v2/createShipment').length).toBeGreaterThan(0);
    expect(await parcelsOf(order.id)).toHaveLength(1);
  });

  it('a label still pending: the parcel stands, and the webhook brings its number', async () => {
    const order = await preparing();
    fake.labelDelayPolls = 50;
    const made = await throughOto(order.id);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.shipment).toMatchObject({ trackingNumber: null, status: 'created' });
    // The carrier numbers it; its pickup is told by webhook.
    const tracked = fake.orders.get(order.orderNumber)!;
    tracked.shipmentId = '290019283746';
    tracked.status = 'shipmentCreated';
    fake.advance(order.orderNumber);
    expect((await webhook(fake.webhookBody(order.orderNumber, SECRET))).statusCode).toBe(200);
    const [row] = await parcelsOf(order.id);
    expect(row).toMatchObject({ trackingNumber: '290019283746', status: 'picked_up' });
    expect(row!.labelUrl).toContain('/print/awb');
    expect((await detail(order.id)).status).toBe('shipped');
  });
});

describe('OTO’s news moves the order, once', () => {
  it('picked up → shipped, out for delivery, delivered (cash collected: paid); repeats change nothing', async () => {
    const order = await preparing();
    await throughOto(order.id);
    const reference = order.orderNumber;
    const tell = async () => {
      const body = fake.webhookBody(reference, SECRET);
      const first = await webhook(body);
      expect(first.statusCode, first.body).toBe(200);
      const repeat = await webhook(body);
      expect(repeat.json().data.duplicate).toBe(true);
    };

    fake.advance(reference); // pickedUp
    await tell();
    expect((await detail(order.id)).status).toBe('shipped');
    fake.advance(reference); // inTransit
    await tell();
    fake.advance(reference); // outForDelivery
    await tell();
    expect((await detail(order.id)).status).toBe('out_for_delivery');
    fake.advance(reference); // delivered
    await tell();
    const after = await detail(order.id);
    expect(after).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(after.shipments[0]!.events.map((event) => event.status)).toEqual([
      'created',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(after.shipments[0]!.events.slice(1).every((event) => event.source === 'carrier')).toBe(
      true,
    );

    // A repeat by another road (the poller, for the parcels still on their way) changes nothing.
    expect((await pollShipments(pollDeps(), new Date())).failed).toBe(0);
    await webhook(fake.webhookBody(reference, SECRET, new Date(Date.now() + 60_000)));
    const history = await ctx.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((entry) => entry.toStatus)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    const paid = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.type, 'order.paid'));
    expect(
      paid.filter((event) => (event.payload as { orderId: string }).orderId === order.id),
    ).toHaveLength(1);
  });

  it('a parcel that comes back returns the order', async () => {
    const order = await preparing();
    await throughOto(order.id);
    fake.advance(order.orderNumber);
    await webhook(fake.webhookBody(order.orderNumber, SECRET));
    fake.advance(order.orderNumber, 'returned');
    await webhook(fake.webhookBody(order.orderNumber, SECRET));
    expect(await detail(order.id)).toMatchObject({ status: 'returned', paymentStatus: 'pending' });
  });

  it('the carrier’s refusal of a parcel it never numbered cancels the parcel and frees its lines', async () => {
    const order = await preparing();
    fake.labelDelayPolls = 50;
    await throughOto(order.id);
    const answer = await webhook(fake.shipmentErrorBody(order.orderNumber, SECRET));
    expect(answer.statusCode).toBe(200);
    const [row] = await parcelsOf(order.id);
    expect(row!.status).toBe('cancelled');
    const [event] = await ctx.database.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.status, 'cancelled'));
    expect(event!.note).toContain('City/Zipcode is empty');
    expect((await detail(order.id)).fulfilment).toMatchObject({ unshipped: true, canShip: true });
  });

  it('news of a parcel the store does not have is acknowledged and dropped', async () => {
    const order = await preparing();
    await throughOto(order.id);
    await ctx.database.db.delete(shipments).where(eq(shipments.orderId, order.id));
    fake.advance(order.orderNumber);
    expect((await webhook(fake.webhookBody(order.orderNumber, SECRET))).statusCode).toBe(200);
    expect((await detail(order.id)).status).toBe('processing');
  });
});

describe('the poller', () => {
  it('asks OTO about parcels on their way and applies what it says, as a webhook would', async () => {
    const order = await preparing();
    await throughOto(order.id);
    fake.advance(order.orderNumber); // pickedUp
    fake.advance(order.orderNumber); // inTransit
    fake.advance(order.orderNumber); // outForDelivery
    const deps = pollDeps();
    const first = await pollShipments(deps, new Date());
    expect(first.asked).toBeGreaterThanOrEqual(1);
    expect(first.failed).toBe(0);
    expect((await detail(order.id)).status).toBe('out_for_delivery');
    await pollShipments(deps, new Date());
    const [row] = await parcelsOf(order.id);
    const timeline = await ctx.database.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, row!.id));
    expect(timeline.map((event) => event.status)).toEqual(['created', 'out_for_delivery']);
    fake.advance(order.orderNumber); // delivered
    await pollShipments(deps, new Date());
    expect(await detail(order.id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    // Delivered parcels are not asked about again.
    const before = fake.calls('POST', '/rest/v2/orderStatus').length;
    await pollShipments(deps, new Date());
    const asked = fake
      .calls('POST', '/rest/v2/orderStatus')
      .slice(before)
      .filter((request) => request.body.includes(order.orderNumber));
    expect(asked).toEqual([]);
  });

  it('runs as a scheduled job', async () => {
    const order = await preparing();
    await throughOto(order.id);
    fake.advance(order.orderNumber);
    await ctx.app.jobs.drain();
    await makeScheduleDue(ctx.database.db, 'shipments.poll-carriers', new Date());
    await ctx.app.jobs.drain();
    expect((await detail(order.id)).status).toBe('shipped');
  });
});

describe('the simulator, as a new store has it', () => {
  it('makes the parcel and moves it along; each step reaches the order through the webhook', async () => {
    const saved = await call('PUT', '/api/admin/carriers/oto', { mode: 'simulator' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const order = await preparing();
      const made = await call('POST', `/api/admin/orders/${order.id}/shipments`, {
        method: 'provider',
        preferredCarrier: 'spl',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.data.shipment).toMatchObject({
        provider: 'oto-simulator',
        simulated: true,
        carrier: 'spl',
        labelUrl: `/api/admin/carriers/simulator/shipments/${order.orderNumber}/label`,
      });
      const advance = () =>
        call('POST', `/api/admin/carriers/simulator/shipments/${order.orderNumber}/advance`, {});
      for (const expected of ['shipped', 'shipped', 'out_for_delivery', 'delivered']) {
        const moved = await advance();
        expect(moved.body.data.webhook.httpStatus).toBe(200);
        expect((await detail(order.id)).status).toBe(expected);
      }
      expect((await detail(order.id)).paymentStatus).toBe('paid');
    } finally {
      await call('PUT', '/api/admin/carriers/oto', { mode: 'test' });
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import { TRACKING_NUMBER_PROBLEM_TEXTS } from '@store/shared/schemas/carriers';
import type { BulkOrderResult, ShipmentResult } from '@store/shared/schemas/shipments';
import { auditLog, domainEvents, orderStatusHistory, shipmentEvents } from '../../db/schema.ts';
import {
  pageCount,
  pageSizes,
  pdfFolder,
  pdfText,
  poppler,
} from '../../pdf/read-back.test-helper.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { customer, insertProduct, orderByNumber } from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertOrder } from '../../modules/orders/testing.ts';

/**
 * Parcels by hand and in bulk, through the whole app on a real database: a manual carrier's
 * tracking number checked with its rules (refused in the admin's language), partial parcels,
 * never more than is left, the order moving with its parcels, the printed label and slips, the
 * bulk actions with mixed outcomes, and the admin guard.
 */
let ctx: TestContext;
let users: AdminTestHeaders;
let pdfs: Awaited<ReturnType<typeof pdfFolder>>;

beforeAll(async () => {
  pdfs = await pdfFolder('fulfilment');
  ctx = await createTestApp({ seed: false });
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await pdfs?.remove();
});

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = users.admin,
) {
  const res = await ctx.app.inject({ method, url, payload, headers });
  return { status: res.statusCode, body: res.json(), raw: res };
}

const arabic = () => ({ ...users.admin, 'accept-language': 'ar' });

/** A cash-on-delivery order of two lines (2 × 450 SAR and 1 × 89.50 SAR), in `status`. */
async function order(
  status: 'pending' | 'confirmed' | 'processing' | 'ready' = 'processing',
  language: 'en' | 'ar' = 'en',
) {
  const oud = await insertProduct(ctx.database.db, { stock: 10, priceHalalas: 45000 });
  const rose = await insertProduct(ctx.database.db, { stock: 10, priceHalalas: 8950 });
  const placed = await call(
    'POST',
    '/api/orders',
    {
      items: [
        { productId: oud.id, quantity: 2 },
        { productId: rose.id, quantity: 1 },
      ],
      customerInfo: { ...customer, shortAddress: 'RRRD2929', buildingNumber: '2929' },
      paymentMethod: 'cod',
      language,
    },
    {},
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { order: row } = await orderByNumber(ctx.database.db, placed.body.data.orderNumber);
  const steps = ['confirmed', 'processing', 'ready'].slice(
    0,
    ['pending', 'confirmed', 'processing', 'ready'].indexOf(status),
  );
  for (const next of steps) {
    const moved = await call('POST', `/api/admin/orders/${row.id}/status`, { status: next });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return detail(row.id);
}

async function detail(id: string): Promise<AdminOrderDetail> {
  const res = await call('GET', `/api/admin/orders/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

function ship(orderId: string, body: object, headers = users.admin) {
  return call('POST', `/api/admin/orders/${orderId}/shipments`, body, headers);
}

const smsa = (trackingNumber = '290692134777', extra: object = {}) => ({
  method: 'manual',
  carrier: 'smsa',
  trackingNumber,
  ...extra,
});

describe('a parcel shipped by hand', () => {
  it('checks the tracking number with the carrier’s rules, in the admin’s language', async () => {
    const placed = await order();
    const cases = [
      ['smsa', '', 'required'],
      ['smsa', 'ABC123', 'shape'],
      ['aramex', '12 34', 'shape'],
      ['spl', 'RR12345678٩SA!', 'characters'],
      ['jt', 'x'.repeat(61), 'tooLong'],
      ['naqel', '1234567890123', 'shape'],
    ] as const;
    for (const [carrier, number, problem] of cases) {
      const refused = await ship(
        placed.id,
        { method: 'manual', carrier, trackingNumber: number },
        arabic(),
      );
      expect(refused.status, `${carrier} ${number}`).toBe(400);
      expect(refused.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: TRACKING_NUMBER_PROBLEM_TEXTS[problem].ar,
        errors: [{ field: 'trackingNumber', message: TRACKING_NUMBER_PROBLEM_TEXTS[problem].ar }],
      });
    }
    const english = await ship(placed.id, smsa('ABC'));
    expect(english.body.message).toBe(TRACKING_NUMBER_PROBLEM_TEXTS.shape.en);
    expect((await detail(placed.id)).shipments).toEqual([]);
  });

  it('takes each carrier’s numbers as typed (spaces, Arabic digits, lower case) and links its page', async () => {
    const accepted = [
      [
        'smsa',
        '2906 9213 4777',
        '290692134777',
        'https://www.smsaexpress.com/trackingdetails?tracknumbers=290692134777',
      ],
      [
        'aramex',
        '٤٤١٥٠٣٦٠١٢٣',
        '44150360123',
        'https://www.aramex.com/track/results?ShipmentNumber=44150360123',
      ],
      [
        'spl',
        'rr123456789sa',
        'RR123456789SA',
        'https://splonline.com.sa/en/shipmentdetailsstatic/?tid=RR123456789SA',
      ],
      [
        'jt',
        'JTE000123456789',
        'JTE000123456789',
        'https://www.jtexpress.me/KSA/trajectoryQuery?waybillNo=JTE000123456789&type=0',
      ],
      ['naqel', '289812708', '289812708', 'https://www.naqelexpress.com/en/sa/tracking/'],
      ['custom', 'dlv-2041', 'DLV-2041', null],
    ] as const;
    for (const [carrier, typed, number, url] of accepted) {
      const placed = await order();
      const shipped = await ship(placed.id, { method: 'manual', carrier, trackingNumber: typed });
      expect(shipped.status, JSON.stringify(shipped.body)).toBe(201);
      const result = shipped.body.data as ShipmentResult;
      expect(result.shipment).toMatchObject({
        carrier,
        provider: null,
        trackingNumber: number,
        trackingUrl: url,
        status: 'picked_up',
        parcelNumber: 1,
      });
    }
  });

  it('uses the merchant’s page for the other courier', async () => {
    const saved = await call('PUT', '/api/admin/carriers/manual', {
      customName: { en: 'Our driver', ar: 'مندوبنا' },
      templates: { custom: 'https://track.example.sa/p/{tracking}' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const placed = await order();
    const shipped = await ship(placed.id, smsa('dlv 7', { carrier: 'custom' }));
    expect(shipped.body.data.shipment).toMatchObject({
      carrierName: { en: 'Our driver', ar: 'مندوبنا' },
      trackingUrl: 'https://track.example.sa/p/DLV7',
    });
  });

  it('ships the whole order: shipped, with history, event and audit; cash to collect on the parcel', async () => {
    const placed = await order('ready');
    const shipped = await ship(
      placed.id,
      smsa('290692134777', { weightGrams: 1250, note: 'Box 1' }),
    );
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(201);
    const result = shipped.body.data as ShipmentResult;
    expect(result).toMatchObject({ orderStatus: 'shipped', unshipped: false });
    expect(result.shipment.cashOnDelivery).toBe(989.5);
    expect(result.shipment.weightGrams).toBe(1250);
    expect(result.shipment.events).toEqual([
      expect.objectContaining({
        status: 'picked_up',
        source: 'admin',
        note: 'Box 1',
        changedBy: expect.objectContaining({ id: users.adminId }),
      }),
    ]);
    const after = await detail(placed.id);
    expect(after.status).toBe('shipped');
    expect(after.fulfilment).toMatchObject({ unshipped: false, canShip: false });
    expect(after.history.at(-1)).toMatchObject({
      fromStatus: 'ready',
      toStatus: 'shipped',
      note: 'Parcel 1 · SMSA Express · 290692134777',
      changedBy: expect.objectContaining({ id: users.adminId }),
    });
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.type, 'order.shipped'));
    expect(
      events.some((event) => (event.payload as { orderId: string }).orderId === placed.id),
    ).toBe(true);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shipment'), eq(auditLog.entityId, result.shipment.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('created');
  });

  it('ships in parts, never more than is left, and the collection goes with the first parcel', async () => {
    const placed = await order('processing');
    const [oud, rose] = placed.fulfilment.lines;
    expect(placed.fulfilment).toMatchObject({ canShip: true, unshipped: true });
    const first = await ship(
      placed.id,
      smsa('290692134777', { lines: [{ orderItemId: oud!.orderItemId, quantity: 1 }] }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ orderStatus: 'shipped', unshipped: true });
    expect(first.body.data.shipment.cashOnDelivery).toBe(989.5);

    const tooMany = await ship(
      placed.id,
      smsa('290692134778', { lines: [{ orderItemId: oud!.orderItemId, quantity: 2 }] }),
      arabic(),
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.reason).toEqual({
      key: 'fulfilment.tooMany',
      params: { item: expect.stringContaining('عود تجريبي'), remaining: 1, asked: 2 },
    });
    expect(tooMany.body.message).toContain('المتبقي للشحن');

    const unknown = await ship(
      placed.id,
      smsa('290692134778', { lines: [{ orderItemId: placed.id, quantity: 1 }] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.reason.key).toBe('fulfilment.unknownLine');
    const empty = await ship(
      placed.id,
      smsa('290692134778', { lines: [{ orderItemId: oud!.orderItemId, quantity: 0 }] }),
    );
    expect(empty.body.reason.key).toBe('fulfilment.emptyParcel');

    const rest = await ship(placed.id, {
      method: 'manual',
      carrier: 'aramex',
      trackingNumber: '44150360123',
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.data).toMatchObject({ orderStatus: 'shipped', unshipped: false });
    expect(rest.body.data.shipment).toMatchObject({ parcelNumber: 2, cashOnDelivery: 0 });
    expect(rest.body.data.shipment.lines).toEqual([
      expect.objectContaining({ orderItemId: oud!.orderItemId, quantity: 1 }),
      expect.objectContaining({ orderItemId: rose!.orderItemId, quantity: 1 }),
    ]);

    const again = await ship(placed.id, smsa('290692134779'));
    expect(again.status).toBe(409);
    expect(again.body.reason.key).toBe('fulfilment.nothingLeft');
    const view = await detail(placed.id);
    expect(view.shipments.map((parcel) => parcel.parcelNumber)).toEqual([1, 2]);
    expect(view.fulfilment.lines.map((line) => line.remaining)).toEqual([0, 0]);
  });

  it('refuses an order not being prepared, and an unpaid online one', async () => {
    const fresh = await order('confirmed');
    const refused = await ship(fresh.id, smsa(), arabic());
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toEqual({
      key: 'fulfilment.orderNotShippable',
      params: { status: 'جديد' },
    });
    expect((await ship('00000000-0000-4000-8000-000000000000', smsa())).status).toBe(404);
    expect((await ship('not-an-id', smsa())).status).toBe(404);
  });

  it('records the manual steps: out for delivery, then delivered (cash collected: paid)', async () => {
    const placed = await order('processing');
    const shipped = await ship(placed.id, smsa());
    const id = shipped.body.data.shipment.id as string;
    expect(shipped.body.data.shipment.nextSteps).toContain('out_for_delivery');

    const wrong = await call(
      'POST',
      `/api/admin/shipments/${id}/status`,
      { status: 'created' },
      arabic(),
    );
    expect(wrong.status).toBe(409);
    expect(wrong.body.reason.key).toBe('fulfilment.stepNotAllowed');
    expect(wrong.body.message).toBe(
      'لا يمكن نقل الطرد من «سُلّمت لشركة الشحن» إلى «بانتظار الاستلام»',
    );

    const out = await call('POST', `/api/admin/shipments/${id}/status`, {
      status: 'out_for_delivery',
      note: 'With the driver',
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.data.orderStatus).toBe('out_for_delivery');
    const delivered = await call('POST', `/api/admin/shipments/${id}/status`, {
      status: 'delivered',
    });
    expect(delivered.body.data.orderStatus).toBe('delivered');
    expect(delivered.body.data.shipment.deliveredAt).not.toBeNull();
    expect(
      delivered.body.data.shipment.events.map((event: { status: string }) => event.status),
    ).toEqual(['picked_up', 'out_for_delivery', 'delivered']);
    const after = await detail(placed.id);
    expect(after).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const again = await call('POST', `/api/admin/shipments/${id}/status`, { status: 'delivered' });
    expect(again.status).toBe(409);
    const history = await ctx.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.id));
    expect(history.filter((entry) => entry.toStatus === 'delivered')).toHaveLength(1);
  });

  it('delivers the order only when every parcel is delivered and nothing is left', async () => {
    const placed = await order('processing');
    const [oud] = placed.fulfilment.lines;
    const first = await ship(
      placed.id,
      smsa('290692134777', { lines: [{ orderItemId: oud!.orderItemId, quantity: 2 }] }),
    );
    const step = (id: string, status: string) =>
      call('POST', `/api/admin/shipments/${id}/status`, { status });
    const one = await step(first.body.data.shipment.id, 'delivered');
    expect(one.body.data).toMatchObject({ orderStatus: 'shipped', unshipped: true });
    const second = await ship(placed.id, smsa('290692134778'));
    expect(second.body.data.orderStatus).toBe('shipped');
    const two = await step(second.body.data.shipment.id, 'delivered');
    expect(two.body.data.orderStatus).toBe('delivered');
  });

  it('frees the lines of a cancelled parcel, and returns an order whose parcel came back', async () => {
    const placed = await order('processing');
    const shipped = await ship(placed.id, smsa('290692134777'));
    const cancelled = await call(
      'POST',
      `/api/admin/shipments/${shipped.body.data.shipment.id}/status`,
      {
        status: 'cancelled',
        note: 'Wrong number',
      },
    );
    expect(cancelled.body.data).toMatchObject({ orderStatus: 'shipped', unshipped: true });
    const again = await ship(placed.id, smsa('290692134778'));
    expect(again.body.data.shipment).toMatchObject({ parcelNumber: 2, cashOnDelivery: 989.5 });
    const id = again.body.data.shipment.id;
    await call('POST', `/api/admin/shipments/${id}/status`, { status: 'out_for_delivery' });
    await call('POST', `/api/admin/shipments/${id}/status`, { status: 'delivery_failed' });
    const back = await call('POST', `/api/admin/shipments/${id}/status`, { status: 'returned' });
    expect(back.body.data.orderStatus).toBe('returned');
    expect((await detail(placed.id)).paymentStatus).toBe('pending');
    const timeline = await ctx.database.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, id));
    expect(timeline.map((event) => event.status)).toEqual([
      'picked_up',
      'out_for_delivery',
      'delivery_failed',
      'returned',
    ]);
  });
});

describe.runIf(poppler)('printed documents', () => {
  it('prints the parcel’s A6 label, one page, with the tracking number and the cash to collect', async () => {
    const placed = await order('processing', 'ar');
    const shipped = await ship(placed.id, smsa('290692134777'));
    const res = await ctx.app.inject({
      url: `/api/admin/shipments/${shipped.body.data.shipment.id}/label.pdf`,
      headers: users.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = await pdfs.save(res.rawPayload, 'label');
    expect(await pageCount(file)).toBe(1);
    const [size] = await pageSizes(file);
    expect(size!.width).toBeCloseTo(297.64, 0);
    expect(size!.height).toBeCloseTo(419.53, 0);
    const text = await pdfText(file);
    expect(text).toContain('290692134777');
    expect(text).toContain(placed.orderNumber);
    expect(text).toContain('989.50');
    expect(text).toContain('RRRD2929');
  });

  it('prints one A5 packing slip per order, each in its order’s language', async () => {
    const english = await order('processing', 'en');
    const arabicOrder = await order('processing', 'ar');
    const res = await ctx.app.inject({
      url: `/api/admin/orders/packing-slips.pdf?ids=${english.id},${arabicOrder.id}`,
      headers: users.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = await pdfs.save(res.rawPayload, 'slips');
    expect(await pageCount(file)).toBe(2);
    for (const size of await pageSizes(file)) {
      expect(size.width).toBeCloseTo(419.53, 0);
      expect(size.height).toBeCloseTo(595.28, 0);
    }
    expect(await pdfText(file, 1)).toContain('Packing slip');
    expect(await pdfText(file, 1)).toContain('Cash on delivery: collect 989.50 SAR');
    expect(await pdfText(file, 2)).toContain(arabicOrder.orderNumber);
    expect(await pdfText(file, 2)).not.toContain('Packing slip');

    const missing = await call(
      'GET',
      `/api/admin/orders/packing-slips.pdf?ids=${english.id},00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.status).toBe(404);
    expect(
      (await call('GET', '/api/admin/shipments/00000000-0000-4000-8000-000000000000/label.pdf'))
        .status,
    ).toBe(404);
  });
});

describe('bulk actions on orders', () => {
  it('does what each order allows and reports the rest, in the admin’s language', async () => {
    const fresh = await order('confirmed');
    const preparing = await order('processing');
    const newCod = await order('pending');
    // An online order whose payment never came cannot be prepared.
    const pending = await insertOrder(ctx.database.db, { paymentMethod: 'moyasar' });
    const bulk = await call(
      'POST',
      '/api/admin/orders/bulk',
      {
        action: 'mark-preparing',
        ids: [
          fresh.id,
          preparing.id,
          pending.id,
          '00000000-0000-4000-8000-000000000000',
          newCod.id,
        ],
      },
      arabic(),
    );
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    const result = bulk.body.data as BulkOrderResult;
    expect(result).toMatchObject({ action: 'mark-preparing', done: 2, refused: 3 });
    expect(result.results).toEqual([
      expect.objectContaining({
        id: fresh.id,
        outcome: 'done',
        status: 'processing',
        message: 'أصبح «قيد التجهيز»',
      }),
      expect.objectContaining({
        id: preparing.id,
        outcome: 'refused',
        status: 'processing',
        reason: { key: 'fulfilment.alreadyInStatus', params: { status: 'قيد التجهيز' } },
      }),
      expect.objectContaining({
        id: pending.id,
        outcome: 'refused',
        status: 'pending',
        reason: {
          key: 'fulfilment.transitionRefused',
          params: { from: 'بانتظار الدفع', to: 'قيد التجهيز' },
        },
      }),
      expect.objectContaining({ orderNumber: null, outcome: 'refused', status: null }),
      expect.objectContaining({ id: newCod.id, outcome: 'done', status: 'processing' }),
    ]);
    // A new cash-on-delivery order is accepted on the way, each step in its history.
    expect((await detail(newCod.id)).history.map((entry) => entry.toStatus)).toEqual([
      'pending',
      'confirmed',
      'processing',
    ]);
    expect((await detail(fresh.id)).history.at(-1)).toMatchObject({
      toStatus: 'processing',
      changedBy: expect.objectContaining({ id: users.adminId }),
    });

    const ready = await call('POST', '/api/admin/orders/bulk', {
      action: 'mark-ready',
      ids: [fresh.id, preparing.id, pending.id],
    });
    expect(ready.body.data).toMatchObject({ done: 2, refused: 1 });
    expect(ready.body.data.results[2].message).toBe(
      'The order cannot go from “Awaiting payment” to “Ready”',
    );
  });

  it('creates shipments through the provider in force (the simulator), per order', async () => {
    const ready = await order('ready');
    const fresh = await order('confirmed');
    const bulk = await call('POST', '/api/admin/orders/bulk', {
      action: 'create-shipments',
      ids: [ready.id, fresh.id],
      carrier: 'aramex',
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body.data).toMatchObject({ done: 1, refused: 1 });
    const [made, refused] = bulk.body.data.results as BulkOrderResult['results'];
    expect(made).toMatchObject({
      outcome: 'done',
      status: 'ready',
      shipmentId: expect.any(String),
    });
    expect(made!.message).toMatch(/^Parcel 1 created with Aramex \d+$/);
    expect(refused!.reason!.key).toBe('fulfilment.orderNotShippable');
    const view = await detail(ready.id);
    expect(view.shipments[0]).toMatchObject({
      carrier: 'aramex',
      provider: 'oto-simulator',
      simulated: true,
      status: 'created',
      providerReference: ready.orderNumber,
    });
  });

  it('refuses a body it cannot read', async () => {
    expect(
      (await call('POST', '/api/admin/orders/bulk', { action: 'ship-all', ids: ['x'] })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/orders/bulk', { action: 'mark-ready', ids: [] })).status,
    ).toBe(400);
  });
});

describe('only an admin', () => {
  it('guards every route', async () => {
    const placed = await order('processing');
    const shipped = await ship(placed.id, smsa());
    const id = shipped.body.data.shipment.id as string;
    const routes: ['GET' | 'POST', string, object?][] = [
      ['POST', `/api/admin/orders/${placed.id}/shipments`, smsa('290692134778')],
      ['POST', `/api/admin/shipments/${id}/status`, { status: 'delivered' }],
      ['GET', `/api/admin/shipments/${id}/label.pdf`],
      ['GET', `/api/admin/orders/packing-slips.pdf?ids=${placed.id}`],
      ['POST', '/api/admin/orders/bulk', { action: 'mark-ready', ids: [placed.id] }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, {})).status, url).toBe(401);
      expect((await call(method, url, payload, users.customer)).status, url).toBe(403);
    }
    expect((await detail(placed.id)).shipments).toHaveLength(1);
  });
});

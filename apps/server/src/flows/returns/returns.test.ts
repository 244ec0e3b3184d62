import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SELLER_PROFILE } from '@store/shared/fixtures/seller-profile';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import {
  returnWindow,
  storeDayOf,
  type AdminReturnDetail,
  type ReturnableOrder,
  type ReturnRequestInput,
} from '@store/shared/schemas/returns';
import {
  auditLog,
  domainEvents,
  orderStatusHistory,
  refunds,
  taxDocuments,
} from '../../db/schema.ts';
import { FakeMoyasar } from '../../modules/payments/testing.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import {
  codOrderBody,
  insertProduct,
  mailHeader,
  mailText,
  outboxMessages,
  stockOf,
  temporaryDataDir,
} from '../../test/checkout-support.ts';
import { paidWithMoyasar } from '../../test/moyasar-support.ts';
import { createTestApp, createTestClock, type TestContext } from '../../test/test-app.ts';

// The real app on a real database; Moyasar's refunds through the real client against its fake.
const data = temporaryDataDir();
const clock = createTestClock();
let ctx: TestContext;
let moyasar: FakeMoyasar;
let users: AdminTestHeaders;
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  moyasar = await new FakeMoyasar().start();
  ctx = await createTestApp({
    clock: clock.now,
    env: {
      MOYASAR_SECRET_KEY: moyasar.secretKey,
      MOYASAR_BASE_URL: moyasar.url,
      DATA_DIR: data.dir,
    },
  });
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await moyasar?.stop();
  data.remove();
});

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = users.admin,
) {
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), raw: res.body };
}

const EMAIL = 'noura@example.com';

async function moveTo(orderId: string, statuses: string[]) {
  for (const status of statuses) {
    const moved = await call('POST', `/api/admin/orders/${orderId}/status`, { status });
    expect(moved.status, moved.raw).toBe(200);
  }
}

/** A cash-on-delivery order of `quantities` (one new 120 SAR product each), not yet delivered. */
async function placedCodOrder(quantities: number[] = [2], language: 'en' | 'ar' = 'en') {
  const products = [];
  for (const _ of quantities) {
    products.push(await insertProduct(ctx.database.db, { stock: 10, priceHalalas: 12000 }));
  }
  const body = {
    ...codOrderBody(products[0]!.id, quantities[0], language),
    items: products.map((product, i) => ({ productId: product.id, quantity: quantities[i]! })),
  };
  const placed = await call('POST', '/api/orders', body, {});
  expect(placed.status, placed.raw).toBe(201);
  const orderNumber = placed.body.data.orderNumber as string;
  const order = (await call('GET', `/api/admin/orders?search=${orderNumber}`)).body.data[0];
  const detail = (await call('GET', `/api/admin/orders/${order.id}`)).body.data as AdminOrderDetail;
  return { orderId: order.id as string, orderNumber, products, detail };
}

/** The same, taken to delivered by the admin (its invoice and emails sent). */
async function deliveredCodOrder(quantities: number[] = [2], language: 'en' | 'ar' = 'en') {
  const placed = await placedCodOrder(quantities, language);
  await moveTo(placed.orderId, ['confirmed', 'processing', 'shipped', 'delivered']);
  await ctx.app.jobs.drain();
  return placed;
}

/** Moves the moment the order became delivered (its history line) to `at`. */
async function deliveredOn(orderId: string, at: Date) {
  await ctx.database.db
    .update(orderStatusHistory)
    .set({ createdAt: at })
    .where(
      and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'delivered')),
    );
}

async function returnable(orderNumber: string, email = EMAIL, language = 'en') {
  return call(
    'GET',
    `/api/returns/order/${encodeURIComponent(orderNumber)}?email=${encodeURIComponent(email)}`,
    undefined,
    { 'accept-language': language },
  );
}

/** The items of an order (their ids), as the return page reads them. */
async function linesOf(orderNumber: string) {
  const view = await returnable(orderNumber);
  expect(view.status, view.raw).toBe(200);
  return (view.body.data as ReturnableOrder).lines;
}

function ask(
  body: Partial<ReturnRequestInput> & Pick<ReturnRequestInput, 'orderNumber' | 'lines'>,
) {
  return call('POST', '/api/returns', { email: EMAIL, resolution: 'refund', ...body }, {});
}

async function askOne(
  orderNumber: string,
  line: Partial<ReturnRequestInput['lines'][number]> = {},
  language: 'en' | 'ar' = 'en',
) {
  const [first] = await linesOf(orderNumber);
  return ask({
    orderNumber,
    language,
    lines: [
      {
        orderItemId: first!.orderItemId,
        quantity: 1,
        reason: 'changed_mind',
        sealOpened: false,
        ...line,
      },
    ],
  });
}

async function returnId(returnNumber: string): Promise<string> {
  const list = await call('GET', `/api/admin/returns?search=${returnNumber}`);
  expect(list.status, list.raw).toBe(200);
  return list.body.data[0].id;
}

function act(id: string, action: string, payload: object = {}) {
  return call('POST', `/api/admin/returns/${id}/${action}`, payload);
}

async function receiveAll(detail: AdminReturnDetail, restock = true) {
  return act(detail.id, 'receive', {
    lines: detail.lines.map((line) => ({
      lineId: line.id,
      receivedQuantity: line.quantity,
      restock,
    })),
  });
}

describe('the return window', () => {
  it('takes a request on the last day, in Riyadh time, and refuses one after it with that day', async () => {
    const now = clock.now();
    const today = storeDayOf(now);
    // Delivered seven Riyadh days ago, a minute before that day ended: today is the last day.
    const lastMinute = new Date(Date.parse(`${today}T20:59:00Z`) - 7 * DAY_MS);
    const open = await deliveredCodOrder([1]);
    await deliveredOn(open.orderId, lastMinute);
    const view = (await returnable(open.orderNumber)).body.data as ReturnableOrder;
    expect(view).toMatchObject({ refusal: null, lastDay: today, status: 'delivered' });
    expect(view.policy).toEqual({ windowDays: 7, openedBottles: 'sealed_only' });
    expect((await askOne(open.orderNumber)).status).toBe(201);

    // Delivered a minute into the day before: yesterday was the last day.
    const closed = await deliveredCodOrder([1], 'ar');
    const yesterday = storeDayOf(new Date(now.getTime() - DAY_MS));
    await deliveredOn(closed.orderId, new Date(Date.parse(`${today}T21:01:00Z`) - 9 * DAY_MS));
    const late = (await returnable(closed.orderNumber)).body.data as ReturnableOrder;
    expect(late).toMatchObject({ refusal: 'windowClosed', lastDay: yesterday });
    const refused = await askOne(closed.orderNumber, {}, 'ar');
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toEqual({ key: 'windowClosed', params: { lastDay: yesterday } });
    expect(refused.body.message).toMatch(/^انتهت مدة الإرجاع لهذا الطلب، وكان آخر يوم لها /);
  });

  it('refuses an order not delivered yet, and a cancelled one', async () => {
    const shipped = await placedCodOrder([1], 'ar');
    await moveTo(shipped.orderId, ['confirmed', 'processing', 'shipped']);
    const view = (await returnable(shipped.orderNumber)).body.data as ReturnableOrder;
    expect(view).toMatchObject({ refusal: 'notDelivered', lastDay: null, deliveredAt: null });
    expect(view.lines[0]).toMatchObject({ delivered: 0, returnable: 0 });
    const refused = await askOne(shipped.orderNumber, {}, 'ar');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message: 'لم يُسلَّم هذا الطلب بعد. يمكنك طلب الإرجاع بعد وصوله.',
      reason: { key: 'notDelivered', params: {} },
    });

    const cancelled = await placedCodOrder([1]);
    await moveTo(cancelled.orderId, ['cancelled']);
    expect((await returnable(cancelled.orderNumber)).body.data.refusal).toBe('notReturnable');
  });

  it('answers a wrong email exactly like an unknown order', async () => {
    const { orderNumber } = await deliveredCodOrder([1]);
    for (const view of [
      await returnable(orderNumber, 'someone@example.com'),
      await returnable('MA-NONE-XXXX'),
      await returnable(orderNumber, ''),
    ]) {
      expect(view.status).toBe(404);
      expect(view.body.reason.key).toBe('notFound');
    }
    const asked = await call(
      'POST',
      '/api/returns',
      {
        orderNumber: orderNumber.toLowerCase(),
        email: 'someone@example.com',
        resolution: 'refund',
        lines: [{ orderItemId: 'x', quantity: 1, reason: 'damaged', sealOpened: false }],
      },
      {},
    );
    expect(asked.status).toBe(404);
    // Any case and spaces around the number, as a shopper types it.
    expect((await returnable(` ${orderNumber.toLowerCase()} `, EMAIL.toUpperCase())).status).toBe(
      200,
    );
  });
});

describe('what may be asked back', () => {
  it('offers only what was delivered and is not asked for already; a rejection frees it', async () => {
    const { orderNumber } = await deliveredCodOrder([2, 1]);
    const [first, second] = await linesOf(orderNumber);
    const line = (orderItemId: string, quantity: number) => ({
      orderItemId,
      quantity,
      reason: 'changed_mind' as const,
      sealOpened: false,
    });
    const tooMany = await ask({ orderNumber, lines: [line(first!.orderItemId, 3)] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.reason).toEqual({
      key: 'tooMany',
      params: { name: first!.name.en, left: 2 },
    });
    const unknown = await ask({
      orderNumber,
      lines: [line('00000000-0000-4000-8000-000000000000', 1)],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.reason.key).toBe('unknownLine');

    const made = await ask({
      orderNumber,
      lines: [line(first!.orderItemId, 2), line(second!.orderItemId, 1)],
      note: 'Gift duplicates',
    });
    expect(made.status, made.raw).toBe(201);
    expect(made.body.data).toMatchObject({
      returnNumber: expect.stringMatching(/^RT-[A-Z0-9]{4}-[A-Z0-9]{4}$/),
      status: 'requested',
      resolution: 'refund',
      lines: [
        { orderItemId: first!.orderItemId, quantity: 2 },
        { orderItemId: second!.orderItemId, quantity: 1 },
      ],
    });
    const after = (await returnable(orderNumber)).body.data as ReturnableOrder;
    expect(after.refusal).toBe('nothingLeft');
    expect(after.lines.map((l) => [l.requested, l.returnable])).toEqual([
      [2, 0],
      [1, 0],
    ]);
    const again = await ask({ orderNumber, lines: [line(second!.orderItemId, 1)], language: 'ar' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'لم يبقَ ما يمكن إرجاعه، فجميع عبوات هذا الطلب مشمولة بطلبات إرجاع.',
    );

    const id = await returnId(made.body.data.returnNumber);
    const rejected = await act(id, 'reject', { reason: 'Bottles were used' });
    expect(rejected.status, rejected.raw).toBe(200);
    const freed = (await returnable(orderNumber)).body.data as ReturnableOrder;
    expect(freed.refusal).toBeNull();
    expect(freed.lines.map((l) => l.returnable)).toEqual([2, 1]);
    expect(freed.returns[0]).toMatchObject({
      status: 'rejected',
      decisionNote: 'Bottles were used',
    });
  });

  it('refuses a body that breaks the shapes: twice the same line, "other" without words', async () => {
    const { orderNumber } = await deliveredCodOrder([1]);
    const [first] = await linesOf(orderNumber);
    const line = { orderItemId: first!.orderItemId, quantity: 1, sealOpened: false };
    const twice = await ask({
      orderNumber,
      lines: [
        { ...line, reason: 'damaged' },
        { ...line, reason: 'damaged' },
      ],
    });
    expect(twice.status).toBe(400);
    const other = await ask({ orderNumber, lines: [{ ...line, reason: 'other' }] });
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body.errors)).toContain('reasonText');
  });

  it('takes back an opened bottle only when faulty, unless the store takes opened ones', async () => {
    const { orderNumber } = await deliveredCodOrder([3]);
    const refused = await askOne(orderNumber, { sealOpened: true, reason: 'changed_mind' });
    expect(refused.status).toBe(422);
    expect(refused.body.reason.key).toBe('openedNotAccepted');
    expect(refused.body.message).toMatch(/an opened bottle is taken back only when it is faulty/);
    expect((await askOne(orderNumber, { sealOpened: true, reason: 'damaged' })).status).toBe(201);

    const saved = await call('PUT', '/api/admin/returns/settings', {
      windowDays: 14,
      openedBottles: 'accepted',
      policy: { en: 'Our policy.', ar: 'سياستنا.' },
    });
    expect(saved.status, saved.raw).toBe(200);
    try {
      expect((await call('GET', '/api/returns/policy', undefined, {})).body.data).toEqual({
        windowDays: 14,
        openedBottles: 'accepted',
        policy: { en: 'Our policy.', ar: 'سياستنا.' },
      });
      expect((await askOne(orderNumber, { sealOpened: true })).status).toBe(201);
    } finally {
      await call('PUT', '/api/admin/returns/settings', {
        windowDays: 7,
        openedBottles: 'sealed_only',
        policy: { en: 'Our policy.', ar: 'سياستنا.' },
      });
    }
  });
});

describe('the return settings', () => {
  it('start at seven days and sealed bottles only, and refuse a window out of bounds', async () => {
    const current = await call('GET', '/api/admin/returns/settings');
    expect(current.body.data).toMatchObject({ windowDays: 7, openedBottles: 'sealed_only' });
    for (const windowDays of [0, 91, 2.5]) {
      const refused = await call('PUT', '/api/admin/returns/settings', {
        ...current.body.data,
        windowDays,
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.errors)).toContain('windowDays');
    }
    expect(
      (await call('PUT', '/api/admin/returns/settings', current.body.data, users.customer)).status,
    ).toBe(403);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.entityId, 'returns')));
    expect(audit).toMatchObject({ action: 'updated', actorId: users.adminId });
  });
});

describe('the admin’s steps', () => {
  it('approves, receives with restock once, refunds in cash, and moves the order to returned', async () => {
    const { orderId, orderNumber, products } = await deliveredCodOrder([2, 1], 'ar');
    const [first, second] = await linesOf(orderNumber);
    expect(await stockOf(ctx.database.db, products[0]!.id)).toBe(8);
    const made = await ask({
      orderNumber,
      resolution: 'refund',
      lines: [
        { orderItemId: first!.orderItemId, quantity: 2, reason: 'changed_mind', sealOpened: false },
        { orderItemId: second!.orderItemId, quantity: 1, reason: 'damaged', sealOpened: true },
      ],
    });
    expect(made.status, made.raw).toBe(201);
    const id = await returnId(made.body.data.returnNumber);

    // Not received yet: nothing to refund.
    expect((await act(id, 'refund')).status).toBe(409);
    const approved = await act(id, 'approve', { note: 'Send them with SMSA, we pay.' });
    expect(approved.status, approved.raw).toBe(200);
    const detail = approved.body.data as AdminReturnDetail;
    expect(detail).toMatchObject({
      status: 'approved',
      decisionNote: 'Send them with SMSA, we pay.',
      allowedActions: ['receive', 'close'],
      refundVia: 'cash',
      refundAmount: 360,
      steps: { decided: { by: { id: users.adminId } } },
    });
    expect((await act(id, 'approve')).status).toBe(409);

    // Received: the sealed bottles back to stock, the opened one not.
    const received = await act(id, 'receive', {
      lines: [
        { lineId: detail.lines[0]!.id, receivedQuantity: 2, restock: true },
        { lineId: detail.lines[1]!.id, receivedQuantity: 1, restock: false },
      ],
      note: 'Checked',
    });
    expect(received.status, received.raw).toBe(200);
    expect(received.body.message).toBe('Return received; every item of the order is back');
    expect(received.body.data).toMatchObject({
      status: 'received',
      allowedActions: ['refund', 'close'],
      lines: [
        { receivedQuantity: 2, restock: true, restockedAt: expect.any(String) },
        { receivedQuantity: 1, restock: false, restockedAt: null },
      ],
      order: { status: 'returned' },
    });
    expect(await stockOf(ctx.database.db, products[0]!.id)).toBe(10);
    expect(await stockOf(ctx.database.db, products[1]!.id)).toBe(9);
    // A second receipt is refused and restocks nothing.
    expect((await receiveAll(received.body.data)).status).toBe(409);
    expect(await stockOf(ctx.database.db, products[0]!.id)).toBe(10);

    const order = (await call('GET', `/api/admin/orders/${orderId}`)).body.data as AdminOrderDetail;
    expect(order.status).toBe('returned');
    expect(order.history.at(-1)).toMatchObject({
      fromStatus: 'delivered',
      toStatus: 'returned',
      changedBy: { id: users.adminId },
    });
    expect(order.allowedTransitions).toEqual([]);

    const refunded = await act(id, 'refund', { note: 'Paid at the counter' });
    expect(refunded.status, refunded.raw).toBe(200);
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      refund: { amount: 360, method: 'cash', refundId: null },
      allowedActions: [],
      steps: { refunded: { by: { id: users.adminId } } },
    });
    expect((await act(id, 'refund')).status).toBe(409);
    // No provider refund for cash on delivery.
    expect(
      await ctx.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)),
    ).toEqual([]);

    const audits = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'return'), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.createdAt));
    // The test's clock stands still, so the three lines may share a time: compare them as a set.
    expect(audits.map((a) => a.action).sort()).toEqual(['approved', 'received', 'refunded']);

    // Emails in the order's language: approved with the note, refunded in cash.
    await ctx.app.jobs.drain();
    const mails = outboxMessages(data.dir, made.body.data.returnNumber);
    // Both jobs run in one drain, under a clock that stands still: find each email by its subject.
    const bySubject = new Map(mails.map((raw) => [mailHeader(raw, 'Subject'), raw]));
    const approvedSubject = `تمت الموافقة على طلب الإرجاع ${made.body.data.returnNumber} – دار عنبر`;
    const refundedSubject = `استرداد مبلغ طلب الإرجاع ${made.body.data.returnNumber} – دار عنبر`;
    expect([...bySubject.keys()].sort()).toEqual([approvedSubject, refundedSubject].sort());
    expect(mails).toHaveLength(2);
    expect(mailText(bySubject.get(approvedSubject)!)).toContain('Send them with SMSA, we pay.');
    expect(mailText(bySubject.get(refundedSubject)!)).toContain('نقدًا');

    const events = await ctx.database.db
      .select({ type: domainEvents.type })
      .from(domainEvents)
      .where(eq(domainEvents.type, 'order.returned'));
    expect(events.length).toBeGreaterThan(0);
  });

  it('rejects with a reason the shopper is shown and emailed', async () => {
    const { orderNumber } = await deliveredCodOrder([1]);
    const made = await askOne(orderNumber);
    const id = await returnId(made.body.data.returnNumber);
    const noReason = await act(id, 'reject', { reason: '  ' });
    expect(noReason.status).toBe(400);
    const rejected = await act(id, 'reject', { reason: 'The bottle was used.' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', allowedActions: [] });
    expect((await act(id, 'approve')).status).toBe(409);
    await ctx.app.jobs.drain();
    const [mail] = outboxMessages(data.dir, made.body.data.returnNumber);
    expect(mailHeader(mail!, 'Subject')).toContain(
      `Your return request ${made.body.data.returnNumber}`,
    );
    expect(mailText(mail!)).toContain('Reason: The bottle was used.');
  });

  it('closes an exchange once received, leaving the order delivered while bottles remain', async () => {
    const { orderId, orderNumber } = await deliveredCodOrder([2]);
    const made = await askOne(orderNumber, {}, 'en');
    const id = await returnId(made.body.data.returnNumber);
    await act(id, 'approve');
    const detail = (await call('GET', `/api/admin/returns/${id}`)).body.data as AdminReturnDetail;
    const received = await receiveAll(detail, false);
    expect(received.body.message).toBe('Return received');
    const closed = await act(id, 'close', { note: 'Exchanged for another bottle' });
    expect(closed.body.data).toMatchObject({ status: 'closed', allowedActions: [] });
    expect((await call('GET', `/api/admin/orders/${orderId}`)).body.data.status).toBe('delivered');
  });

  it('lists requests by status, search and order, for admins only', async () => {
    const { orderId, orderNumber } = await deliveredCodOrder([1]);
    const made = await askOne(orderNumber);
    const byOrder = await call('GET', `/api/admin/returns?orderId=${orderId}`);
    expect(byOrder.body.data).toEqual([
      expect.objectContaining({
        returnNumber: made.body.data.returnNumber,
        orderNumber,
        status: 'requested',
        itemCount: 1,
        amount: 120,
        email: EMAIL,
      }),
    ]);
    const requested = await call('GET', '/api/admin/returns?status=requested&limit=100');
    expect(requested.body.data.every((r: { status: string }) => r.status === 'requested')).toBe(
      true,
    );
    expect(
      (await call('GET', `/api/admin/returns?search=${orderNumber}`)).body.pagination.total,
    ).toBe(1);
    expect((await call('GET', '/api/admin/returns?orderId=nonsense')).body.data).toEqual([]);
    expect((await call('GET', '/api/admin/returns', undefined, users.customer)).status).toBe(403);
    expect((await call('GET', '/api/admin/returns', undefined, {})).status).toBe(401);
    expect((await call('GET', '/api/admin/returns/not-an-id')).status).toBe(404);
  });
});

describe('a return paid online', () => {
  it('refunds the returned lines through Moyasar once, with the credit note that follows', async () => {
    await call('PUT', '/api/site-settings', {
      sellerProfile: { ...SAMPLE_SELLER_PROFILE, einvoicingMode: 'phase1' },
    });
    const { order, paymentId } = await paidWithMoyasar(ctx, moyasar, 2, 'en');
    await moveTo(order.id, ['processing', 'shipped', 'delivered']);
    await ctx.app.jobs.drain();
    const made = await askOne(order.orderNumber, { quantity: 1, reason: 'damaged' });
    expect(made.status, made.raw).toBe(201);
    const id = await returnId(made.body.data.returnNumber);
    await act(id, 'approve');
    const detail = (await call('GET', `/api/admin/returns/${id}`)).body.data as AdminReturnDetail;
    expect(detail.refundVia).toBe('provider');
    await receiveAll(detail);

    const refunded = await act(id, 'refund', { note: 'Broken cap' });
    expect(refunded.status, refunded.raw).toBe(200);
    const refundCalls = moyasar.calls('POST', `/v1/payments/${paymentId}/refund`);
    expect(refundCalls.map((c) => JSON.parse(c.body))).toEqual([{ amount: 10000 }]);
    const [row] = await ctx.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({
      amountHalalas: 10000,
      status: 'succeeded',
      idempotencyKey: `return-${id}`,
      note: `Return ${made.body.data.returnNumber}: Broken cap`,
      adminId: users.adminId,
    });
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      refund: { amount: 100, method: 'provider', refundId: row!.id },
    });
    // Asked again: refused before reaching Moyasar.
    expect((await act(id, 'refund')).status).toBe(409);
    expect(moyasar.calls('POST', `/v1/payments/${paymentId}/refund`)).toHaveLength(1);

    const orderAfter = (await call('GET', `/api/admin/orders/${order.id}`)).body
      .data as AdminOrderDetail;
    expect(orderAfter).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      refundedAmount: 100,
    });

    await ctx.app.jobs.drain();
    const credit = await ctx.database.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, 'credit')));
    expect(credit).toHaveLength(1);
    expect(credit[0]!.payableHalalas).toBe(10000);
    // The refund's own email tells the shopper; the return sends no second one.
    const subjects = outboxMessages(data.dir, order.orderNumber).map((raw) =>
      mailHeader(raw, 'Subject'),
    );
    expect(subjects.filter((s) => s.startsWith('Refund for your order'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Refund for your return'))).toHaveLength(0);
  });

  it('issues a credit note for a cash refund too', async () => {
    const { orderId, orderNumber } = await deliveredCodOrder([1]);
    const made = await askOne(orderNumber);
    const id = await returnId(made.body.data.returnNumber);
    await act(id, 'approve');
    await receiveAll((await call('GET', `/api/admin/returns/${id}`)).body.data);
    expect((await act(id, 'refund')).status).toBe(200);
    await ctx.app.jobs.drain();
    const documents = await ctx.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId));
    expect(documents.map((d) => [d.kind, d.payableHalalas])).toEqual([
      ['invoice', expect.any(Number)],
      ['credit', 12000],
    ]);
  });
});

// Last: it moves the clock past a day's end.
describe('the window’s last minute', () => {
  it('closes at midnight Riyadh time at the end of the last day', async () => {
    const { orderId, orderNumber } = await deliveredCodOrder([2]);
    const now = clock.now();
    // Delivered seven days before today (Riyadh): the window ends at tonight's midnight.
    const delivered = new Date(now.getTime() - 7 * DAY_MS);
    await deliveredOn(orderId, delivered);
    const { endsAt, lastDay } = returnWindow(delivered, 7);
    expect(lastDay).toBe(storeDayOf(now));
    clock.advance(endsAt.getTime() - now.getTime() - 1000);
    expect((await askOne(orderNumber)).status).toBe(201);
    clock.advance(1000);
    const late = await askOne(orderNumber);
    expect(late.status).toBe(409);
    expect(late.body.reason).toEqual({ key: 'windowClosed', params: { lastDay } });
    expect(late.body.message).toMatch(
      /^The return period for this order has ended: the last day was /,
    );
  });
});

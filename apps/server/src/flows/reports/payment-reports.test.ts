import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentReport } from '@store/shared/schemas/payment-reports';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { insertKnownOrder } from '../../modules/payments/testing.ts';
import { periodStart, periodsOf } from './payment-reports.service.ts';

let ctx: TestContext;
let users: AdminTestHeaders;

beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInTestUsers(ctx.app, ctx.database.db);
  const db = ctx.database.db;
  // Known orders of March 2024 (Riyadh = UTC+3).
  // Sat 2 March 23:00 Riyadh (20:00 UTC): PayPal, paid, captured in USD.
  await insertKnownOrder(db, {
    createdAt: '2024-03-02T20:00:00Z',
    method: 'paypal',
    totalHalalas: 37500,
    status: 'confirmed',
    paymentStatus: 'paid',
    payment: { status: 'captured', chargedMinor: 10000 },
  });
  // Sat 2 March 21:30 UTC = Sun 3 March 00:30 Riyadh: COD, pending.
  await insertKnownOrder(db, {
    createdAt: '2024-03-02T21:30:00Z',
    method: 'cod',
    totalHalalas: 12050,
  });
  // Sun 3 March: COD delivered and paid.
  await insertKnownOrder(db, {
    createdAt: '2024-03-03T10:00:00Z',
    method: 'cod',
    totalHalalas: 8950,
    status: 'delivered',
    paymentStatus: 'paid',
  });
  // Thu 7 March: PayPal refunded.
  await insertKnownOrder(db, {
    createdAt: '2024-03-07T10:00:00Z',
    method: 'paypal',
    totalHalalas: 20000,
    status: 'cancelled',
    paymentStatus: 'refunded',
    payment: { status: 'refunded', chargedMinor: 5333 },
  });
  // Sat 9 March: PayPal abandoned (cancelled, failed), simulator.
  await insertKnownOrder(db, {
    createdAt: '2024-03-09T10:00:00Z',
    method: 'paypal',
    totalHalalas: 45000,
    status: 'cancelled',
    paymentStatus: 'failed',
    payment: { provider: 'paypal-simulator', status: 'failed' },
  });
  // 1 April: PayPal simulator, paid, captured in EUR.
  await insertKnownOrder(db, {
    createdAt: '2024-04-01T10:00:00Z',
    method: 'paypal',
    totalHalalas: 40800,
    status: 'confirmed',
    paymentStatus: 'paid',
    payment: {
      provider: 'paypal-simulator',
      status: 'captured',
      currency: 'EUR',
      rate: '4.08',
      chargedMinor: 10000,
    },
  });
});
afterAll(() => ctx.close());

async function report(query: string, headers = users.admin) {
  const res = await ctx.app.inject({ url: `/api/admin/reports/payments${query}`, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('periods of the Riyadh calendar', () => {
  it('starts weeks on Sunday and months on the 1st', () => {
    expect(periodStart('2024-03-02', 'week')).toBe('2024-02-25'); // Saturday → the Sunday before
    expect(periodStart('2024-03-03', 'week')).toBe('2024-03-03'); // Sunday
    expect(periodStart('2024-03-09', 'week')).toBe('2024-03-03');
    expect(periodStart('2024-03-31', 'month')).toBe('2024-03-01');
    expect(periodsOf('2024-01-31', '2024-04-01', 'month')).toEqual([
      '2024-01-01',
      '2024-02-01',
      '2024-03-01',
      '2024-04-01',
    ]);
    expect(periodsOf('2024-12-30', '2025-01-02', 'day')).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
    ]);
  });
});

describe('GET /api/admin/reports/payments', () => {
  it('sums each Riyadh day, empty days included', async () => {
    const { status, body } = await report('?groupBy=day&from=2024-03-01&to=2024-03-09');
    expect(status).toBe(200);
    const data = body.data as PaymentReport;
    expect(data).toMatchObject({
      groupBy: 'day',
      from: '2024-03-01',
      to: '2024-03-09',
      timeZone: 'Asia/Riyadh',
    });
    expect(data.series.map((p) => p.period)).toEqual([
      '2024-03-01',
      '2024-03-02',
      '2024-03-03',
      '2024-03-04',
      '2024-03-05',
      '2024-03-06',
      '2024-03-07',
      '2024-03-08',
      '2024-03-09',
    ]);
    const day = (date: string) => data.series.find((p) => p.period === date)!;
    expect(day('2024-03-01')).toMatchObject({ count: 0, amount: 0, paidAmount: 0 });
    expect(day('2024-03-02')).toEqual({
      period: '2024-03-02',
      count: 1,
      amount: 375,
      paidCount: 1,
      paidAmount: 375,
      refundedAmount: 0,
      moyasarCount: 0,
      moyasarAmount: 0,
      tabbyCount: 0,
      tabbyAmount: 0,
      paypalCount: 1,
      paypalAmount: 375,
      codCount: 0,
      codAmount: 0,
    });
    // The COD order placed at 00:30 Riyadh counts on the 3rd, with the other COD order.
    expect(day('2024-03-03')).toMatchObject({
      count: 2,
      amount: 210,
      paidCount: 1,
      paidAmount: 89.5,
      codCount: 2,
      codAmount: 210,
      paypalCount: 0,
    });
    // Cancelled orders do not count as placed; their refund does show.
    expect(day('2024-03-07')).toMatchObject({ count: 0, amount: 0, refundedAmount: 200 });
    expect(day('2024-03-09')).toMatchObject({ count: 0, amount: 0, paidCount: 0 });
  });

  it('gives totals by method, by payment status and by settlement currency', async () => {
    const data = (await report('?from=2024-03-01&to=2024-03-31')).body.data as PaymentReport;
    expect(data.totals).toEqual({
      count: 3,
      amount: 585,
      paidCount: 2,
      paidAmount: 464.5,
      refundedAmount: 200,
    });
    expect(data.byMethod).toEqual([
      {
        method: 'paypal',
        count: 1,
        amount: 375,
        paidCount: 1,
        paidAmount: 375,
        refundedAmount: 200,
      },
      // Every method the store takes, with or without orders.
      { method: 'moyasar', count: 0, amount: 0, paidCount: 0, paidAmount: 0, refundedAmount: 0 },
      { method: 'tabby', count: 0, amount: 0, paidCount: 0, paidAmount: 0, refundedAmount: 0 },
      { method: 'cod', count: 2, amount: 210, paidCount: 1, paidAmount: 89.5, refundedAmount: 0 },
    ]);
    expect(data.byStatus).toEqual([
      { status: 'pending', count: 1, amount: 120.5 },
      { status: 'paid', count: 2, amount: 464.5 },
      { status: 'failed', count: 1, amount: 450 },
      { status: 'refunded', count: 1, amount: 200 },
    ]);
    expect(data.settlement).toEqual([{ currency: 'USD', simulated: false, count: 1, amount: 100 }]);
  });

  it('groups by Sunday-to-Saturday weeks', async () => {
    const data = (await report('?groupBy=week&from=2024-03-01&to=2024-03-09')).body
      .data as PaymentReport;
    expect(data.series.map((p) => [p.period, p.count, p.amount, p.paidAmount])).toEqual([
      ['2024-02-25', 1, 375, 375],
      ['2024-03-03', 2, 210, 89.5],
    ]);
  });

  it('groups by month, and counts simulator captures apart', async () => {
    const data = (await report('?groupBy=month&from=2024-03-01&to=2024-04-30')).body
      .data as PaymentReport;
    expect(data.series.map((p) => [p.period, p.count, p.paidAmount, p.paypalAmount])).toEqual([
      ['2024-03-01', 3, 464.5, 375],
      ['2024-04-01', 1, 408, 408],
    ]);
    expect(data.settlement).toEqual([
      { currency: 'EUR', simulated: true, count: 1, amount: 100 },
      { currency: 'USD', simulated: false, count: 1, amount: 100 },
    ]);
  });

  it('defaults to the last 30 days by day', async () => {
    const data = (await report('')).body.data as PaymentReport;
    expect(data.groupBy).toBe('day');
    expect(data.series).toHaveLength(30);
    expect(data.series.at(-1)!.period).toBe(data.to);
    expect(data.totals.count).toBe(0);
  });

  it.each([
    ['?groupBy=year', 'groupBy'],
    ['?from=2024-02-30x', 'from'],
    ['?to=yesterday', 'to'],
    ['?from=2024-03-10&to=2024-03-01', 'to'],
  ])('refuses %s (400 on %s)', async (query, field) => {
    const { status, body } = await report(query);
    expect(status).toBe(400);
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a range of too many periods', async () => {
    const { status, body } = await report('?groupBy=day&from=2020-01-01&to=2024-01-01');
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect((await report('?groupBy=month&from=2020-01-01&to=2024-01-01')).status).toBe(200);
  });

  it('sums refunded amounts from the refunds, partial ones included', async () => {
    // June 2024: a Moyasar order refunded in two parts (still paid), one refunded in full.
    await insertKnownOrder(ctx.database.db, {
      createdAt: '2024-06-04T10:00:00Z',
      method: 'moyasar',
      totalHalalas: 30000,
      status: 'confirmed',
      paymentStatus: 'paid',
      payment: {
        provider: 'moyasar',
        status: 'captured',
        currency: 'SAR',
        rate: '1',
        chargedMinor: 30000,
        refunds: [5000, 2550],
      },
    });
    await insertKnownOrder(ctx.database.db, {
      createdAt: '2024-06-05T10:00:00Z',
      method: 'moyasar',
      totalHalalas: 12000,
      status: 'cancelled',
      paymentStatus: 'refunded',
      payment: {
        provider: 'moyasar',
        status: 'refunded',
        currency: 'SAR',
        rate: '1',
        chargedMinor: 12000,
      },
    });
    const data = (await report('?from=2024-06-01&to=2024-06-30')).body.data as PaymentReport;
    expect(data.totals).toMatchObject({ paidAmount: 300, refundedAmount: 195.5 });
    const day = (date: string) => data.series.find((p) => p.period === date)!;
    expect(day('2024-06-04')).toMatchObject({ paidAmount: 300, refundedAmount: 75.5 });
    expect(day('2024-06-05')).toMatchObject({ count: 0, refundedAmount: 120 });
    expect(data.byMethod.find((m) => m.method === 'moyasar')).toMatchObject({
      refundedAmount: 195.5,
    });
  });

  it('is for admins only', async () => {
    expect((await report('', {})).status).toBe(401);
    expect((await report('', users.customer)).status).toBe(403);
  });
});

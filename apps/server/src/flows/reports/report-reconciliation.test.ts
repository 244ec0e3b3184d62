import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SELLER_PROFILE } from '@store/shared/fixtures/seller-profile';
import type { PaymentReport } from '@store/shared/schemas/payment-reports';
import { FakeMoyasar } from '../../modules/payments/testing.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import {
  changeSettings,
  codOrderBody,
  insertProduct,
  temporaryDataDir,
} from '../../test/checkout-support.ts';
import { paidWithMoyasar } from '../../test/moyasar-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// Issue 18: the payment report's money and the tax documents of the same days tell one story.
const data = temporaryDataDir();
let ctx: TestContext;
let moyasar: FakeMoyasar;
let users: AdminTestHeaders;

beforeAll(async () => {
  moyasar = await new FakeMoyasar().start();
  ctx = await createTestApp({
    env: {
      MOYASAR_SECRET_KEY: moyasar.secretKey,
      MOYASAR_BASE_URL: moyasar.url,
      DATA_DIR: data.dir,
    },
  });
  users = await signInTestUsers(ctx.app, ctx.database.db);
  await changeSettings(ctx.database.db, (site) => ({
    ...site,
    commerce: { ...site.commerce, vatRate: 15, pricesIncludeVat: true },
    sellerProfile: { ...SAMPLE_SELLER_PROFILE, einvoicingMode: 'phase1' },
  }));
});
afterAll(async () => {
  await ctx?.close();
  await moyasar?.stop();
  data.remove();
});

async function call(method: 'GET' | 'POST', url: string, payload?: object, headers = users.admin) {
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
}

describe('the payment report and the tax documents', () => {
  it('reconcile: invoices less credit notes are the money kept of the day’s sales', async () => {
    // A card sale kept whole, one refunded in part, one refunded in full, and cash on delivery.
    await paidWithMoyasar(ctx, moyasar, 1);
    const part = await paidWithMoyasar(ctx, moyasar, 2);
    const whole = await paidWithMoyasar(ctx, moyasar, 1);
    await ctx.app.jobs.drain();
    await call('POST', `/api/admin/orders/${part.order.id}/refund`, {
      amount: 75.5,
      idempotencyKey: 'reconcile-part-1',
    });
    await call('POST', `/api/admin/orders/${whole.order.id}/refund`, {
      idempotencyKey: 'reconcile-whole-1',
    });
    const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 34500 });
    const placed = await call('POST', '/api/orders', codOrderBody(product.id, 1), {});
    const [cod] = await call('GET', `/api/admin/orders?search=${placed.orderNumber}`);
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
      await call('POST', `/api/admin/orders/${cod.id}/status`, { status });
    }
    await ctx.app.jobs.drain();

    const report: PaymentReport = await call('GET', '/api/admin/reports/payments?groupBy=day');
    const refundedOrders = report.byStatus.find((s) => s.status === 'refunded')!.amount;
    const kept = report.totals.paidAmount + refundedOrders - report.totals.refundedAmount;
    const { invoices, credits, debits } = report.taxDocuments;
    expect(invoices.count).toBe(4);
    expect(credits.count).toBe(2);
    // 100 + 200 + 100 + 345 invoiced; 75.50 + 100 credited.
    expect(invoices.payable).toBe(745);
    expect(credits.payable).toBe(175.5);
    expect(invoices.payable - credits.payable + debits.payable).toBeCloseTo(kept, 2);
    // The same from the documents' own list, whatever page it is read on.
    const listed = await call('GET', '/api/admin/tax-documents/totals');
    expect(listed).toEqual(report.taxDocuments);
  });
});

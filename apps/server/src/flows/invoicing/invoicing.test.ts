import { methodInput, setShippingZones, zoneInput } from '../../modules/shipping/testing.ts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SELLER_PROFILE } from '@store/shared/fixtures/seller-profile';
import type { SellerProfile } from '@store/shared/schemas/settings';
import type { TaxDocument, TaxDocumentSummary } from '@store/shared/schemas/tax-documents';
import { taxDocuments } from '../../db/schema.ts';
import { FakeMoyasar } from '../../modules/payments/testing.ts';
import {
  decodeQr,
  standInDocumentChecks,
  verifySignedDocument,
} from '../../modules/zatca/index.ts';
import { type FakeFatoora, startFakeFatoora } from '../../modules/zatca/testing.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import {
  changeSettings,
  codOrderBody,
  customer,
  insertProduct,
  mailHeader,
  outboxMessages,
  temporaryDataDir,
} from '../../test/checkout-support.ts';
import { paidWithMoyasar } from '../../test/moyasar-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPromotion } from '../../modules/promotions/testing.ts';
import { issueSaleInvoice } from './issue-documents.ts';

// The real app, the real Fatoora client against the stand-in's contract on a local port (with the
// real hash and signature checks), and the real Moyasar client against its fake.
const data = temporaryDataDir();
let ctx: TestContext;
let fatoora: FakeFatoora;
let moyasar: FakeMoyasar;
let users: AdminTestHeaders;

const profile: SellerProfile = { ...SAMPLE_SELLER_PROFILE, einvoicingMode: 'phase1' };

beforeAll(async () => {
  fatoora = await startFakeFatoora({ verifyDocument: standInDocumentChecks });
  moyasar = await new FakeMoyasar().start();
  ctx = await createTestApp({
    env: {
      ZATCA_BASE_URL: fatoora.baseUrl,
      MOYASAR_SECRET_KEY: moyasar.secretKey,
      MOYASAR_BASE_URL: moyasar.url,
      DATA_DIR: data.dir,
    },
  });
  users = await signInTestUsers(ctx.app, ctx.database.db);
  // A VAT-registered store: 15 %, prices shown with VAT, 25 SAR delivery under 1,000 SAR.
  await changeSettings(ctx.database.db, (site) => ({
    ...site,
    commerce: { ...site.commerce, vatRate: 15, pricesIncludeVat: true },
  }));
  await setShippingZones(ctx.app, [
    zoneInput({
      regions: ['SA-01'],
      methods: [
        methodInput({ rule: { type: 'flat', priceHalalas: 2500 }, freeAboveHalalas: 100000 }),
      ],
    }),
  ]);
});
afterAll(async () => {
  await ctx?.close();
  await fatoora?.stop();
  await moyasar?.stop();
  data.remove();
});

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers = users.admin,
) {
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return {
    status: res.statusCode,
    body: json ? res.json() : {},
    raw: res.body,
    res,
  };
}

async function setMode(einvoicingMode: SellerProfile['einvoicingMode']) {
  const saved = await call('PUT', '/api/site-settings', {
    sellerProfile: { ...profile, einvoicingMode },
  });
  expect(saved.status, saved.raw).toBe(200);
}

/** A cash-on-delivery order of one 230 SAR bottle taken to delivered by the admin; jobs drained. */
async function deliveredCodOrder(discountCode?: string) {
  const product = await insertProduct(ctx.database.db, { stock: 50, priceHalalas: 23000 });
  const placed = await call(
    'POST',
    '/api/orders',
    { ...codOrderBody(product.id, discountCode ? 3 : 1), discountCode },
    {},
  );
  expect(placed.status, placed.raw).toBe(201);
  const { orderNumber } = placed.body.data;
  const order = (await call('GET', `/api/admin/orders?search=${orderNumber}`)).body.data[0];
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
    const moved = await call('POST', `/api/admin/orders/${order.id}/status`, { status });
    expect(moved.status, moved.raw).toBe(200);
  }
  await ctx.app.jobs.drain();
  return { orderId: order.id as string, orderNumber: orderNumber as string };
}

async function documentsOf(orderId: string): Promise<TaxDocumentSummary[]> {
  return (await call('GET', `/api/admin/orders/${orderId}`)).body.data.taxDocuments;
}

async function documentOf(id: string): Promise<TaxDocument> {
  const res = await call('GET', `/api/admin/tax-documents/${id}`);
  expect(res.status, res.raw).toBe(200);
  return res.body.data;
}

describe('the cash-on-delivery fee (issue 19)', () => {
  it('is a line of the invoice of its own, taxed like delivery', async () => {
    await setMode('phase1');
    const zone = (codFeeHalalas: number) =>
      zoneInput({
        regions: ['SA-01'],
        codFeeHalalas,
        methods: [
          methodInput({ rule: { type: 'flat', priceHalalas: 2500 }, freeAboveHalalas: 100000 }),
        ],
      });
    await setShippingZones(ctx.app, [zone(1150)]);
    try {
      const { orderId } = await deliveredCodOrder();
      const [summary] = await documentsOf(orderId);
      const invoice = await documentOf(summary!.id);
      // 230 + 25 delivery + 11.50 fee, VAT inside each.
      expect(invoice.lines.map((line) => [line.name.en, line.total, line.vat])).toEqual([
        [expect.any(String), 230, 30],
        ['Delivery', 25, 3.26],
        ['Cash on delivery fee', 11.5, 1.5],
      ]);
      expect(invoice.totals).toMatchObject({ vat: 34.76, taxInclusive: 266.5 });
    } finally {
      await setShippingZones(ctx.app, [zone(0)]);
    }
  });
});

describe('gift wrapping (decision 036)', () => {
  it('is a line of the invoice of its own, taxed like the goods; the message is not on it', async () => {
    await setMode('phase1');
    const before = (await call('GET', '/api/site-settings')).body.data.commerce;
    const saved = await call('PUT', '/api/site-settings', {
      commerce: { ...before, giftWrapFee: 23 },
    });
    expect(saved.status, saved.raw).toBe(200);
    try {
      const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 23000 });
      const placed = await call(
        'POST',
        '/api/orders',
        {
          ...codOrderBody(product.id),
          gift: { wrap: true, message: 'A private note', hidePrices: true },
        },
        {},
      );
      expect(placed.status, placed.raw).toBe(201);
      const order = (await call('GET', `/api/admin/orders?search=${placed.body.data.orderNumber}`))
        .body.data[0];
      for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
        const moved = await call('POST', `/api/admin/orders/${order.id}/status`, { status });
        expect(moved.status, moved.raw).toBe(200);
      }
      await ctx.app.jobs.drain();
      const [summary] = await documentsOf(order.id);
      const invoice = await documentOf(summary!.id);
      // 230 + 25 delivery + 23 of wrapping, 15 % VAT inside each.
      expect(invoice.lines.map((line) => [line.name.en, line.total, line.vat])).toEqual([
        [expect.any(String), 230, 30],
        ['Delivery', 25, 3.26],
        ['Gift wrapping', 23, 3],
      ]);
      expect(invoice.totals).toMatchObject({ vat: 36.26, taxInclusive: 278 });
      expect(JSON.stringify(invoice)).not.toContain('A private note');
    } finally {
      await call('PUT', '/api/site-settings', { commerce: before });
    }
  });
});

describe('a store not registered for VAT (e-invoicing off)', () => {
  it('issues no tax document for a sale', async () => {
    await setMode('off');
    const { orderId } = await deliveredCodOrder();
    expect(await documentsOf(orderId)).toEqual([]);
  });
});

describe('phase 1: a simplified tax invoice with its QR for every sale', () => {
  let invoice: TaxDocument;
  let orderNumber: string;

  it('issues the invoice when a cash-on-delivery order is delivered, with the order’s lines and delivery', async () => {
    await setMode('phase1');
    const delivered = await deliveredCodOrder();
    orderNumber = delivered.orderNumber;
    const [summary, ...more] = await documentsOf(delivered.orderId);
    expect(more).toEqual([]);
    invoice = await documentOf(summary!.id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      mode: 'phase1',
      order: { orderNumber },
      reportingStatus: 'not-required',
      seller: { vatNumber: '310123456700003', crNumber: '1010123456' },
      buyer: { name: `${customer.firstName} ${customer.lastName}` },
      invoiceHash: null,
    });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    // 230 SAR with VAT is 200.00 + 30.00; delivery 25 SAR is 21.74 + 3.26.
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        quantity: 1,
        unitPrice: 200,
        net: 200,
        vatRate: 15,
        vat: 30,
        total: 230,
      }),
      expect.objectContaining({
        name: { en: 'Delivery', ar: 'التوصيل' },
        unitPrice: 21.74,
        vat: 3.26,
        total: 25,
      }),
    ]);
    expect(invoice.totals).toEqual({
      net: 221.74,
      discount: 0,
      taxExclusive: 221.74,
      vat: 33.26,
      taxInclusive: 255,
      payable: 255,
    });
  });

  it('encodes ZATCA’s five QR fields: seller’s Arabic name, VAT number, time, total and VAT', () => {
    const qr = decodeQr(invoice.qr);
    expect(qr).toMatchObject({
      sellerName: 'شركة دار عنبر للتجارة',
      vatNumber: '310123456700003',
      timestamp: invoice.issuedAt.replace('.000Z', 'Z'),
      totalWithVat: '255.00',
      vatTotal: '33.26',
    });
  });

  it('issues once however often the payment is handled again', async () => {
    const again = await issueSaleInvoice(
      { db: ctx.database.db, box: ctx.app.secretBox, log: ctx.app.log },
      invoice.order.id,
    );
    expect(again?.id).toBe(invoice.id);
    expect(await documentsOf(invoice.order.id)).toHaveLength(1);
  });

  it('lists it with its totals, exports it as CSV, and shows it to the shopper with a PDF link', async () => {
    const list = await call('GET', `/api/admin/tax-documents?search=${orderNumber}`);
    expect(list.body.data.map((d: TaxDocumentSummary) => d.number)).toEqual([invoice.number]);
    const totals = await call('GET', `/api/admin/tax-documents/totals?search=${orderNumber}`);
    expect(totals.body.data.invoices).toEqual({
      count: 1,
      taxExclusive: 221.74,
      vat: 33.26,
      payable: 255,
    });
    const csv = await call('GET', `/api/admin/tax-documents/export?search=${orderNumber}`);
    expect(csv.res.headers['content-type']).toContain('text/csv');
    expect(csv.raw.startsWith('\uFEFFNumber,Kind,')).toBe(true);
    expect(csv.raw).toContain(`${invoice.number},invoice,`);
    expect(csv.raw).toContain(',221.74,33.26,255.00,not-required,');

    const lookup = await call(
      'GET',
      `/api/orders/public/${orderNumber}?email=${encodeURIComponent(customer.email)}`,
      undefined,
      {},
    );
    expect(lookup.body.data.taxDocuments).toEqual([
      {
        kind: 'invoice',
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        payable: 255,
        pdfUrl: invoice.pdfUrl,
      },
    ]);
  });

  it('emails the shopper the invoice as a PDF, in the order’s language', () => {
    const mails = outboxMessages(data.dir, orderNumber).filter((raw) =>
      raw.includes(invoice.number),
    );
    expect(mails).toHaveLength(1);
    expect(mailHeader(mails[0]!, 'Subject')).toBe(
      `Your tax invoice ${invoice.number} – Maison Anbar`,
    );
    expect(mails[0]).toContain('Content-Type: application/pdf');
    expect(mails[0]).toContain(`filename=${invoice.number}.pdf`);
  });

  it('serves the PDF to whoever holds the signed link, and nothing without it', async () => {
    const pdf = await ctx.app.inject({ url: invoice.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forged = invoice.pdfUrl.replace(/t=[^&]+/, 't=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await ctx.app.inject({ url: forged })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: invoice.pdfUrl.split('?')[0]! })).statusCode).toBe(404);
    // The PDF's text carries the number and the VAT number (poppler's pdftotext, when present).
    const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
    try {
      writeFileSync(path.join(dir, 'invoice.pdf'), pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'invoice.pdf'), '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain(invoice.number);
      expect(text).toContain('310123456700003');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('phase 2: onboarding, signed documents chained by hash, reported to ZATCA', () => {
  it('refuses onboarding while the profile is not in phase 2, naming the step', async () => {
    const refused = await call('POST', '/api/admin/zatca/onboard', {
      environment: 'developer-portal',
      otp: '123345',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('ZATCA_ONBOARDING_FAILED');
    const status = (await call('GET', '/api/admin/zatca')).body.data;
    expect(status.lastError).toMatchObject({
      step: 'profile',
      reason: { key: 'notPhase2', params: {} },
    });
    expect(status.state).toBe('not-started');
  });

  it('keeps ZATCA’s refusal of a wrong OTP, and changes nothing else', async () => {
    await setMode('phase2');
    const refused = await call('POST', '/api/admin/zatca/onboard', {
      environment: 'developer-portal',
      otp: '999999',
    });
    expect(refused.status).toBe(422);
    const status = (await call('GET', '/api/admin/zatca')).body.data;
    expect(status).toMatchObject({
      state: 'not-started',
      productionCertificate: null,
      lastError: { step: 'compliance-csid' },
    });
  });

  it('onboards with the OTP (Arabic-Indic digits too): key, CSR, compliance checks, production CSID', async () => {
    const done = await call('POST', '/api/admin/zatca/onboard', {
      environment: 'developer-portal',
      otp: '١٢٣٣٤٥',
    });
    expect(done.status, done.raw).toBe(200);
    expect(done.body.data).toMatchObject({
      state: 'ready',
      mode: 'phase2',
      lastError: null,
      complianceChecks: [
        { kind: 'invoice', passed: true },
        { kind: 'credit', passed: true },
        { kind: 'debit', passed: true },
      ],
      productionCertificate: { expired: false },
    });
    // The three samples went through the stand-in's real hash and signature checks.
    expect(fatoora.standIn.calls('POST', '/compliance/invoices')).toHaveLength(3);
  });

  it('signs a sale’s invoice, chains it, and reports it to ZATCA', async () => {
    const before = (await call('GET', '/api/admin/zatca')).body.data;
    const { orderId } = await deliveredCodOrder();
    const [summary] = await documentsOf(orderId);
    const invoice = await documentOf(summary!.id);
    expect(invoice).toMatchObject({
      mode: 'phase2',
      previousHash: before.lastHash,
      counterValue: before.counterValue + 1,
      reportingStatus: 'reported',
    });
    const [row] = await ctx.database.db
      .select({ xml: taxDocuments.xml })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, invoice.id));
    expect(verifySignedDocument(row!.xml!).valid).toBe(true);
    expect(decodeQr(invoice.qr)).toMatchObject({
      invoiceHash: invoice.invoiceHash,
      totalWithVat: '255.00',
    });
    expect(fatoora.standIn.reported.has(invoice.invoiceHash!)).toBe(true);
    const xml = await call('GET', `/api/admin/tax-documents/${invoice.id}/xml`);
    expect(xml.raw).toBe(row!.xml);
  });

  it('states a discount code’s share as the line’s allowance: valid, signed, totals = the money', async () => {
    await insertPromotion(ctx.database.db, { code: 'INVOICE15', percentBasisPoints: 1_500 });
    const { orderId } = await deliveredCodOrder('invoice15');
    const order = (await call('GET', `/api/admin/orders/${orderId}`)).body.data;
    // 3 × 230 = 690, 15 % off = 103.50, free delivery under 1,000 SAR does not apply: 25.
    expect(order).toMatchObject({ subtotal: 690, discount: 103.5, discountCode: 'INVOICE15' });
    expect(order.total).toBe(690 - 103.5 + order.shippingCost);
    const [summary] = await documentsOf(orderId);
    const invoice = await documentOf(summary!.id);
    const [goods] = invoice.lines;
    // The allowance without VAT: 103.50 / 1.15 = 90.00; the line's net 3 × 200 − 90 = 510.
    expect(goods).toMatchObject({ quantity: 3, unitPrice: 200, discount: 90, net: 510, vat: 76.5 });
    // Line allowances sit inside the lines' net; the document's own allowance stays 0.
    expect(invoice.totals).toMatchObject({ discount: 0, payable: order.total });
    expect(invoice.totals.taxInclusive).toBeCloseTo(order.total, 2);
    expect(invoice.reportingStatus).toBe('reported');
    const [row] = await ctx.database.db
      .select({ xml: taxDocuments.xml })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, invoice.id));
    expect(verifySignedDocument(row!.xml!).valid).toBe(true);
    expect(row!.xml).toContain('<cbc:AllowanceChargeReason>');
    expect(decodeQr(invoice.qr)).toMatchObject({ totalWithVat: order.total.toFixed(2) });
  });

  it('keeps a document pending while ZATCA is down, and reports it when asked again', async () => {
    fatoora.standIn.failNext('server-error', { times: 1 });
    const { orderId } = await deliveredCodOrder();
    const [summary] = await documentsOf(orderId);
    let document = await documentOf(summary!.id);
    expect(document.reportingStatus).toBe('pending');
    expect(document.reporting.messages[0]).toMatchObject({
      code: 'store.unreachable',
      message: expect.stringContaining('ZATCA could not be reached'),
    });

    const again = await call('POST', `/api/admin/tax-documents/${document.id}/report`, {});
    expect(again.status, again.raw).toBe(200);
    document = again.body.data;
    expect(document.reportingStatus).toBe('reported');
    expect(document.reporting.attempts).toBe(2);
    const twice = await call('POST', `/api/admin/tax-documents/${document.id}/report`, {});
    expect(twice.status).toBe(409);
  });

  it('numbers and chains a burst of sales paid at once with no gap and no fork', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => deliveredCodOrderQuietly()));
    await Promise.all(
      orders.map((orderId) =>
        issueSaleInvoice(
          { db: ctx.database.db, box: ctx.app.secretBox, log: ctx.app.log },
          orderId,
        ),
      ),
    );
    const chain = await ctx.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.mode, 'phase2'))
      .orderBy(asc(taxDocuments.counterValue));
    for (const [index, document] of chain.entries()) {
      if (index === 0) continue;
      const previous = chain[index - 1]!;
      expect(document.counterValue).toBe(previous.counterValue + 1);
      expect(document.previousHash).toBe(previous.invoiceHash);
    }
    const all = await ctx.database.db
      .select()
      .from(taxDocuments)
      .orderBy(asc(taxDocuments.counterValue));
    expect(all.map((d) => d.counterValue)).toEqual(all.map((_, i) => i + 1));
    expect(new Set(all.map((d) => d.number)).size).toBe(all.length);
    expect(chain.length).toBeGreaterThanOrEqual(10);
  });

  it('issues a credit note for a partial refund, amending the invoice, signed and reported', async () => {
    // Delivery free from here, as the Moyasar helper pays for the bottles alone.
    await setShippingZones(ctx.app, [
      zoneInput({ methods: [methodInput({ rule: { type: 'flat', priceHalalas: 0 } })] }),
    ]);
    const { order } = await paidWithMoyasar(ctx, moyasar, 2);
    await ctx.app.jobs.drain();
    const refunded = await call('POST', `/api/admin/orders/${order.id}/refund`, {
      amount: 50,
      note: 'Scratched bottle',
      idempotencyKey: 'invoicing-test-refund-1',
    });
    expect(refunded.status, refunded.raw).toBe(200);
    await ctx.app.jobs.drain();
    const [invoice, credit] = await documentsOf(order.id);
    expect(invoice!.kind).toBe('invoice');
    const note = await documentOf(credit!.id);
    expect(note).toMatchObject({
      kind: 'credit',
      original: { id: invoice!.id, number: invoice!.number },
      reason: 'Scratched bottle',
      reportingStatus: 'reported',
      totals: { payable: 50, vat: 6.52, taxExclusive: 43.48 },
    });
    expect(note.number).toMatch(/^CN-\d{6}$/);
  });
});

describe('notes the merchant issues by hand against an invoice', () => {
  let invoice: TaxDocumentSummary;

  it('issues a debit note for a price corrected upward, once for its key', async () => {
    const { orderId } = await deliveredCodOrder();
    [invoice] = (await documentsOf(orderId)) as [TaxDocumentSummary];
    const body = {
      kind: 'debit',
      amount: 11.5,
      reason: 'Gift wrapping billed late',
      idempotencyKey: 'manual-note-debit-1',
    };
    const first = await call('POST', `/api/admin/tax-documents/${invoice.id}/notes`, body);
    expect(first.status, first.raw).toBe(201);
    expect(first.body.data).toMatchObject({
      kind: 'debit',
      original: { id: invoice.id, number: invoice.number },
      reason: 'Gift wrapping billed late',
      totals: { payable: 11.5, vat: 1.5, taxExclusive: 10 },
    });
    expect(first.body.data.number).toMatch(/^DN-\d{6}$/);
    const again = await call('POST', `/api/admin/tax-documents/${invoice.id}/notes`, body);
    expect(again.body.data.id).toBe(first.body.data.id);
    await ctx.app.jobs.drain();
    expect((await documentOf(first.body.data.id)).reportingStatus).toBe('reported');
  });

  it('never credits more than the invoice and its debits, less what was credited', async () => {
    // 230.00 invoiced (delivery is free by now) and 11.50 debited: 241.50 at most.
    const tooMuch = await call('POST', `/api/admin/tax-documents/${invoice.id}/notes`, {
      kind: 'credit',
      amount: 241.51,
      reason: 'Price corrected',
      idempotencyKey: 'manual-note-credit-1',
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.reason).toEqual({
      key: 'creditTooMuch',
      params: { remaining: 24150, number: invoice.number },
    });
    const onNote = await call(
      'POST',
      `/api/admin/tax-documents/${(await documentsOf(invoice.order.id))[1]!.id}/notes`,
      { kind: 'credit', amount: 1, reason: 'x', idempotencyKey: 'manual-note-credit-2' },
    );
    expect(onNote.body.reason.key).toBe('notAnInvoice');
    const bad = await call('POST', `/api/admin/tax-documents/${invoice.id}/notes`, {
      kind: 'credit',
      amount: 1.234,
      reason: '',
      idempotencyKey: 'manual-note-credit-3',
    });
    expect(bad.status).toBe(400);
  });
});

/** A delivered cash-on-delivery order whose invoice is left to the caller (jobs not drained). */
async function deliveredCodOrderQuietly(): Promise<string> {
  const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 12345 });
  const placed = await call('POST', '/api/orders', codOrderBody(product.id, 1), {});
  const order = (await call('GET', `/api/admin/orders?search=${placed.body.data.orderNumber}`)).body
    .data[0];
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
    await call('POST', `/api/admin/orders/${order.id}/status`, { status });
  }
  return order.id as string;
}

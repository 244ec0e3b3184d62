import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaxDocumentSummary } from '@store/shared/schemas/tax-documents';
import { makeOrderDetail, makePaidMoyasarOrder, serveOrderDetail } from './test/order-fixtures.ts';
import { renderOrders } from './test/render-orders.tsx';

const invoice: TaxDocumentSummary = {
  id: 'doc-1',
  kind: 'invoice',
  number: 'INV-000001',
  uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
  issuedAt: '2025-06-15T11:00:05.000Z',
  order: { id: '11111111-1111-4111-8111-111111111111', orderNumber: 'MA-7K3M-Q9XA' },
  original: null,
  buyerName: 'Noura Al-Harbi',
  totals: {
    net: 782.61,
    discount: 0,
    taxExclusive: 782.61,
    vat: 117.39,
    taxInclusive: 900,
    payable: 900,
  },
  reportingStatus: 'reported',
  pdfUrl: '/api/tax-documents/doc-1/pdf?sig=a',
};
const credit: TaxDocumentSummary = {
  ...invoice,
  id: 'doc-2',
  kind: 'credit',
  number: 'CN-000001',
  original: { id: 'doc-1', number: 'INV-000001' },
  totals: {
    net: 391.3,
    discount: 0,
    taxExclusive: 391.3,
    vat: 58.7,
    taxInclusive: 450,
    payable: 450,
  },
  reportingStatus: 'pending',
  pdfUrl: '/api/tax-documents/doc-2/pdf?sig=b',
};

afterEach(() => vi.unstubAllGlobals());

describe('order tax documents', () => {
  it("lists the order's tax invoice and notes, linked to their page and PDF", async () => {
    const order = makePaidMoyasarOrder({ taxDocuments: [invoice, credit] });
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}`);
    const card = await screen.findByTestId('order-tax-documents');
    const [first, second] = within(card).getAllByTestId('order-tax-document') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first.textContent).toContain('Tax invoice');
    expect(first.textContent).toContain('INV-000001');
    expect(first.textContent).toMatch(/SAR\s900/);
    expect(first.textContent).toContain('Jun 15, 2025');
    expect(within(first).getByTestId('reporting-status').textContent).toBe('Reported');
    expect(within(first).getByTestId('order-tax-document-view').getAttribute('href')).toBe(
      '/admin/tax-documents/doc-1',
    );
    const pdf = within(first).getByTestId('order-tax-document-pdf');
    expect(pdf.getAttribute('href')).toBe('/api/tax-documents/doc-1/pdf?sig=a');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(second.textContent).toContain('Credit note');
    expect(within(second).getByTestId('reporting-status').textContent).toBe('Waiting to report');

    // The invoice button goes to the tax invoice, not the plain printable invoice.
    expect(screen.getByTestId('order-tax-invoice').getAttribute('href')).toBe(
      '/admin/tax-documents/doc-1',
    );
    expect(screen.queryByTestId('order-invoice-en')).toBeNull();
  });

  it('reads in Arabic', async () => {
    const order = makePaidMoyasarOrder({ taxDocuments: [invoice] });
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}`, 'ar');
    const card = await screen.findByTestId('order-tax-documents');
    expect(card.textContent).toContain('المستندات الضريبية');
    expect(card.textContent).toContain('فاتورة ضريبية');
    expect(screen.getByTestId('order-tax-invoice').textContent).toBe('الفاتورة الضريبية');
  });

  it('keeps the plain invoice in both languages when e-invoicing issued nothing', async () => {
    const order = makeOrderDetail();
    serveOrderDetail(order);
    await renderOrders(`/admin/orders/${order.id}`);
    expect((await screen.findByTestId('order-invoice-en')).getAttribute('href')).toBe(
      `/admin/orders/${order.id}/invoice?lang=en`,
    );
    expect(screen.getByTestId('order-invoice-ar')).toBeTruthy();
    expect(screen.queryByTestId('order-tax-documents')).toBeNull();
    expect(screen.queryByTestId('order-tax-invoice')).toBeNull();
  });
});

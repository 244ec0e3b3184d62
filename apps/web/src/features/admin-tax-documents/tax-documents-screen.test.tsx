import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaxDocumentSummary } from '@store/shared/schemas/tax-documents';
import { storeSignedIn } from '../../test/auth-fixtures.ts';
import { captureDownloads } from '../../test/downloads.ts';
import { toastStore } from '../../stores/toast-store.ts';
import { makeDocument, makeSummary, makeTotals } from './test/tax-document-fixtures.ts';
import { renderTaxDocuments } from './test/render-tax-documents.tsx';
import { ok, page, stubTaxApi, type Call } from './test/tax-documents-api.ts';

const invoice = makeSummary();
const failedInvoice = makeSummary({
  id: 'doc-2',
  number: 'INV-000002',
  reportingStatus: 'failed',
  order: { id: 'order-2', orderNumber: 'MA-2B2B-2B2B' },
});
const creditNote = makeSummary({
  id: 'doc-3',
  kind: 'credit',
  number: 'CN-000001',
  original: { id: 'doc-1', number: 'INV-000001' },
  reportingStatus: 'pending',
  totals: {
    net: 450,
    discount: 0,
    taxExclusive: 450,
    vat: 67.5,
    taxInclusive: 517.5,
    payable: 517.5,
  },
});

function listApi(
  rows: TaxDocumentSummary[],
  extra: (call: Call) => ReturnType<Parameters<typeof stubTaxApi>[0]> = () => undefined,
) {
  return stubTaxApi((call) => {
    if (call.path === '/api/admin/tax-documents') {
      return ok(rows, { pagination: page(rows.length) });
    }
    if (call.path === '/api/admin/tax-documents/totals') return ok(makeTotals());
    return extra(call);
  });
}

const toastTexts = () => toastStore.getState().map((t) => [t.type, t.title, t.message ?? '']);
const lastQuery = (calls: Call[], path: string) =>
  calls.filter((c) => c.path === path).at(-1)?.query;

afterEach(() => vi.unstubAllGlobals());

describe('tax documents screen', () => {
  it('lists the documents with their kind, Riyadh time, order, amounts and ZATCA status', async () => {
    listApi([invoice, failedInvoice, creditNote]);
    await renderTaxDocuments('/admin/tax-documents');
    const rows = await screen.findAllByTestId('tax-document-row');
    expect(rows).toHaveLength(3);
    const [first, failed, credit] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(first.textContent).toContain('INV-000001');
    expect(first.textContent).toContain('Tax invoice');
    // 21:30 UTC is 00:30 on the 21st in Riyadh.
    expect(first.textContent).toContain('Nov 21, 2026');
    expect(first.textContent).toContain('Noura Al-Harbi');
    expect(first.textContent).toMatch(/SAR\s900/);
    expect(first.textContent).toMatch(/SAR\s135/);
    expect(first.textContent).toMatch(/SAR\s1,035/);
    expect(within(first).getByTestId('reporting-status').textContent).toBe('Reported');
    expect(within(first).getByTestId('tax-document-link').getAttribute('href')).toBe(
      '/admin/tax-documents/doc-1',
    );
    expect(within(first).getByTestId('tax-document-order-link').getAttribute('href')).toBe(
      '/admin/orders/order-1',
    );
    expect(within(first).queryByTestId('tax-document-report')).toBeNull();
    expect(within(failed).getByTestId('reporting-status').textContent).toBe('Reporting failed');
    expect(within(failed).getByTestId('tax-document-report')).toBeTruthy();
    // A credit note names its invoice and takes the money back.
    expect(credit.textContent).toContain('Credit note');
    expect(credit.textContent).toContain('Original invoice: INV-000001');
    expect(credit.textContent).toMatch(/-SAR\s517\.50/);
    expect(within(credit).getByTestId('tax-document-report')).toBeTruthy();
    expect(screen.getByTestId('tax-documents-total').textContent).toBe('Documents: 3');
  });

  it('shows the totals of all pages, and the net of invoices less credit notes plus debit notes', async () => {
    listApi([invoice]);
    await renderTaxDocuments('/admin/tax-documents');
    const totals = await screen.findByTestId('tax-documents-totals');
    await waitFor(() => expect(within(totals).getAllByTestId('totals-payable')).toHaveLength(4));
    const cell = (key: string) => within(totals).getByTestId(`tax-documents-totals-${key}`);
    expect(cell('invoices').textContent).toMatch(/SAR\s12,420/);
    expect(cell('invoices').textContent).toContain('Documents: 12');
    expect(cell('invoices').textContent).toMatch(/Before VAT\s*SAR\s10,800/);
    expect(cell('credits').textContent).toMatch(/SAR\s1,035/);
    expect(cell('debits').textContent).toMatch(/SAR\s115/);
    // 12,420 − 1,035 + 115; VAT 1,620 − 135 + 15.
    expect(cell('net').textContent).toMatch(/SAR\s11,500/);
    expect(cell('net').textContent).toMatch(/VAT\s*SAR\s1,500/);
    expect(cell('net').textContent).toContain('Documents: 15');
  });

  it('sends the filters of the URL to the list and the totals; a change goes back to the URL', async () => {
    const calls = listApi([invoice]);
    const user = userEvent.setup();
    await renderTaxDocuments(
      '/admin/tax-documents?kind=credit&status=failed&search=MA-7K&from=2026-11-01&to=2026-11-30&page=2',
    );
    await screen.findAllByTestId('tax-document-row');
    const list = lastQuery(calls, '/api/admin/tax-documents')!;
    expect(Object.fromEntries(list)).toEqual({
      kind: 'credit',
      reportingStatus: 'failed',
      search: 'MA-7K',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '2',
      limit: '25',
    });
    await waitFor(() => expect(lastQuery(calls, '/api/admin/tax-documents/totals')).toBeTruthy());
    expect(Object.fromEntries(lastQuery(calls, '/api/admin/tax-documents/totals')!)).toEqual({
      kind: 'credit',
      reportingStatus: 'failed',
      search: 'MA-7K',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect((screen.getByTestId('tax-documents-kind') as HTMLSelectElement).value).toBe('credit');

    await user.selectOptions(screen.getByTestId('tax-documents-status'), 'pending');
    await waitFor(() =>
      expect(lastQuery(calls, '/api/admin/tax-documents')?.get('reportingStatus')).toBe('pending'),
    );
    expect(lastQuery(calls, '/api/admin/tax-documents')?.get('page')).toBe('1');
    expect(screen.getByTestId('location').textContent).toBe(
      '/admin/tax-documents?search=MA-7K&kind=credit&status=pending&from=2026-11-01&to=2026-11-30',
    );
    await user.click(screen.getByTestId('tax-documents-clear'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/tax-documents'),
    );
  });

  it('does not send a range that ends before it starts, and says why', async () => {
    const calls = listApi([]);
    await renderTaxDocuments('/admin/tax-documents?from=2026-11-30&to=2026-11-01');
    await screen.findByTestId('list-empty');
    expect(screen.getByRole('alert').textContent).toBe('The end date is before the start date.');
    const list = lastQuery(calls, '/api/admin/tax-documents')!;
    expect(list.get('from')).toBeNull();
    expect(list.get('to')).toBeNull();
  });

  it('says when there are no documents yet, and when none match the filters', async () => {
    listApi([]);
    const { unmount } = await renderTaxDocuments('/admin/tax-documents');
    expect((await screen.findByTestId('list-empty')).textContent).toContain('No tax documents yet');
    expect((screen.getByTestId('tax-documents-export') as HTMLButtonElement).disabled).toBe(true);
    unmount();
    await renderTaxDocuments('/admin/tax-documents?kind=debit');
    expect((await screen.findByTestId('list-empty')).textContent).toContain('Nothing matches');
  });

  it("downloads the server's CSV of the filtered documents, signed in, under the server's name", async () => {
    const { token } = storeSignedIn();
    const csv = 'number,kind,total\r\nINV-000001,invoice,1035.00\r\n';
    const calls = listApi([invoice], (call) =>
      call.path === '/api/admin/tax-documents/export'
        ? {
            body: csv,
            contentType: 'text/csv; charset=utf-8',
            headers: {
              'content-disposition': 'attachment; filename="tax-documents-2026-11.csv"',
            },
          }
        : undefined,
    );
    const downloads = captureDownloads();
    const user = userEvent.setup();
    await renderTaxDocuments('/admin/tax-documents?kind=invoice&from=2026-11-01&page=3');
    await screen.findAllByTestId('tax-document-row');
    await user.click(screen.getByTestId('tax-documents-export'));
    await waitFor(async () => expect(await downloads.files()).toHaveLength(1));

    const exportCall = calls.find((c) => c.path === '/api/admin/tax-documents/export')!;
    expect(Object.fromEntries(exportCall.query)).toEqual({ kind: 'invoice', from: '2026-11-01' });
    expect(exportCall.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(await downloads.files()).toEqual([{ fileName: 'tax-documents-2026-11.csv', text: csv }]);
    expect(toastTexts()).toContainEqual(['success', 'The CSV file was saved.', '']);
  });

  it('says why the CSV could not be made', async () => {
    listApi([invoice], (call) =>
      call.path === '/api/admin/tax-documents/export'
        ? {
            status: 500,
            body: { success: false, code: 'INTERNAL_ERROR', message: 'Export broke' },
          }
        : undefined,
    );
    const downloads = captureDownloads();
    const user = userEvent.setup();
    await renderTaxDocuments('/admin/tax-documents');
    await screen.findAllByTestId('tax-document-row');
    await user.click(screen.getByTestId('tax-documents-export'));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual([
        'error',
        'The CSV file could not be made',
        'Export broke',
      ]),
    );
    expect(await downloads.files()).toEqual([]);
  });

  it('reports a failed document again, says what ZATCA answered and reads the list again', async () => {
    const calls = listApi([invoice, failedInvoice], (call) =>
      call.method === 'POST' && call.path === '/api/admin/tax-documents/doc-2/report'
        ? ok(
            makeDocument({
              id: 'doc-2',
              number: 'INV-000002',
              mode: 'phase2',
              reportingStatus: 'warnings',
              reporting: {
                status: 'warnings',
                attempts: 4,
                lastAttemptAt: '2026-11-21T08:00:00.000Z',
                reportedAt: '2026-11-21T08:00:00.000Z',
                messages: [
                  {
                    type: 'WARNING',
                    code: 'BR-KSA-08',
                    category: 'KSA',
                    message: 'The seller address is incomplete.',
                    status: 'WARNING',
                  },
                ],
              },
            }),
          )
        : undefined,
    );
    const user = userEvent.setup();
    await renderTaxDocuments('/admin/tax-documents');
    const rows = await screen.findAllByTestId('tax-document-row');
    const listCalls = () => calls.filter((c) => c.path === '/api/admin/tax-documents').length;
    const before = listCalls();
    await user.click(within(rows[1]!).getByTestId('tax-document-report'));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual([
        'warning',
        'INV-000002: Reported with warnings',
        'The seller address is incomplete.',
      ]),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/tax-documents/doc-2/report',
    ]);
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('says so when the document was no longer waiting (409)', async () => {
    listApi([failedInvoice], (call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: { success: false, code: 'CONFLICT', message: 'Already reported' },
          }
        : undefined,
    );
    const user = userEvent.setup();
    await renderTaxDocuments('/admin/tax-documents');
    await user.click(await screen.findByTestId('tax-document-report'));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual([
        'info',
        'This document is no longer waiting to be reported; the list is up to date now.',
        '',
      ]),
    );
  });

  it('reads in Arabic: the kinds, the statuses and the amounts', async () => {
    listApi([invoice, creditNote]);
    await renderTaxDocuments('/admin/tax-documents', 'ar');
    const [first, credit] = (await screen.findAllByTestId('tax-document-row')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first.textContent).toContain('فاتورة ضريبية');
    expect(within(first).getByTestId('reporting-status').textContent).toBe('أُبلغ عنها');
    expect(credit.textContent).toContain('إشعار دائن');
    expect(within(credit).getByTestId('tax-document-report').textContent).toBe('إعادة الإبلاغ');
    // Amounts sit in left-to-right spans, in Latin digits.
    const amount = within(first).getAllByText(/1,035/)[0]!;
    expect(amount.closest('[dir="ltr"]')).toBeTruthy();
  });
});

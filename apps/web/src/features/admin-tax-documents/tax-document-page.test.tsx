import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaxDocument } from '@store/shared/schemas/tax-documents';
import { captureDownloads } from '../../test/downloads.ts';
import { toastStore } from '../../stores/toast-store.ts';
import { makeDocument, QR, zatcaQr } from './test/tax-document-fixtures.ts';
import { renderTaxDocuments } from './test/render-tax-documents.tsx';
import { ok, stubTaxApi } from './test/tax-documents-api.ts';

/**
 * Scans the QR code the page drew: its SVG path (one unit square per dark module) painted into
 * pixels, four per module, and read by jsQR as a camera frame would be.
 */
function scanQr(svg: Element): string | null {
  const size = Number(svg.getAttribute('data-qr-size'));
  const d = svg.querySelector('path')!.getAttribute('d')!;
  const scale = 4;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

const creditNote = makeDocument({
  id: 'doc-9',
  kind: 'credit',
  number: 'CN-000004',
  original: { id: 'doc-1', number: 'INV-000001' },
  reason: 'Refund of one bottle',
  mode: 'phase2',
  counterValue: 42,
  invoiceHash:
    'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
  previousHash: 'ZGVhZGJlZWZkZWFkYmVlZmRlYWRiZWVmZGVhZGJlZWZkZWFkYmVlZmRlYWRiZWVmZGVhZGJlZWY=',
  qr: zatcaQr([
    'Luxury Perfumes House LLC',
    '310122393500003',
    '2026-11-22T09:00:00Z',
    '517.50',
    '67.50',
  ]),
  reportingStatus: 'failed',
  reporting: {
    status: 'failed',
    attempts: 6,
    lastAttemptAt: '2026-11-22T10:00:00.000Z',
    reportedAt: null,
    messages: [
      {
        type: 'ERROR',
        code: 'BR-KSA-F-06-C23',
        category: 'KSA',
        message: 'Invoice counter value is not sequential.',
        status: 'ERROR',
      },
    ],
  },
});

function documentApi(document: TaxDocument) {
  return stubTaxApi((call) => {
    if (call.method === 'GET' && call.path === `/api/admin/tax-documents/${document.id}`) {
      return ok(document);
    }
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('tax document page', () => {
  it('shows the simplified tax invoice in Arabic and English, with a QR code of exactly its qr', async () => {
    documentApi(makeDocument());
    await renderTaxDocuments('/admin/tax-documents/doc-1');
    const sheet = await screen.findByTestId('tax-document-sheet');
    const title = within(sheet).getByTestId('sheet-title');
    expect(title.textContent).toContain('Simplified Tax Invoice');
    expect(title.textContent).toContain('فاتورة ضريبية مبسطة');
    expect(within(title).getByText('فاتورة ضريبية مبسطة').getAttribute('lang')).toBe('ar');

    const seller = within(sheet).getByTestId('sheet-seller');
    expect(seller.textContent).toContain('Luxury Perfumes House LLC');
    expect(seller.textContent).toContain('دار العطور الفاخرة');
    expect(within(sheet).getByTestId('sheet-vat-number').textContent).toMatch(
      /VAT number\s*الرقم الضريبي\s*310122393500003/,
    );
    expect(within(sheet).getByText('310122393500003').getAttribute('dir')).toBe('ltr');
    expect(within(sheet).getByTestId('sheet-cr-number').textContent).toContain('1010010000');
    const address = within(sheet).getByTestId('sheet-address').textContent;
    expect(address).toContain('2322 King Fahd Road, Al Olaya, Riyadh 12241 (7788), Saudi Arabia');
    expect(address).toContain(
      '2322 طريق الملك فهد، العليا، الرياض 12241 (7788)، المملكة العربية السعودية',
    );
    expect(within(sheet).getByTestId('sheet-number').textContent).toContain('INV-000001');
    // Riyadh time: 21:30:05 UTC on the 20th.
    expect(within(sheet).getByTestId('sheet-issued').textContent).toContain('2026-11-21 00:30:05');
    expect(within(sheet).getByTestId('sheet-buyer').textContent).toContain('Noura Al-Harbi');
    expect(within(sheet).queryByTestId('sheet-original')).toBeNull();

    const line = within(sheet).getByTestId('sheet-line');
    expect(line.textContent).toContain('Royal Oud 100 ml');
    expect(line.textContent).toContain('العود الملكي ١٠٠ مل');
    expect(line.textContent).toMatch(/SAR\s450/);
    expect(line.textContent).toContain('15%');
    expect(line.textContent).toMatch(/SAR\s135/);
    expect(line.textContent).toMatch(/SAR\s1,035/);
    const head = within(sheet).getByTestId('sheet-lines').querySelector('thead')!.textContent;
    for (const label of [
      'Unit price before VAT',
      'سعر الوحدة قبل الضريبة',
      'Discount',
      'الخصم',
      'VAT rate',
      'نسبة الضريبة',
    ]) {
      expect(head).toContain(label);
    }
    const totals = within(sheet)
      .getAllByTestId('sheet-total')
      .map((row) => row.textContent);
    expect(totals).toEqual([
      expect.stringMatching(/Total before VAT.*الإجمالي قبل ضريبة القيمة المضافة.*SAR\s900/),
      expect.stringMatching(/Total VAT.*مجموع ضريبة القيمة المضافة.*SAR\s135/),
      expect.stringMatching(/Total with VAT.*الإجمالي شامل ضريبة القيمة المضافة.*SAR\s1,035/),
    ]);

    const qr = within(sheet).getByTestId('qr-code');
    expect(qr.getAttribute('aria-label')).toBe('ZATCA QR code of INV-000001');
    expect(scanQr(qr)).toBe(QR);

    // Phase 1: nothing to report, no XML.
    expect(screen.getByTestId('tax-document-phase1')).toBeTruthy();
    expect(screen.queryByTestId('tax-document-xml')).toBeNull();
    expect(screen.queryByTestId('tax-document-report')).toBeNull();
    const pdf = screen.getByTestId('tax-document-pdf');
    expect(pdf.getAttribute('href')).toBe('/api/tax-documents/doc-1/pdf?sig=abc');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('tax-document-order').getAttribute('href')).toBe(
      '/admin/orders/order-1',
    );
  });

  it('prints with the print button', async () => {
    documentApi(makeDocument());
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    await renderTaxDocuments('/admin/tax-documents/doc-1');
    await user.click(await screen.findByTestId('tax-document-print'));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows a phase 2 credit note in Arabic: its invoice, reason, hashes and what ZATCA said', async () => {
    documentApi(creditNote);
    await renderTaxDocuments('/admin/tax-documents/doc-9', 'ar');
    const sheet = await screen.findByTestId('tax-document-sheet');
    const title = within(sheet).getByTestId('sheet-title');
    // The page's language first.
    expect(title.textContent).toBe('إشعار دائنCredit Note');
    expect(within(title).getByText('Credit Note').getAttribute('dir')).toBe('ltr');
    expect(within(sheet).getByTestId('sheet-original').textContent).toMatch(
      /الفاتورة الأصلية\s*Original invoice\s*INV-000001/,
    );
    expect(within(sheet).getByTestId('sheet-reason').textContent).toContain('Refund of one bottle');
    expect(scanQr(within(sheet).getByTestId('qr-code'))).toBe(creditNote.qr);

    const reporting = screen.getByTestId('tax-document-reporting');
    expect(within(reporting).getByTestId('reporting-status').textContent).toBe('تعذّر الإبلاغ');
    expect(reporting.textContent).toContain('المحاولات');
    expect(within(reporting).getByTestId('zatca-message').textContent).toContain(
      'Invoice counter value is not sequential.',
    );
    expect(within(reporting).getByTestId('zatca-message').textContent).toContain('BR-KSA-F-06-C23');
    const chain = within(reporting).getByTestId('tax-document-chain');
    expect(chain.textContent).toContain(creditNote.invoiceHash);
    expect(chain.textContent).toContain(creditNote.previousHash);
    expect(chain.textContent).toContain('42');
    expect(screen.getByTestId('tax-document-xml').textContent).toBe('ملف XML الموقّع');
    expect(screen.getByTestId('tax-document-report').textContent).toBe('إعادة الإبلاغ');
  });

  it('downloads the signed XML with the session, and reports again', async () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?><Invoice/>';
    const reported: TaxDocument = {
      ...creditNote,
      reportingStatus: 'reported',
      reporting: { ...creditNote.reporting, status: 'reported', messages: [], attempts: 7 },
    };
    const calls = stubTaxApi((call) => {
      if (call.path === '/api/admin/tax-documents/doc-9/xml') {
        return { body: xml, contentType: 'application/xml' };
      }
      if (call.method === 'POST' && call.path === '/api/admin/tax-documents/doc-9/report') {
        return ok(reported);
      }
      if (call.path === '/api/admin/tax-documents/doc-9') {
        const reportedYet = calls.some((c) => c.method === 'POST');
        return ok(reportedYet ? reported : creditNote);
      }
      return undefined;
    });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    await renderTaxDocuments('/admin/tax-documents/doc-9');
    await user.click(await screen.findByTestId('tax-document-xml'));
    await waitFor(async () =>
      expect(await downloads.files()).toEqual([{ fileName: 'CN-000004.xml', text: xml }]),
    );

    await user.click(screen.getByTestId('tax-document-report'));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('tax-document-reporting')).getByTestId('reporting-status')
          .textContent,
      ).toBe('Reported'),
    );
    expect(screen.queryByTestId('tax-document-report')).toBeNull();
    expect(toastStore.getState().map((t) => [t.type, t.title])).toContainEqual([
      'success',
      'CN-000004: Reported',
    ]);
  });

  it('issues a note against an invoice: the refusal in Arabic, then the note with the same key', async () => {
    const invoice = makeDocument();
    let posts = 0;
    const calls = stubTaxApi((call) => {
      if (call.path === '/api/admin/tax-documents/doc-1') return ok(invoice);
      if (call.path === '/api/admin/tax-documents/doc-9') return ok(creditNote);
      if (call.path === '/api/admin/tax-documents/doc-1/notes' && call.method === 'POST') {
        posts += 1;
        return posts === 1
          ? {
              status: 409,
              body: {
                success: false,
                code: 'CONFLICT',
                message: 'At most 10.00 SAR can be credited on INV-000001',
                reason: { key: 'creditTooMuch', params: { remaining: 1000, number: 'INV-000001' } },
              },
            }
          : { status: 201, body: { success: true, data: creditNote } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    await renderTaxDocuments('/admin/tax-documents/doc-1', 'ar');
    await user.click(await screen.findByTestId('tax-document-issue-note'));
    const dialog = await screen.findByTestId('issue-note-dialog');
    await user.click(within(dialog).getByTestId('issue-note-confirm'));
    expect(dialog.textContent).toContain('أدخل المبلغ.');
    expect(dialog.textContent).toContain('اذكر سبب تعديل الفاتورة.');
    expect(posts).toBe(0);

    await user.type(within(dialog).getByTestId('issue-note-amount'), '٢٠');
    await user.type(within(dialog).getByTestId('issue-note-reason'), 'تصحيح السعر');
    await user.click(within(dialog).getByTestId('issue-note-confirm'));
    const failure = (await within(dialog).findByTestId('issue-note-failure')).textContent ?? '';
    expect(failure).toContain('لا يمكن أن يتجاوز الإشعار الدائن على INV-000001');
    expect(failure).toMatch(/10\sر\.س/);

    await user.click(within(dialog).getByTestId('issue-note-confirm'));
    // The invoice's sheet is still up until the page has moved to the note's.
    await waitFor(() =>
      expect(screen.getByTestId('sheet-title').textContent).toContain('إشعار دائن'),
    );
    const sent = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual(sent[1]);
    expect(sent[0]).toMatchObject({ kind: 'credit', amount: 20, reason: 'تصحيح السعر' });
  });

  it('says when there is no such document', async () => {
    stubTaxApi(() => undefined);
    await renderTaxDocuments('/admin/tax-documents/missing');
    expect((await screen.findByTestId('list-empty')).textContent).toContain('No such document');
  });
});

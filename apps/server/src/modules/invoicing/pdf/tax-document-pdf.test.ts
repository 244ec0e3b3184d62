import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pageCount,
  pageImage,
  pdfFolder,
  pdfText as text,
  poppler,
} from '../../../pdf/read-back.test-helper.ts';
import { renderTaxDocumentPdf } from './tax-document-pdf.ts';
import {
  sampleCreditNote,
  sampleInvoice,
  sampleLine,
  zatcaQr,
} from './tax-document-pdf.test-helper.ts';

let folder: Awaited<ReturnType<typeof pdfFolder>>;
beforeAll(async () => {
  folder = await pdfFolder('tax-document-pdf');
});
afterAll(() => folder.remove());

function save(pdf: Buffer, name: string): Promise<string> {
  return folder.save(pdf, name);
}

/** Renders a page at 150 dpi and decodes the QR codes found on it. */
async function qrOnPage(file: string, page: number): Promise<string | undefined> {
  const image = await pageImage(file, page, 150);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data;
}

describe('renderTaxDocumentPdf', () => {
  it('writes a PDF', async () => {
    const pdf = await renderTaxDocumentPdf(sampleInvoice());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  describe.skipIf(!poppler)('read back with poppler (skipped: poppler-utils not installed)', () => {
    it('prints a simplified tax invoice on one page, in both languages', async () => {
      const document = sampleInvoice();
      const file = await save(
        await renderTaxDocumentPdf(document, {
          storeName: { en: 'Al Waha Perfumes', ar: 'عطور الواحة' },
        }),
        'invoice',
      );
      expect(await pageCount(file)).toBe(1);
      const printed = await text(file);
      for (const expected of [
        'Simplified Tax Invoice',
        'INV-000042',
        '310122393500003',
        '1010010000',
        '2025-03-09 14:05:42',
        'ORD-7KX2M9',
        'Al Waha Perfumes Trading Company',
        'Oud Royal Eau de Parfum 100 ml',
        '996.50',
        '149.48',
        '1,145.98',
        '520.00',
        '15%',
      ]) {
        expect(printed).toContain(expected);
      }
      // pdftotext turns right-to-left lines back into reading order: the Arabic words come out
      // as typed, which shows they were drawn in the right order. (It moves the spaces around a
      // number inside Arabic text, so the phrases checked here hold no digits.)
      for (const expected of [
        'فاتورة ضريبية مبسطة',
        'شركة عطور الواحة للتجارة',
        'عطور الواحة',
        'سارة القحطاني',
        'رقم تسجيل ضريبة القيمة المضافة',
        'دهن الورد الطائفي',
        'مسك الطهارة',
      ]) {
        expect(printed).toContain(expected);
      }
      expect(await qrOnPage(file, 1)).toBe(document.qr);
    });

    it('draws a phase 2 QR (nine fields, about 700 characters) that still scans', async () => {
      const document = sampleInvoice();
      document.mode = 'phase2';
      document.qr = zatcaQr([
        document.seller.legalName.ar,
        document.seller.vatNumber,
        '2025-03-09T11:05:42',
        '1145.98',
        '149.48',
        Buffer.alloc(32, 7).toString('base64'),
        Buffer.alloc(72, 9).toString('base64'),
        Buffer.alloc(88, 3).toString('base64'),
        Buffer.alloc(72, 5).toString('base64'),
      ]);
      expect(document.qr.length).toBeGreaterThan(500);
      const file = await save(await renderTaxDocumentPdf(document), 'phase2');
      expect(await qrOnPage(file, 1)).toBe(document.qr);
    });

    it('prints a credit note with the invoice it amends and why', async () => {
      const document = sampleCreditNote();
      const file = await save(await renderTaxDocumentPdf(document), 'credit');
      const printed = await text(file);
      expect(printed).toContain('Credit Note');
      expect(printed).toContain('إشعار دائن');
      expect(printed).toContain('CN-000007');
      expect(printed).toMatch(/Original invoice number\s+INV-000042/);
      expect(printed).toContain('Returned item');
      expect(printed).toContain('إرجاع منتج');
      expect(printed).toContain('52.33');
      expect(await qrOnPage(file, 1)).toBe(document.qr);
    });

    it('prints a debit note under its own title', async () => {
      const document = { ...sampleCreditNote(), kind: 'debit' as const, number: 'DN-000001' };
      const printed = await text(await save(await renderTaxDocumentPdf(document), 'debit'));
      expect(printed).toContain('Debit Note');
      expect(printed).toContain('إشعار مدين');
      expect(printed).toContain('DN-000001');
    });

    it('carries many lines over to further pages, totals and QR whole at the end', async () => {
      const lines = Array.from({ length: 40 }, (_, i) =>
        sampleLine({ en: `Perfume sample ${i + 1}`, ar: `عطر تجريبي رقم ${i + 1}` }, 1, 99.5),
      );
      const document = sampleInvoice(lines);
      const file = await save(await renderTaxDocumentPdf(document), 'many');
      const pages = await pageCount(file);
      expect(pages).toBeGreaterThan(1);
      const printed = await text(file);
      for (let i = 1; i <= 40; i++)
        expect(printed).toMatch(new RegExp(`Perfume sample ${i}(?!\\d)`));
      const last = await text(file, pages);
      expect(last).toContain('INV-000042');
      expect(last).toContain('Total incl. VAT');
      expect(last).toContain(
        document.totals.taxInclusive.toLocaleString('en-US', { minimumFractionDigits: 2 }),
      );
      expect(last).toContain(`Page ${pages} of ${pages}`);
      expect(await qrOnPage(file, pages)).toBe(document.qr);
    });
  });
});

import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTaxDocumentPdf } from './tax-document-pdf.ts';
import {
  sampleCreditNote,
  sampleInvoice,
  sampleLine,
  zatcaQr,
} from './tax-document-pdf.test-helper.ts';

const run = promisify(execFile);

/** The PDF is read back as a person's tools would: poppler's pdftotext and pdftoppm. */
const poppler = ['pdftotext', 'pdftoppm', 'pdfinfo'].every(
  (tool) => spawnSync(tool, ['-v']).error === undefined,
);

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tax-document-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function save(pdf: Buffer, name: string): Promise<string> {
  const file = path.join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  return file;
}

async function pageCount(file: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [file]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
}

/** The text of the PDF, without the direction marks pdftotext puts around right-to-left lines. */
async function text(file: string, page?: number): Promise<string> {
  const pages = page ? ['-f', String(page), '-l', String(page)] : [];
  const { stdout } = await run('pdftotext', [...pages, '-layout', file, '-']);
  return stdout.replace(/[\u200e\u200f\u202a-\u202e]/g, '');
}

/** Renders a page at 150 dpi and decodes the QR codes found on it. */
async function qrOnPage(file: string, page: number): Promise<string | undefined> {
  const prefix = path.join(dir, `${path.basename(file, '.pdf')}-p${page}`);
  await run('pdftoppm', [
    '-png',
    '-r',
    '150',
    '-f',
    String(page),
    '-l',
    String(page),
    file,
    prefix,
  ]);
  const [png] = (await readdir(dir)).filter((name) => name.startsWith(`${path.basename(prefix)}-`));
  if (!png) throw new Error('pdftoppm wrote no image');
  const image = PNG.sync.read(await readFile(path.join(dir, png)));
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

import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pageImage,
  pageSizes,
  pdfFolder,
  pdfText,
  placedWords,
  poppler,
} from '../../pdf/read-back.test-helper.ts';
import { renderPackingSlips, renderShippingLabels } from './index.ts';
import {
  longAddress,
  manyItems,
  sampleEnglishSlip,
  sampleLabel,
  sampleRecipient,
  sampleSlip,
} from './testing.ts';

const A6 = { width: 297.64, height: 419.53 };
const A5 = { width: 419.53, height: 595.28 };

let folder: Awaited<ReturnType<typeof pdfFolder>>;
beforeAll(async () => {
  folder = await pdfFolder('shipping-documents');
});
afterAll(() => folder.remove());

/** Decodes the Code 128 symbols on a page rendered at 200 dpi, as a scanner would read them. */
async function barcodeOnPage(file: string, page: number): Promise<string> {
  const image = await pageImage(file, page, 200);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) {
    const [r = 0, g = 0, b = 0] = image.data.subarray(i * 4, i * 4 + 3);
    luminance[i] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminance, image.width, image.height)),
  );
  return reader.decode(bitmap, hints).getText();
}

/**
 * Every word of the text layer lies inside the page's margins. A word's box is its advance
 * across, and the face's whole ascent and descent up and down (Amiri's ascent, made for Arabic
 * marks, reaches well above a Latin capital), so its top is allowed into the top margin.
 */
async function expectWithinPages(file: string, margin: number): Promise<void> {
  const words = await placedWords(file);
  expect(words.length).toBeGreaterThan(0);
  const outside = words.filter(
    (word) =>
      word.xMin < margin - 0.5 ||
      word.yMin < margin / 2 ||
      word.xMax > word.pageWidth - margin + 0.5 ||
      word.yMax > word.pageHeight - margin + 0.5,
  );
  expect(outside).toEqual([]);
}

/**
 * Arabic as pdftotext gives it back, compared without spaces: it puts a stray space inside a word
 * where Amiri's letters overlap, and moves the spaces around a number in Arabic text
 * (pdf/README.md). The letters and their order are what is checked.
 */
function expectArabic(printed: string, expected: string): void {
  expect(printed.replace(/\s+/g, '')).toContain(expected.replace(/\s+/g, ''));
}

function expectSizes(sizes: { width: number; height: number }[], size: typeof A6) {
  for (const page of sizes) {
    expect(page.width).toBeCloseTo(size.width, 1);
    expect(page.height).toBeCloseTo(size.height, 1);
  }
}

describe('renderShippingLabels', () => {
  it('refuses an empty batch', async () => {
    await expect(renderShippingLabels([])).rejects.toThrow(RangeError);
  });

  it('writes a PDF', async () => {
    const pdf = await renderShippingLabels([sampleLabel()]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  describe.skipIf(!poppler)('read back with poppler (skipped: poppler-utils not installed)', () => {
    it('prints one A6 page per label, in Arabic and in English', async () => {
      const file = await folder.save(
        await renderShippingLabels([
          sampleLabel(),
          sampleLabel({ language: 'en', parcel: { index: 2, count: 2 } }),
        ]),
        'labels',
      );
      const sizes = await pageSizes(file);
      expect(sizes).toHaveLength(2);
      expectSizes(sizes, A6);
      for (const page of [1, 2]) {
        const printed = await pdfText(file, page);
        for (const expected of [
          'MA-7K3M-Q9XA',
          '290019283746',
          '+966512345678',
          'RRRD2929',
          'Riyadh, Riyadh Region, Saudi Arabia',
          'COD 1,250.00 SAR',
          'SMSA Express',
          // Shipped at 00:30 in Riyadh on the 10th (21:30 UTC on the 9th).
          '2025-03-10',
        ]) {
          expect(printed).toContain(expected);
        }
        for (const expected of [
          'سارة عبدالله القحطاني',
          // The address as typed; pdftotext splits a line around its Arabic-Indic digits.
          'شارع أنس بن مالك',
          'بجوار مسجد الملقا',
          // pdftotext orders an Arabic line's comma-separated parts left to right on an
          // English page, so the parts are checked one by one.
          'منطقة الرياض',
          'المملكة العربية السعودية',
          'الدفع عند الاستلام',
          'المرسل إليه',
          'سمسا',
        ]) {
          expectArabic(printed, expected);
        }
        expect(printed).toContain(page === 1 ? '1/2' : '2/2');
        expect(await barcodeOnPage(file, page)).toBe('290019283746');
      }
      expectArabic(await pdfText(file, 1), 'الحي: الملقا');
      expect(await pdfText(file, 2)).toContain('District:');
      expect(await pdfText(file, 2)).toContain('1.25 kg');
    });

    it('barcodes the order number until there is a tracking number; a prepaid parcel collects nothing', async () => {
      const file = await folder.save(
        await renderShippingLabels([
          sampleLabel({
            language: 'en',
            trackingNumber: null,
            cashOnDeliveryHalalas: null,
            weightGrams: null,
            store: {
              name: { en: 'Al Waha Perfumes', ar: 'عطور الواحة' },
              phone: null,
              address: null,
            },
          }),
        ]),
        'no-tracking',
      );
      expect(await barcodeOnPage(file, 1)).toBe('MA-7K3M-Q9XA');
      const printed = await pdfText(file, 1);
      expect(printed).toContain('Order number (no tracking number yet)');
      expect(printed).toContain('Prepaid: nothing to collect');
      expect(printed).not.toContain('COD');
    });

    it('shrinks a long name and address to fit its one page, never past its edges', async () => {
      const recipient = longAddress();
      const english = {
        ...recipient,
        name: 'Dr. Abdulrahman bin Mohammed bin Abdulaziz Al-Qahtani Al-Dosari Al-Shammari',
        addressAsEntered:
          'Villa compound Al Narjis, north gate, opposite the King Abdullah Park main entrance, '.repeat(
            5,
          ),
      };
      const file = await folder.save(
        await renderShippingLabels([
          sampleLabel({ recipient }),
          sampleLabel({ language: 'en', recipient: english }),
        ]),
        'long-address',
      );
      const sizes = await pageSizes(file);
      expect(sizes).toHaveLength(2);
      expectSizes(sizes, A6);
      await expectWithinPages(file, 14);
      for (const page of [1, 2]) {
        const printed = await pdfText(file, page);
        // What comes after the address is all still there.
        expect(printed).toContain('RRRD2929');
        expect(printed).toContain('COD 1,250.00 SAR');
        expect(printed).toContain('MA-7K3M-Q9XA');
        expect(await barcodeOnPage(file, page)).toBe('290019283746');
      }
      expect(await pdfText(file, 2)).toContain('Dr. Abdulrahman bin Mohammed');
    });
  });
});

describe('renderPackingSlips', () => {
  it('refuses an empty batch', async () => {
    await expect(renderPackingSlips([])).rejects.toThrow(RangeError);
  });

  describe.skipIf(!poppler)('read back with poppler (skipped: poppler-utils not installed)', () => {
    it('prints an order on one A5 page, in Arabic right to left and in English left to right', async () => {
      const file = await folder.save(
        await renderPackingSlips([sampleSlip(), sampleEnglishSlip()]),
        'slips',
      );
      const sizes = await pageSizes(file);
      expect(sizes).toHaveLength(2);
      expectSizes(sizes, A5);

      const arabic = await pdfText(file, 1);
      for (const expected of [
        'MA-7K3M-Q9XA',
        // Placed at 00:15 in Riyadh on the 10th (21:15 UTC on the 9th).
        '2025-03-10 00:15',
        '+966512345678',
        // (pdftotext reads the brackets of an English name in an Arabic page mirrored.)
        'Musk Al Tahara',
        'OUD-ROYAL-100',
        '1,250.00',
      ]) {
        expect(arabic).toContain(expected);
      }
      for (const expected of [
        'قائمة التعبئة',
        'عطور الواحة',
        'الشحن إلى',
        'سارة عبدالله القحطاني',
        'طريقة الشحن',
        'دهن الورد الطائفي',
        'الرجاء الاتصال قبل التوصيل',
        'ملاحظات العميل',
        'الدفع عند الاستلام',
        'صفحة 1 من 1',
      ]) {
        expectArabic(arabic, expected);
      }
      const english = await pdfText(file, 2);
      for (const expected of [
        'Packing slip',
        'Order: MA-7K3M-Q9XA',
        'Placed: 2025-03-10 00:15',
        'Ship to',
        'SMSA Express, 2-3 days',
        'Musk Al Tahara (gift)',
        'SKU: OUD-ROYAL-100',
        'Please call before delivery',
        'Cash on delivery: collect 1,250.00 SAR',
        'Lines 3 · Units 6',
        'Page 1 of 1',
      ]) {
        expect(english).toContain(expected);
      }

      // Mirrored: the item column (its SKUs) and the ship-to block sit on the right of an
      // Arabic page and on the left of an English one.
      const words = await placedWords(file);
      const sku = (page: number) =>
        words.find((w) => w.page === page && w.text === 'OUD-ROYAL-100');
      const phone = (page: number) =>
        words.find((w) => w.page === page && w.text === '+966512345678');
      expect(sku(1)?.xMin).toBeGreaterThan(A5.width / 2);
      expect(sku(2)?.xMax).toBeLessThan(A5.width / 2);
      expect(phone(1)?.xMin).toBeGreaterThan(A5.width / 2);
      expect(phone(2)?.xMax).toBeLessThan(A5.width / 2);
    });

    it('flows a 60-line order onto more pages, each saying whose and which it is', async () => {
      const items = manyItems(60);
      const file = await folder.save(
        await renderPackingSlips([sampleEnglishSlip(), sampleSlip({ items })]),
        'many',
      );
      const sizes = await pageSizes(file);
      expect(sizes.length).toBeGreaterThan(2);
      expectSizes(sizes, A5);
      const pages = sizes.length - 1;
      expect(await pdfText(file, 1)).toContain('Page 1 of 1');
      let printed = '';
      for (let page = 2; page <= sizes.length; page++) {
        const text = await pdfText(file, page);
        expect(text).toContain('MA-7K3M-Q9XA');
        expectArabic(text, `صفحة ${page - 1} من ${pages}`);
        printed += text;
      }
      for (const item of items) expect(printed).toContain(item.sku);
      const last = await pdfText(file, sizes.length);
      // pdftotext moves the separator around the number: only the words and numbers are checked.
      expect(last).toMatch(/عدد المنتجات[\s·]*60/);
      expectArabic(last, 'عدد القطع 120');
      expectArabic(last, 'الدفع عند الاستلام');
      await expectWithinPages(file, 30);
    });

    it('wraps long names and addresses inside the page', async () => {
      const recipient = { ...longAddress(), name: sampleRecipient().name };
      const file = await folder.save(
        await renderPackingSlips([
          sampleSlip({
            recipient,
            items: [{ name: `${'عطر العود الملكي الفاخر بإصدار محدود '.repeat(6)}`, quantity: 1 }],
            notes: 'يرجى التوصيل بعد العصر، '.repeat(30),
          }),
          sampleEnglishSlip({
            recipient: { ...recipient, addressAsEntered: 'Villa 12, '.repeat(40) },
            items: [
              { name: 'Oud Royal Limited Edition '.repeat(8), quantity: 2, sku: 'X'.repeat(90) },
            ],
          }),
        ]),
        'long-slip',
      );
      await expectWithinPages(file, 30);
    });
  });
});

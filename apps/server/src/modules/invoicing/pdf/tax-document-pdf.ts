import type { TaxDocument, TaxDocumentKind } from '@store/shared/schemas/tax-documents';
import {
  type Align,
  type Direction,
  drawLine,
  drawParagraph,
  lineHeight,
  paragraphHeight,
  type TextStyle,
} from '../../../pdf/bidi-text.ts';
import { ACCENT, INK, MUTED, SHADE } from '../../../pdf/colours.ts';
import { openPdf } from '../../../pdf/document.ts';
import { drawRule } from '../../../pdf/rule.ts';
import { CURRENCY_NAME, formatAmount, riyadhTime } from '../../../pdf/format.ts';
import { drawQrCode, loadQrCode } from '../../../pdf/qr.ts';

/**
 * The printable tax document (issue 18): a simplified tax invoice, credit note or debit note on A4,
 * Arabic and English side by side, with what ZATCA requires of a simplified tax invoice and its
 * QR code (PDF.md lists the fields and where the rules come from). A pure function of the issued
 * document: the same document prints the same content whenever it is asked for.
 */

export interface TaxDocumentPdfOptions {
  /** The store's trading name, printed above the title when it differs from the legal name. */
  storeName?: { en: string; ar: string };
}

const TITLES: Record<TaxDocumentKind, { en: string; ar: string }> = {
  invoice: { en: 'Simplified Tax Invoice', ar: 'فاتورة ضريبية مبسطة' },
  credit: { en: 'Credit Note', ar: 'إشعار دائن' },
  debit: { en: 'Debit Note', ar: 'إشعار مدين' },
};

const CURRENCY = `${CURRENCY_NAME.en} / ${CURRENCY_NAME.ar}`;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER = 26;
const BOTTOM = PAGE.height - MARGIN - FOOTER;
const PAD = 4;
const LABEL_WIDTH = 128;
const QR_SIZE = 132;

const RULE = '#c8c8c8';

const label: TextStyle = { size: 8, color: MUTED };
const value: TextStyle = { size: 9.5, color: INK };
const strong: TextStyle = { size: 9.5, weight: 'bold', color: INK };

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

interface Bilingual {
  en: string;
  ar: string;
}

/** A value printed in a cell: its text and its own direction. */
interface CellText {
  text: string;
  direction: Direction;
  style?: TextStyle;
  align?: Align;
}

interface Sheet {
  doc: PDFKit.PDFDocument;
  document: TaxDocument;
  y: number;
}

export async function renderTaxDocumentPdf(
  document: TaxDocument,
  options: TaxDocumentPdfOptions = {},
): Promise<Buffer> {
  // qrcode loads with the first document, as pdfkit and bidi-js do (openPdf).
  const title = TITLES[document.kind];
  const [{ doc, finish }] = await Promise.all([
    openPdf({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      lang: 'ar-SA',
      displayTitle: true,
      info: {
        Title: `${title.en} ${document.number} / ${title.ar}`,
        Author: document.seller.legalName.en || document.seller.legalName.ar,
        Subject: document.number,
        CreationDate: new Date(document.issuedAt),
      },
    }),
    loadQrCode(),
  ]);

  const sheet: Sheet = { doc, document, y: MARGIN };
  drawHeading(sheet, options.storeName);
  drawParties(sheet);
  drawLines(sheet);
  drawTotals(sheet);
  drawFooters(sheet);
  return finish();
}

function drawHeading(sheet: Sheet, storeName: Bilingual | undefined): void {
  const { doc, document } = sheet;
  const half = { width: WIDTH / 2 };
  if (storeName && (storeName.en || storeName.ar)) {
    const style: TextStyle = { size: 11, weight: 'bold', color: ACCENT };
    drawLine(doc, storeName.en, { x: MARGIN, y: sheet.y, ...half }, style, 'left', 'ltr');
    drawLine(
      doc,
      storeName.ar,
      { x: MARGIN + WIDTH / 2, y: sheet.y, ...half },
      style,
      'right',
      'rtl',
    );
    sheet.y += lineHeight(style) + 2;
  }
  const title = TITLES[document.kind];
  const style: TextStyle = { size: 18, weight: 'bold', color: INK };
  drawLine(doc, title.en, { x: MARGIN, y: sheet.y, ...half }, style, 'left', 'ltr');
  drawLine(doc, title.ar, { x: MARGIN + WIDTH / 2, y: sheet.y, ...half }, style, 'right', 'rtl');
  sheet.y += lineHeight(style) + 4;
  rule(sheet, ACCENT, 1.2);
  sheet.y += 8;
}

/** The heading of a page after the first: which document this page belongs to. */
function drawContinuation(sheet: Sheet): void {
  const { doc, document } = sheet;
  const title = TITLES[document.kind];
  const half = { width: WIDTH / 2 };
  drawLine(
    doc,
    `${title.en} ${document.number}`,
    { x: MARGIN, y: sheet.y, ...half },
    strong,
    'left',
    'ltr',
  );
  drawLine(
    doc,
    `${title.ar} ${document.number}`,
    { x: MARGIN + WIDTH / 2, y: sheet.y, ...half },
    strong,
    'right',
    'rtl',
  );
  sheet.y += lineHeight(strong) + 4;
  rule(sheet, ACCENT, 1.2);
  sheet.y += 8;
}

function drawParties(sheet: Sheet): void {
  const { document } = sheet;
  const { seller } = document;
  const isInvoice = document.kind === 'invoice';

  section(sheet, { en: 'Seller', ar: 'البائع' });
  row(sheet, { en: 'Seller name', ar: 'اسم البائع' }, [
    { text: seller.legalName.ar, direction: 'rtl', style: strong },
    ...(seller.legalName.en ? [{ text: seller.legalName.en, direction: 'ltr' as const }] : []),
  ]);
  row(sheet, { en: 'VAT registration number', ar: 'رقم تسجيل ضريبة القيمة المضافة' }, [
    { text: seller.vatNumber, direction: 'ltr' },
  ]);
  row(sheet, { en: 'Commercial registration (CR)', ar: 'رقم السجل التجاري' }, [
    { text: seller.crNumber, direction: 'ltr' },
  ]);
  row(sheet, { en: 'National address', ar: 'العنوان الوطني' }, addressLines(document));

  section(sheet, { en: 'Document', ar: 'المستند' });
  row(
    sheet,
    isInvoice
      ? { en: 'Invoice number', ar: 'رقم الفاتورة' }
      : { en: 'Note number', ar: 'رقم الإشعار' },
    [{ text: document.number, direction: 'ltr', style: strong }],
  );
  row(sheet, { en: 'Issue date and time', ar: 'تاريخ ووقت الإصدار' }, [
    { text: riyadhDateTime(document.issuedAt), direction: 'ltr' },
  ]);
  if (document.original) {
    row(sheet, { en: 'Original invoice number', ar: 'رقم الفاتورة الأصلية' }, [
      { text: document.original.number, direction: 'ltr', style: strong },
    ]);
  }
  if (!isInvoice) {
    row(sheet, { en: 'Reason for the note', ar: 'سبب إصدار الإشعار' }, [
      { text: document.reason ?? '', direction: 'auto' },
    ]);
  }
  row(sheet, { en: 'Order number', ar: 'رقم الطلب' }, [
    { text: document.order.orderNumber, direction: 'ltr' },
  ]);
  row(sheet, { en: 'Buyer', ar: 'المشتري' }, [
    { text: document.buyer.name || document.buyerName, direction: 'auto' },
  ]);
  sheet.y += 10;
}

function addressLines(document: TaxDocument): CellText[] {
  const { address } = document.seller;
  const ar = [
    [address.buildingNumber, address.street.ar].filter(Boolean).join(' '),
    address.district.ar,
    [address.city.ar, address.postalCode].filter(Boolean).join(' '),
    address.additionalNumber ? `الرقم الإضافي ${address.additionalNumber}` : '',
    'المملكة العربية السعودية',
  ].filter(Boolean);
  const en = [
    [address.buildingNumber, address.street.en].filter(Boolean).join(' '),
    address.district.en,
    [address.city.en, address.postalCode].filter(Boolean).join(' '),
    address.additionalNumber ? `Additional No. ${address.additionalNumber}` : '',
    'Saudi Arabia',
  ].filter(Boolean);
  const lines: CellText[] = [{ text: ar.join('، '), direction: 'rtl' }];
  // The English line only when the English fields are filled in; it would otherwise repeat numbers.
  if (address.street.en || address.district.en || address.city.en) {
    lines.push({ text: en.join(', '), direction: 'ltr' });
  }
  return lines;
}

/** A band naming a part of the document, in both languages. */
function section(sheet: Sheet, title: Bilingual): void {
  const { doc } = sheet;
  const style: TextStyle = { size: 9, weight: 'bold', color: ACCENT };
  const height = lineHeight(style) + 2 * PAD;
  doc.rect(MARGIN, sheet.y, WIDTH, height).fill(SHADE);
  const box = { y: sheet.y + PAD, width: WIDTH / 2 - PAD * 2 };
  drawLine(doc, title.en, { ...box, x: MARGIN + PAD }, style, 'left', 'ltr');
  drawLine(doc, title.ar, { ...box, x: MARGIN + WIDTH / 2 + PAD }, style, 'right', 'rtl');
  sheet.y += height;
}

/** English label | values | Arabic label. */
function row(sheet: Sheet, caption: Bilingual, values: CellText[]): void {
  const { doc } = sheet;
  const labelBox = LABEL_WIDTH - 2 * PAD;
  const valueWidth = WIDTH - 2 * LABEL_WIDTH - 2 * PAD;
  const valuesHeight = stackHeight(doc, values, valueWidth, value);
  const height =
    Math.max(
      paragraphHeight(doc, caption.en, labelBox, label, 'ltr'),
      paragraphHeight(doc, caption.ar, labelBox, label, 'rtl'),
      valuesHeight,
      lineHeight(value),
    ) +
    2 * PAD;
  ensureSpace(sheet, height);
  const top = sheet.y + PAD;
  drawParagraph(
    doc,
    caption.en,
    { x: MARGIN + PAD, y: top + 1, width: labelBox },
    label,
    'left',
    'ltr',
  );
  drawParagraph(
    doc,
    caption.ar,
    { x: MARGIN + WIDTH - LABEL_WIDTH + PAD, y: top + 1, width: labelBox },
    label,
    'right',
    'rtl',
  );
  drawStack(doc, values, { x: MARGIN + LABEL_WIDTH + PAD, y: top, width: valueWidth }, height, {
    style: value,
    align: 'center',
  });
  sheet.y += height;
  rule(sheet, RULE, 0.5);
}

/** The height of paragraphs set one under another, `width` wide. */
function stackHeight(
  doc: PDFKit.PDFDocument,
  cells: CellText[],
  width: number,
  style: TextStyle,
): number {
  return cells.reduce(
    (sum, cell) =>
      sum + paragraphHeight(doc, cell.text, width, cell.style ?? style, cell.direction),
    0,
  );
}

/**
 * Paragraphs one under another, centred down a padded cell whose content starts at `box.y` and
 * that is `height` tall (padding included); `defaults` for a paragraph that names no style or side.
 */
function drawStack(
  doc: PDFKit.PDFDocument,
  cells: CellText[],
  box: { x: number; y: number; width: number },
  height: number,
  defaults: { style: TextStyle; align: Align },
): void {
  let y = box.y + (height - 2 * PAD - stackHeight(doc, cells, box.width, defaults.style)) / 2;
  for (const cell of cells) {
    y += drawParagraph(
      doc,
      cell.text,
      { x: box.x, y, width: box.width },
      cell.style ?? defaults.style,
      cell.align ?? defaults.align,
      cell.direction,
    );
  }
}

interface Column {
  caption: Bilingual;
  width: number;
  money?: boolean;
}

const COLUMNS: Column[] = [
  { caption: { en: '#', ar: '#' }, width: 20 },
  { caption: { en: 'Description', ar: 'الوصف' }, width: 185 },
  { caption: { en: 'Qty', ar: 'الكمية' }, width: 34 },
  {
    caption: { en: 'Unit price excl. VAT', ar: 'سعر الوحدة غير شامل الضريبة' },
    width: 62,
    money: true,
  },
  { caption: { en: 'Discount', ar: 'الخصم' }, width: 52, money: true },
  { caption: { en: 'VAT rate', ar: 'نسبة الضريبة' }, width: 42 },
  { caption: { en: 'VAT amount', ar: 'مبلغ الضريبة' }, width: 58, money: true },
  {
    caption: { en: 'Total incl. VAT', ar: 'الإجمالي شامل الضريبة' },
    width: WIDTH - 453,
    money: true,
  },
];

const headStyle: TextStyle = { size: 7.5, weight: 'bold', color: INK };
const unitStyle: TextStyle = { size: 6.5, color: MUTED };
const cellStyle: TextStyle = { size: 8.5, color: INK };

function columnX(index: number): number {
  return MARGIN + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0);
}

function drawTableHeader(sheet: Sheet): void {
  const { doc } = sheet;
  const heights = COLUMNS.map((column) => {
    const width = column.width - 2 * PAD;
    return (
      paragraphHeight(doc, column.caption.en, width, headStyle, 'ltr') +
      (column.caption.ar === column.caption.en
        ? 0
        : paragraphHeight(doc, column.caption.ar, width, headStyle, 'rtl')) +
      (column.money ? lineHeight(unitStyle) : 0)
    );
  });
  const height = Math.max(...heights) + 2 * PAD;
  doc.rect(MARGIN, sheet.y, WIDTH, height).fill(SHADE);
  COLUMNS.forEach((column, i) => {
    const box = { x: columnX(i) + PAD, width: column.width - 2 * PAD };
    let y = sheet.y + PAD + (height - 2 * PAD - (heights[i] ?? 0)) / 2;
    y += drawParagraph(doc, column.caption.en, { ...box, y }, headStyle, 'center', 'ltr');
    if (column.caption.ar !== column.caption.en) {
      y += drawParagraph(doc, column.caption.ar, { ...box, y }, headStyle, 'center', 'rtl');
    }
    if (column.money) drawLine(doc, CURRENCY, { ...box, y }, unitStyle, 'center', 'ltr');
  });
  sheet.y += height;
  rule(sheet, ACCENT, 0.8);
}

function drawLines(sheet: Sheet): void {
  const { doc, document } = sheet;
  drawTableHeader(sheet);
  const descriptionWidth = (COLUMNS[1]?.width ?? 0) - 2 * PAD;
  document.lines.forEach((line, index) => {
    const names: CellText[] = [
      ...(line.name.ar
        ? [{ text: line.name.ar, direction: 'rtl' as const, align: 'right' as const }]
        : []),
      ...(line.name.en
        ? [{ text: line.name.en, direction: 'ltr' as const, align: 'left' as const }]
        : []),
    ];
    const namesHeight = stackHeight(doc, names, descriptionWidth, cellStyle);
    const height = Math.max(namesHeight, lineHeight(cellStyle)) + 2 * PAD;
    if (sheet.y + height > BOTTOM) {
      newPage(sheet);
      drawTableHeader(sheet);
    }
    const cells = [
      String(index + 1),
      '',
      String(line.quantity),
      formatAmount(line.unitPrice),
      formatAmount(line.discount),
      `${percent.format(line.vatRate)}%`,
      formatAmount(line.vat),
      formatAmount(line.total),
    ];
    const top = sheet.y + PAD;
    const middle = top + (height - 2 * PAD - lineHeight(cellStyle)) / 2;
    cells.forEach((text, i) => {
      if (i === 1) return;
      const column = COLUMNS[i];
      if (!column) return;
      drawLine(
        doc,
        text,
        { x: columnX(i) + PAD, y: middle, width: column.width - 2 * PAD },
        i === 7 ? { ...cellStyle, weight: 'bold' } : cellStyle,
        'center',
        'ltr',
      );
    });
    drawStack(doc, names, { x: columnX(1) + PAD, y: top, width: descriptionWidth }, height, {
      style: cellStyle,
      align: 'left',
    });
    sheet.y += height;
    rule(sheet, RULE, 0.5);
  });
}

function drawTotals(sheet: Sheet): void {
  const { doc, document } = sheet;
  const { totals } = document;
  const rows: { caption: Bilingual; amount: number; bold?: boolean }[] = [];
  if (totals.discount !== 0) {
    rows.push(
      {
        caption: { en: 'Total excl. VAT', ar: 'الإجمالي غير شامل ضريبة القيمة المضافة' },
        amount: totals.net,
      },
      { caption: { en: 'Discount', ar: 'الخصم' }, amount: totals.discount },
      {
        caption: { en: 'Taxable amount excl. VAT', ar: 'الإجمالي الخاضع للضريبة غير شامل الضريبة' },
        amount: totals.taxExclusive,
      },
    );
  } else {
    rows.push({
      caption: { en: 'Total excl. VAT', ar: 'الإجمالي غير شامل ضريبة القيمة المضافة' },
      amount: totals.taxExclusive,
    });
  }
  rows.push(
    { caption: { en: 'VAT total', ar: 'مجموع ضريبة القيمة المضافة' }, amount: totals.vat },
    {
      caption: { en: 'Total incl. VAT', ar: 'الإجمالي شامل ضريبة القيمة المضافة' },
      amount: totals.taxInclusive,
      bold: true,
    },
  );
  if (totals.payable !== totals.taxInclusive) {
    rows.push({
      caption: { en: 'Amount payable', ar: 'المبلغ المستحق' },
      amount: totals.payable,
      bold: true,
    });
  }

  const left = MARGIN + QR_SIZE + 28;
  const width = MARGIN + WIDTH - left;
  const captionWidth = 118;
  const amountWidth = width - 2 * captionWidth;
  const heights = rows.map(
    (item) =>
      Math.max(
        paragraphHeight(doc, item.caption.en, captionWidth - 2 * PAD, label, 'ltr'),
        paragraphHeight(doc, item.caption.ar, captionWidth - 2 * PAD, label, 'rtl'),
        lineHeight(strong),
      ) +
      2 * PAD,
  );
  const totalsHeight = heights.reduce((sum, height) => sum + height, 0);
  // Wider than the QR's quiet zone (4 modules) for any content a document's QR holds.
  const gap = 20;
  ensureSpace(sheet, gap + Math.max(totalsHeight, QR_SIZE) + 8);
  sheet.y += gap;
  const top = sheet.y;

  drawQrCode(doc, document.qr, { x: MARGIN + 4, y: top, size: QR_SIZE });

  let y = top;
  rows.forEach((item, i) => {
    const height = heights[i] ?? 0;
    if (item.bold) doc.rect(left, y, width, height).fill(SHADE);
    const amountStyle = item.bold ? { ...strong, size: 10.5 } : value;
    const captionStyle: TextStyle = item.bold ? { ...label, weight: 'bold', color: INK } : label;
    const captionBox = captionWidth - 2 * PAD;
    for (const [text, x, align, direction] of [
      [item.caption.en, left + PAD, 'left', 'ltr'],
      [item.caption.ar, left + width - captionWidth + PAD, 'right', 'rtl'],
    ] as const) {
      const captionHeight = paragraphHeight(doc, text, captionBox, captionStyle, direction);
      drawParagraph(
        doc,
        text,
        { x, y: y + (height - captionHeight) / 2, width: captionBox },
        captionStyle,
        align,
        direction,
      );
    }
    drawLine(
      doc,
      `${formatAmount(item.amount)} ${CURRENCY}`,
      {
        x: left + captionWidth,
        y: y + (height - lineHeight(amountStyle)) / 2,
        width: amountWidth,
      },
      amountStyle,
      'center',
      'ltr',
    );
    y += height;
    drawRule(doc, { x: left, y, width }, { color: RULE, width: 0.5 });
  });
  sheet.y = top + Math.max(totalsHeight, QR_SIZE);
}

function drawFooters(sheet: Sheet): void {
  const { doc, document } = sheet;
  const { start, count } = doc.bufferedPageRange();
  const style: TextStyle = { size: 7.5, color: MUTED };
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = PAGE.height - MARGIN - FOOTER + 10;
    drawRule(doc, { x: MARGIN, y: y - 4, width: WIDTH }, { color: RULE, width: 0.5 });
    const half = { y, width: WIDTH / 2 };
    const page = i - start + 1;
    drawLine(
      doc,
      `${document.number} · Page ${page} of ${count}`,
      { x: MARGIN, ...half },
      style,
      'left',
      'ltr',
    );
    drawLine(
      doc,
      `${document.number} · صفحة ${page} من ${count}`,
      { x: MARGIN + WIDTH / 2, ...half },
      style,
      'right',
      'rtl',
    );
  }
}

function ensureSpace(sheet: Sheet, height: number): void {
  if (sheet.y + height > BOTTOM) newPage(sheet);
}

function newPage(sheet: Sheet): void {
  sheet.doc.addPage();
  sheet.y = MARGIN;
  drawContinuation(sheet);
}

function rule(sheet: Sheet, color: string, width: number): void {
  drawRule(sheet.doc, { x: MARGIN, y: sheet.y, width: WIDTH }, { color, width });
}

/** The issue time in Riyadh (UTC+3 all year, no daylight saving), as ZATCA's examples write it. */
function riyadhDateTime(iso: string): string {
  return `${riyadhTime(iso, 'second')} (UTC+03:00)`;
}

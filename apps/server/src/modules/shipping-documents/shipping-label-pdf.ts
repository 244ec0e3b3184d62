import { halalasToSar } from '@store/shared/money';
import { drawCode128, loadBarcode } from '../../pdf/barcode.ts';
import {
  type Align,
  drawLine,
  isolate,
  lineHeight,
  paragraphDirection,
  type TextStyle,
  wrapText,
} from '../../pdf/bidi-text.ts';
import { openPdf } from '../../pdf/document.ts';
import { drawRule } from '../../pdf/rule.ts';
import { CURRENCY_NAME, formatAmount, riyadhTime } from '../../pdf/format.ts';
import {
  addressParts,
  type Bilingual,
  type Language,
  type PartyAddress,
  placeLine,
  shortAddressLine,
} from './party-address.ts';
import {
  directionOf,
  drawBilingualHeading,
  endAlign,
  type Frame,
  fromStart,
  inOrder,
  packItems,
  startAlign,
  truncateLines,
} from './print-layout.ts';

/**
 * Shipping labels on A6 (105 x 148 mm), one page per parcel: the size of the thermal labels
 * Saudi carriers and most label printers take (4 x 6 in is within a few mm of it). LABELS.md
 * says what is printed where and why.
 */

export interface ShippingLabelData {
  /** Labels are bilingual headings; the language orders them and sets the page's direction. */
  language: Language;
  store: { name: Bilingual; phone: string | null; address: PartyAddress | null };
  recipient: PartyAddress;
  /** e.g. MA-7K3M-Q9XA */
  orderNumber: string;
  /** "SMSA Express" / "سمسا" */
  carrier: Bilingual;
  /** Barcoded when there is one; else the order number is. */
  trackingNumber: string | null;
  parcel: { index: number; count: number };
  weightGrams: number | null;
  /** Printed large, "COD 1,250.00 SAR", when set. */
  cashOnDeliveryHalalas: number | null;
  shippedOn: Date;
}

const PAGE = { width: 297.64, height: 419.53 };
const MARGIN = 14;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN;
const GAP = 5;

const INK = '#000000';
const MUTED = '#444444';

const BARCODE_HEIGHT = 50;
/** 0.7 mm: short codes get wide bars, which any scanner reads from a distance. */
const MAX_MODULE = 2;

/** The recipient's block is set between these times its design size, as large as fits. */
const MAX_SCALE = 1.2;
/** The smallest it is set in before lines are dropped. */
const MIN_SCALE = 0.62;

const TEXT = {
  title: { en: 'Shipping label', ar: 'ملصق الشحن' },
  shipTo: { en: 'Ship to', ar: 'المرسل إليه' },
  from: { en: 'From', ar: 'المرسل' },
  tracking: { en: 'Tracking number', ar: 'رقم التتبع' },
  orderBarcode: { en: 'Order number (no tracking number yet)', ar: 'رقم الطلب (لا رقم تتبع بعد)' },
  order: { en: 'Order', ar: 'الطلب' },
  parcel: { en: 'Parcel', ar: 'الطرد' },
  weight: { en: 'Weight', ar: 'الوزن' },
  shipped: { en: 'Shipped', ar: 'تاريخ الشحن' },
  cod: { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' },
  collect: { en: 'Collect', ar: 'المبلغ المطلوب تحصيله' },
  prepaid: { en: 'Prepaid: nothing to collect', ar: 'مدفوع مسبقًا: لا مبلغ للتحصيل' },
  kilograms: { en: 'kg', ar: 'كجم' },
} satisfies Record<string, Bilingual>;

/** One A6 page per label, in the order given (bulk printing). */
export async function renderShippingLabels(labels: ShippingLabelData[]): Promise<Buffer> {
  const first = labels[0];
  if (!first) throw new RangeError('renderShippingLabels: no labels to print');
  const [{ doc, finish }] = await Promise.all([
    openPdf({
      autoFirstPage: false,
      margin: 0,
      lang: first.language === 'ar' ? 'ar-SA' : 'en',
      displayTitle: true,
      info: {
        Title:
          labels.length === 1
            ? `${TEXT.title.en} ${first.orderNumber} ${first.parcel.index}/${first.parcel.count}`
            : `${TEXT.title.en}s (${labels.length})`,
        Subject: [...new Set(labels.map((label) => label.orderNumber))].join(', '),
      },
    }),
    loadBarcode(),
  ]);
  for (const label of labels) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    drawLabel(doc, label);
  }
  return finish();
}

function drawLabel(doc: PDFKit.PDFDocument, label: ShippingLabelData): void {
  const frame: Frame = { language: label.language, left: MARGIN, width: WIDTH };
  let y = drawCarrier(doc, frame, label);
  y = drawBarcode(doc, frame, label, y);

  // From the bottom up: what to collect, the order and parcel, the sender. The recipient gets
  // the space between, at the largest size that fits it.
  let bottom = BOTTOM;
  bottom -= drawCollection(doc, frame, label, bottom);
  bottom -= GAP;
  bottom -= drawFacts(doc, frame, label, bottom);
  bottom -= GAP;
  rule(doc, bottom, 0.6);
  bottom -= GAP;
  bottom -= drawSender(doc, frame, label, bottom);
  bottom -= GAP;
  rule(doc, bottom, 1.2);
  drawRecipient(doc, frame, label.recipient, { top: y, bottom: bottom - GAP });
}

/** The carrier's name in both scripts, the label's title and the day it shipped. */
function drawCarrier(doc: PDFKit.PDFDocument, frame: Frame, label: ShippingLabelData): number {
  const direction = directionOf(frame.language);
  const [carrier, otherCarrier] = inOrder(frame.language, label.carrier);
  const big: TextStyle = { size: 16, weight: 'bold', color: INK };
  const side: TextStyle = { size: 11, weight: 'bold', color: INK };
  let y = MARGIN - 1;
  const half = WIDTH * 0.6;
  drawFitted(
    doc,
    carrier,
    { x: fromStart(frame, 0, half), y, width: half },
    big,
    startAlign(direction),
    'auto',
  );
  const otherWidth = WIDTH - half - GAP;
  drawFitted(
    doc,
    otherCarrier,
    {
      x: fromStart(frame, half + GAP, otherWidth),
      y: y + (big.size - side.size) * 1.05,
      width: otherWidth,
    },
    side,
    endAlign(direction),
    'auto',
  );
  y += lineHeight(big) - 2;
  const small: TextStyle = { size: 7.5, color: MUTED };
  drawBilingualHeading(doc, { ...frame, width: WIDTH * 0.62 }, TEXT.title, y, small, small);
  const [shipped] = inOrder(frame.language, TEXT.shipped);
  drawLine(
    doc,
    `${shipped} ${isolate(riyadhTime(label.shippedOn, 'day'), 'ltr')}`,
    { x: MARGIN, y, width: WIDTH },
    small,
    endAlign(direction),
    direction,
  );
  y += lineHeight(small);
  rule(doc, y, 1.5);
  return y + GAP;
}

/** Code 128 of the tracking number (or the order number), its text under it. */
function drawBarcode(
  doc: PDFKit.PDFDocument,
  frame: Frame,
  label: ShippingLabelData,
  top: number,
): number {
  const content = label.trackingNumber?.trim() || label.orderNumber;
  let y = top + 2;
  drawCode128(doc, content, {
    x: MARGIN,
    y,
    width: WIDTH,
    height: BARCODE_HEIGHT,
    maxModule: MAX_MODULE,
  });
  y += BARCODE_HEIGHT + 1;
  const digits: TextStyle = { size: 12, weight: 'bold', color: INK };
  for (const line of wrapText(doc, content, WIDTH, digits, 'ltr')) {
    drawLine(doc, line, { x: MARGIN, y, width: WIDTH }, digits, 'center', 'ltr');
    y += lineHeight(digits) - 2;
  }
  const caption: TextStyle = { size: 7, color: MUTED };
  const [first, other] = inOrder(
    frame.language,
    label.trackingNumber?.trim() ? TEXT.tracking : TEXT.orderBarcode,
  );
  drawFitted(
    doc,
    `${first} · ${other}`,
    { x: MARGIN, y, width: WIDTH },
    caption,
    'center',
    directionOf(frame.language),
  );
  y += lineHeight(caption);
  rule(doc, y, 0.6);
  return y + GAP;
}

interface Block {
  lines: string[];
  style: TextStyle;
  align: Align;
  direction: 'ltr' | 'rtl';
  /** Dropped from the end, behind an ellipsis, when the block cannot fit at the smallest size. */
  truncatable: boolean;
}

/**
 * The recipient, large: name, phone, the address as typed (right-aligned when it is Arabic), the
 * National Address's parts, its short code, and city, region and country in both scripts.
 */
function drawRecipient(
  doc: PDFKit.PDFDocument,
  frame: Frame,
  recipient: PartyAddress,
  area: { top: number; bottom: number },
): void {
  const direction = directionOf(frame.language);
  const heading: TextStyle = { size: 8, weight: 'bold', color: INK };
  drawBilingualHeading(doc, frame, TEXT.shipTo, area.top, heading, {
    ...heading,
    weight: 'regular',
    color: MUTED,
  });
  const top = area.top + lineHeight(heading);
  const available = area.bottom - top;

  const blocksAt = (scale: number): Block[] => {
    const style = (size: number, weight: TextStyle['weight'] = 'regular'): TextStyle => ({
      size: size * scale,
      weight,
      color: INK,
    });
    const blocks: Block[] = [];
    const add = (
      text: string | string[],
      textStyle: TextStyle,
      textDirection: 'ltr' | 'rtl',
      align: Align,
      truncatable = false,
    ) => {
      const lines = Array.isArray(text)
        ? packItems(doc, text, WIDTH, textStyle, textDirection)
        : wrapText(doc, text, WIDTH, textStyle, textDirection);
      if (lines.length > 0)
        blocks.push({ lines, style: textStyle, align, direction: textDirection, truncatable });
    };
    const own = (text: string) => paragraphDirection(text, direction);
    add(recipient.name, style(15, 'bold'), own(recipient.name), startAlign(own(recipient.name)));
    add(recipient.phone, style(12.5, 'bold'), 'ltr', startAlign(direction));
    add(
      recipient.addressAsEntered,
      style(11),
      own(recipient.addressAsEntered),
      startAlign(own(recipient.addressAsEntered)),
      true,
    );
    add(addressParts(recipient, frame.language), style(9), direction, startAlign(direction), true);
    const short = shortAddressLine(recipient, frame.language);
    if (short) add(short, style(10, 'bold'), direction, startAlign(direction));
    const [first, second] = inOrder(frame.language, {
      en: placeLine(recipient, 'en'),
      ar: placeLine(recipient, 'ar'),
    });
    const firstDirection = frame.language === 'ar' ? 'rtl' : 'ltr';
    const secondDirection = frame.language === 'ar' ? 'ltr' : 'rtl';
    add(first, style(12, 'bold'), firstDirection, startAlign(firstDirection));
    add(second, style(10.5, 'bold'), secondDirection, startAlign(secondDirection));
    return blocks;
  };
  const heightOf = (blocks: Block[]) =>
    blocks.reduce((sum, block) => sum + block.lines.length * blockLineHeight(block), 0);

  // Larger than its design size when the label has room (a short address), smaller when not:
  // the largest scale that fits, found by halving the interval (each try wraps every line).
  let blocks = blocksAt(MAX_SCALE);
  if (heightOf(blocks) > available) {
    let fits = MIN_SCALE;
    let fails = MAX_SCALE;
    for (let step = 0; step < 6; step++) {
      const scale = (fits + fails) / 2;
      if (heightOf(blocksAt(scale)) <= available) fits = scale;
      else fails = scale;
    }
    blocks = blocksAt(fits);
  }
  // Still too tall at the smallest size: the free text gives up its last lines, the address as
  // typed first (the National Address's parts say the same in order).
  for (const block of blocks.filter((item) => item.truncatable)) {
    const excess = heightOf(blocks) - available;
    if (excess <= 0) break;
    const drop = Math.ceil(excess / blockLineHeight(block));
    block.lines = truncateLines(
      doc,
      block.lines,
      Math.max(1, block.lines.length - drop),
      WIDTH,
      block.style,
      block.direction,
    );
  }

  let y = top;
  for (const block of blocks) {
    for (const line of block.lines) {
      if (y + blockLineHeight(block) > area.bottom + 0.5) return;
      drawLine(
        doc,
        line,
        { x: MARGIN, y, width: WIDTH },
        block.style,
        block.align,
        block.direction,
      );
      y += blockLineHeight(block);
    }
  }
}

/** Latin lines of a block sit closer than a paragraph's; Arabic keeps room for its marks. */
function blockLineHeight(block: Block): number {
  return lineHeight(block.style) * (block.direction === 'rtl' ? 1 : 0.9);
}

/** The sender, small: the store's name and phone, its address in two lines at most. */
function drawSender(
  doc: PDFKit.PDFDocument,
  frame: Frame,
  label: ShippingLabelData,
  bottom: number,
): number {
  const direction = directionOf(frame.language);
  const style: TextStyle = { size: 7.5, color: INK };
  const heading: TextStyle = { size: 7, weight: 'bold', color: INK };
  const [storeName] = inOrder(frame.language, label.store.name);
  const address = label.store.address;
  const lines: { text: string; style: TextStyle; direction: 'ltr' | 'rtl' }[] = [];
  const nameLine = packItems(
    doc,
    [storeName, label.store.phone ?? address?.phone ?? ''].filter(Boolean),
    WIDTH,
    { ...style, weight: 'bold' },
    direction,
  );
  for (const text of truncateLines(
    doc,
    nameLine,
    1,
    WIDTH,
    { ...style, weight: 'bold' },
    direction,
  )) {
    lines.push({ text, style: { ...style, weight: 'bold' }, direction });
  }
  if (address) {
    const parts = [
      address.addressAsEntered,
      ...addressParts(address, frame.language),
      shortAddressLine(address, frame.language),
      placeLine(address, frame.language),
    ].filter((part): part is string => Boolean(part?.trim()));
    const packed = packItems(doc, parts, WIDTH, style, direction);
    for (const text of truncateLines(doc, packed, 2, WIDTH, style, direction)) {
      lines.push({ text, style, direction });
    }
  }
  const height =
    lineHeight(heading) + lines.reduce((sum, line) => sum + lineHeight(line.style) * 0.9, 0);
  let y = bottom - height;
  drawBilingualHeading(doc, frame, TEXT.from, y, heading, {
    ...heading,
    weight: 'regular',
    color: MUTED,
  });
  y += lineHeight(heading);
  for (const line of lines) {
    drawLine(
      doc,
      line.text,
      { x: MARGIN, y, width: WIDTH },
      line.style,
      startAlign(direction),
      line.direction,
    );
    y += lineHeight(line.style) * 0.9;
  }
  return height;
}

/** Order number, parcel n/m and weight, side by side in three cells. */
function drawFacts(
  doc: PDFKit.PDFDocument,
  frame: Frame,
  label: ShippingLabelData,
  bottom: number,
): number {
  const direction = directionOf(frame.language);
  const caption: TextStyle = { size: 7, color: MUTED };
  const value: TextStyle = { size: 11, weight: 'bold', color: INK };
  const weight =
    label.weightGrams === null
      ? '—'
      : `${formatWeight(label.weightGrams)} ${TEXT.kilograms[frame.language]}`;
  const cells: { caption: Bilingual; value: string; direction: 'ltr' | 'rtl'; width: number }[] = [
    { caption: TEXT.order, value: label.orderNumber, direction: 'ltr', width: WIDTH * 0.46 },
    {
      caption: TEXT.parcel,
      value: `${label.parcel.index}/${label.parcel.count}`,
      direction: 'ltr',
      width: WIDTH * 0.22,
    },
    { caption: TEXT.weight, value: weight, direction, width: WIDTH * 0.32 },
  ];
  const height = lineHeight(caption) + lineHeight(value) - 2;
  const top = bottom - height;
  let offset = 0;
  cells.forEach((cell, i) => {
    const x = fromStart(frame, offset, cell.width);
    const [first, other] = inOrder(frame.language, cell.caption);
    const pad = i === 0 ? 0 : 5;
    const box = { x: x + (direction === 'ltr' ? pad : 0), width: cell.width - pad };
    drawFitted(
      doc,
      `${first} · ${other}`,
      { ...box, y: top },
      caption,
      startAlign(direction),
      direction,
    );
    drawFitted(
      doc,
      cell.value,
      { ...box, y: top + lineHeight(caption) - 2 },
      value,
      startAlign(direction),
      cell.direction,
    );
    if (i > 0) {
      const edge = direction === 'ltr' ? x : x + cell.width;
      doc.moveTo(edge, top).lineTo(edge, bottom).lineWidth(0.6).strokeColor(INK).stroke();
    }
    offset += cell.width;
  });
  return height;
}

/**
 * Cash on delivery: a heavy box with the amount large, "COD 1,250.00 SAR", and the same in the
 * other script; a prepaid parcel says there is nothing to collect.
 */
function drawCollection(
  doc: PDFKit.PDFDocument,
  frame: Frame,
  label: ShippingLabelData,
  bottom: number,
): number {
  const direction = directionOf(frame.language);
  const halalas = label.cashOnDeliveryHalalas;
  if (halalas === null || halalas <= 0) {
    const style: TextStyle = { size: 8.5, weight: 'bold', color: INK };
    const height = lineHeight(style) + 4;
    const top = bottom - height;
    doc.rect(MARGIN, top, WIDTH, height).lineWidth(0.8).strokeColor(INK).stroke();
    const [first, other] = inOrder(frame.language, TEXT.prepaid);
    drawFitted(
      doc,
      `${first} · ${other}`,
      { x: MARGIN + 4, y: top + 2, width: WIDTH - 8 },
      style,
      'center',
      direction,
    );
    return height;
  }
  const amount = formatAmount(halalasToSar(halalas));
  const big: TextStyle = { size: 22, weight: 'bold', color: INK };
  const line: TextStyle = { size: 10, weight: 'bold', color: INK };
  const english = `${TEXT.cod.en}: ${TEXT.collect.en.toLowerCase()} ${amount} ${CURRENCY_NAME.en}`;
  const arabic = `${TEXT.cod.ar}: ${TEXT.collect.ar} ${amount} ${CURRENCY_NAME.ar}`;
  const [first, second] = inOrder(frame.language, { en: english, ar: arabic });
  const pad = 4;
  const height = lineHeight(line) * 2 + lineHeight(big) * 0.9 + 2 * pad;
  const top = bottom - height;
  doc
    .rect(MARGIN + 1, top + 1, WIDTH - 2, height - 2)
    .lineWidth(2.5)
    .strokeColor(INK)
    .stroke();
  const inner = { x: MARGIN + pad + 2, width: WIDTH - 2 * pad - 4 };
  let y = top + pad;
  drawFitted(doc, first, { ...inner, y }, line, 'center', direction);
  y += lineHeight(line);
  drawFitted(
    doc,
    `COD ${amount} ${CURRENCY_NAME.en}`,
    { ...inner, y: y - 2 },
    big,
    'center',
    'ltr',
  );
  y += lineHeight(big) * 0.9;
  drawFitted(doc, second, { ...inner, y }, line, 'center', direction === 'rtl' ? 'ltr' : 'rtl');
  return height;
}

/** One line in a box; cut behind an ellipsis when it is wider. */
function drawFitted(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number },
  style: TextStyle,
  align: Align,
  direction: 'ltr' | 'rtl' | 'auto',
): void {
  const resolved = direction === 'auto' ? paragraphDirection(text, 'ltr') : direction;
  const [line = ''] = truncateLines(
    doc,
    wrapText(doc, text, box.width, style, resolved),
    1,
    box.width,
    style,
    resolved,
  );
  drawLine(doc, line, box, style, align, resolved);
}

function formatWeight(grams: number): string {
  return (grams / 1000).toLocaleString('en-US', { maximumFractionDigits: 2 });
}

function rule(doc: PDFKit.PDFDocument, y: number, width: number): void {
  drawRule(doc, { x: MARGIN, y, width: WIDTH }, { color: INK, width });
}

import {
  drawLine,
  drawParagraph,
  isolate,
  lineHeight,
  paragraphDirection,
  paragraphHeight,
  type TextStyle,
  wrapText,
} from '../../pdf/bidi-text.ts';
import { ACCENT, INK, MUTED, SHADE } from '../../pdf/colours.ts';
import { openPdf } from '../../pdf/document.ts';
import { drawRule } from '../../pdf/rule.ts';
import { riyadhTime } from '../../pdf/format.ts';
import {
  addressParts,
  type Language,
  type PartyAddress,
  placeLine,
  shortAddressLine,
} from './party-address.ts';
import {
  directionOf,
  endAlign,
  type Frame,
  fromStart,
  packItems,
  startAlign,
} from './print-layout.ts';

/**
 * Packing slips on A5 portrait, one order after another (bulk printing): what goes in the parcel,
 * with a box to tick per line, and where it goes. In the order's language only; Arabic pages read
 * right to left, columns mirrored. LABELS.md says what is printed where.
 */

export interface PackingSlipData {
  /** The slip is in the order's language. */
  language: Language;
  store: { name: { en: string; ar: string }; phone: string | null; email: string | null };
  orderNumber: string;
  placedAt: Date;
  recipient: PartyAddress;
  shippingMethod: string;
  items: { name: string; quantity: number; sku?: string | null }[];
  /** The shopper's notes. */
  notes: string;
  /** e.g. "Cash on delivery: collect 1,250.00 SAR"; without the amount for a gift with prices hidden. */
  paymentNote: string | null;
  /**
   * A gift (decision 036): whether to wrap it and the message for the card, printed as the
   * shopper wrote it. Never amounts: the slip of a gift with hidden prices shows none at all.
   */
  gift?: { wrap: boolean; message: string } | null;
}

const PAGE = { width: 419.53, height: 595.28 };
const MARGIN = 30;
const WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER = 22;
const BOTTOM = PAGE.height - MARGIN - FOOTER;
const PAD = 4;

const RULE = '#bdbdbd';

const TEXT = {
  title: { en: 'Packing slip', ar: 'قائمة التعبئة' },
  continued: { en: 'continued', ar: 'تابع' },
  order: { en: 'Order', ar: 'رقم الطلب' },
  placed: { en: 'Placed', ar: 'تاريخ الطلب' },
  shipTo: { en: 'Ship to', ar: 'الشحن إلى' },
  shipping: { en: 'Shipping method', ar: 'طريقة الشحن' },
  item: { en: 'Item', ar: 'المنتج' },
  sku: { en: 'SKU', ar: 'رمز المنتج' },
  quantity: { en: 'Qty', ar: 'الكمية' },
  packed: { en: 'Packed', ar: 'تم' },
  totals: { en: 'Lines {lines} · Units {units}', ar: 'عدد المنتجات {lines} · عدد القطع {units}' },
  notes: { en: "Shopper's notes", ar: 'ملاحظات العميل' },
  payment: { en: 'Payment', ar: 'الدفع' },
  gift: { en: 'Gift', ar: 'هدية' },
  wrap: { en: 'Wrap as a gift', ar: 'غلّف الطلب كهدية' },
  noWrap: { en: 'A gift: no wrapping asked for', ar: 'هدية: دون تغليف' },
  message: { en: 'Gift message (write on the card):', ar: 'رسالة الهدية (تُكتب على البطاقة):' },
  page: { en: 'Page {page} of {count}', ar: 'صفحة {page} من {count}' },
} satisfies Record<string, { en: string; ar: string }>;

const heading: TextStyle = { size: 9, weight: 'bold', color: ACCENT };
const body: TextStyle = { size: 9.5, color: INK };
const strong: TextStyle = { size: 9.5, weight: 'bold', color: INK };
const small: TextStyle = { size: 7.5, color: MUTED };
/** The count of lines and units under the table. */
const TOTALS_HEIGHT = lineHeight(strong) + 11;

interface Sheet {
  doc: PDFKit.PDFDocument;
  slip: PackingSlipData;
  frame: Frame;
  direction: 'ltr' | 'rtl';
  y: number;
}

/** Every slip from a new page; a long order flows onto more, its header and table head repeated. */
export async function renderPackingSlips(slips: PackingSlipData[]): Promise<Buffer> {
  const first = slips[0];
  if (!first) throw new RangeError('renderPackingSlips: no slips to print');
  const { doc, finish } = await openPdf({
    autoFirstPage: false,
    margin: 0,
    bufferPages: true,
    lang: first.language === 'ar' ? 'ar-SA' : 'en',
    displayTitle: true,
    info: {
      Title:
        slips.length === 1
          ? `${TEXT.title[first.language]} ${first.orderNumber}`
          : `${TEXT.title.en}s (${slips.length})`,
      Subject: slips.map((slip) => slip.orderNumber).join(', '),
    },
  });
  for (const slip of slips) {
    const firstPage = doc.bufferedPageRange().count;
    const sheet: Sheet = {
      doc,
      slip,
      frame: { language: slip.language, left: MARGIN, width: WIDTH },
      direction: directionOf(slip.language),
      y: MARGIN,
    };
    doc.addPage({ size: 'A5', margin: 0 });
    drawHeader(sheet);
    drawAddressAndShipping(sheet);
    drawItems(sheet);
    drawGift(sheet);
    drawNotes(sheet);
    drawPayment(sheet);
    drawFooters(sheet, firstPage);
  }
  return finish();
}

function text(sheet: Sheet, key: keyof typeof TEXT, values: Record<string, string | number> = {}) {
  return TEXT[key][sheet.slip.language].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}

/** The store at the start edge; the title, order number and date at the end edge. */
function drawHeader(sheet: Sheet): void {
  const { doc, slip, frame, direction } = sheet;
  const half = WIDTH / 2 - 6;
  const storeStyle: TextStyle = { size: 15, weight: 'bold', color: ACCENT };
  const titleStyle: TextStyle = { size: 14, weight: 'bold', color: INK };
  const top = sheet.y;

  let y = top;
  const start = { x: fromStart(frame, 0, half), width: half };
  y += drawParagraph(
    doc,
    slip.store.name[slip.language],
    { ...start, y },
    storeStyle,
    startAlign(direction),
    direction,
  );
  const contact = [slip.store.phone, slip.store.email].filter((item): item is string =>
    Boolean(item),
  );
  for (const line of packItems(doc, contact, half, small, direction)) {
    drawLine(doc, line, { ...start, y }, small, startAlign(direction), direction);
    y += lineHeight(small);
  }

  let endY = top;
  const end = { x: fromStart(frame, WIDTH - half, half), width: half };
  endY += drawParagraph(
    doc,
    text(sheet, 'title'),
    { ...end, y: endY },
    titleStyle,
    endAlign(direction),
    direction,
  );
  for (const [caption, value] of [
    [text(sheet, 'order'), slip.orderNumber],
    [text(sheet, 'placed'), riyadhTime(slip.placedAt, 'minute')],
  ] as const) {
    endY += drawParagraph(
      doc,
      `${caption}: ${isolate(value, 'ltr')}`,
      { ...end, y: endY },
      caption === text(sheet, 'order') ? strong : body,
      endAlign(direction),
      direction,
    );
  }
  sheet.y = Math.max(y, endY) + 4;
  rule(sheet, ACCENT, 1.2);
  sheet.y += 10;
}

/** Ship-to at the start, the shipping method at the end. */
function drawAddressAndShipping(sheet: Sheet): void {
  const { doc, slip, frame, direction } = sheet;
  const recipient = slip.recipient;
  const column = WIDTH * 0.58;
  const gap = 14;
  const other = WIDTH - column - gap;
  const start = { x: fromStart(frame, 0, column), width: column };
  const top = sheet.y;
  let y = top;
  drawLine(doc, text(sheet, 'shipTo'), { ...start, y }, heading, startAlign(direction), direction);
  y += lineHeight(heading);
  for (const paragraph of addressBlock(recipient, slip.language)) {
    if (paragraph.items) {
      for (const line of packItems(doc, paragraph.items, start.width, paragraph.style, direction)) {
        drawLine(doc, line, { ...start, y }, paragraph.style, startAlign(direction), direction);
        y += lineHeight(paragraph.style);
      }
      continue;
    }
    const own = paragraph.own ? paragraphDirection(paragraph.text, direction) : direction;
    y += drawParagraph(
      doc,
      paragraph.text,
      { ...start, y },
      paragraph.style,
      startAlign(own),
      paragraph.ltr ? 'ltr' : own,
    );
  }

  const end = { x: fromStart(frame, column + gap, other), width: other };
  let endY = top;
  drawLine(
    doc,
    text(sheet, 'shipping'),
    { ...end, y: endY },
    heading,
    startAlign(direction),
    direction,
  );
  endY += lineHeight(heading);
  const methodDirection = paragraphDirection(slip.shippingMethod, direction);
  endY += drawParagraph(
    doc,
    slip.shippingMethod,
    { ...end, y: endY },
    strong,
    startAlign(direction),
    methodDirection,
  );
  // A slip as long as a page: the address block never runs into the table's space unseen.
  sheet.y = Math.max(y, endY) + 10;
  if (sheet.y > BOTTOM) newPage(sheet);
}

interface AddressParagraph {
  text: string;
  style: TextStyle;
  /** Ordered and aligned by its own script (what the shopper typed). */
  own?: boolean;
  ltr?: boolean;
  /** Set as items, each kept whole on a line when it fits (the National Address's parts). */
  items?: string[];
}

function addressBlock(address: PartyAddress, language: Language): AddressParagraph[] {
  const paragraphs: AddressParagraph[] = [
    { text: address.name, style: { ...strong, size: 11 }, own: true },
    { text: address.phone, style: strong, ltr: true },
    { text: address.addressAsEntered, style: body, own: true },
    { text: '', items: addressParts(address, language), style: small },
    { text: shortAddressLine(address, language) ?? '', style: { ...small, weight: 'bold' } },
    { text: placeLine(address, language), style: strong },
  ];
  return paragraphs.filter((paragraph) =>
    paragraph.items ? paragraph.items.length > 0 : paragraph.text.trim() !== '',
  );
}

interface Column {
  key: 'number' | 'item' | 'quantity' | 'packed';
  width: number;
}

const COLUMNS: Column[] = [
  { key: 'number', width: 24 },
  { key: 'item', width: WIDTH - 24 - 44 - 40 },
  { key: 'quantity', width: 44 },
  { key: 'packed', width: 40 },
];

function columnBox(sheet: Sheet, index: number): { x: number; width: number } {
  const offset = COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0);
  const width = COLUMNS[index]?.width ?? 0;
  return { x: fromStart(sheet.frame, offset, width) + PAD, width: width - 2 * PAD };
}

function drawTableHead(sheet: Sheet): void {
  const { doc, direction } = sheet;
  const style: TextStyle = { size: 8.5, weight: 'bold', color: INK };
  const height = lineHeight(style) + 2 * PAD;
  doc.rect(MARGIN, sheet.y, WIDTH, height).fill(SHADE);
  const captions = ['#', text(sheet, 'item'), text(sheet, 'quantity'), text(sheet, 'packed')];
  captions.forEach((caption, i) => {
    drawLine(
      doc,
      caption,
      { ...columnBox(sheet, i), y: sheet.y + PAD },
      style,
      i === 1 ? startAlign(direction) : 'center',
      direction,
    );
  });
  sheet.y += height;
  rule(sheet, ACCENT, 0.8);
}

function drawItems(sheet: Sheet): void {
  const { doc, slip, direction } = sheet;
  drawTableHead(sheet);
  const nameWidth = columnBox(sheet, 1).width;
  const quantityStyle: TextStyle = { size: 11, weight: 'bold', color: INK };
  slip.items.forEach((item, index) => {
    const nameDirection = paragraphDirection(item.name, direction);
    const nameHeight = paragraphHeight(doc, item.name, nameWidth, body, nameDirection);
    const sku = item.sku?.trim() ? `${text(sheet, 'sku')}: ${item.sku.trim()}` : null;
    const skuHeight = sku ? paragraphHeight(doc, sku, nameWidth, small, direction) : 0;
    const height = Math.max(nameHeight + skuHeight, lineHeight(quantityStyle)) + 2 * PAD;
    // The last line keeps the count under it company on its page.
    const after = index === slip.items.length - 1 ? TOTALS_HEIGHT : 0;
    if (sheet.y + height + after > BOTTOM) {
      newPage(sheet);
      drawTableHead(sheet);
    }
    const top = sheet.y + PAD;
    const middle = top + (height - 2 * PAD - lineHeight(quantityStyle)) / 2;
    drawLine(
      doc,
      String(index + 1),
      { ...columnBox(sheet, 0), y: middle + 1.5 },
      body,
      'center',
      'ltr',
    );
    let y = top;
    // Names are set from the page's start edge whatever their script, so the column reads
    // straight; each is ordered in its own direction.
    y += drawParagraph(
      doc,
      item.name,
      { ...columnBox(sheet, 1), y },
      body,
      startAlign(direction),
      nameDirection,
    );
    if (sku) {
      drawParagraph(
        doc,
        sku,
        { ...columnBox(sheet, 1), y },
        small,
        startAlign(direction),
        direction,
      );
    }
    drawLine(
      doc,
      String(item.quantity),
      { ...columnBox(sheet, 2), y: middle },
      quantityStyle,
      'center',
      'ltr',
    );
    const box = columnBox(sheet, 3);
    const size = 11;
    doc
      .rect(box.x + (box.width - size) / 2, top + (height - 2 * PAD - size) / 2, size, size)
      .lineWidth(0.9)
      .strokeColor(INK)
      .stroke();
    sheet.y += height;
    rule(sheet, RULE, 0.5);
  });
  const units = slip.items.reduce((sum, item) => sum + item.quantity, 0);
  ensureSpace(sheet, TOTALS_HEIGHT);
  sheet.y += 3;
  drawLine(
    doc,
    text(sheet, 'totals', { lines: slip.items.length, units }),
    { x: MARGIN + PAD, y: sheet.y, width: WIDTH - 2 * PAD },
    strong,
    endAlign(direction),
    direction,
  );
  sheet.y += TOTALS_HEIGHT - 3;
}

/** The shopper's notes, line by line so a long note flows onto the next page. */
function drawNotes(sheet: Sheet): void {
  const { doc, slip, direction } = sheet;
  if (!slip.notes.trim()) return;
  const notesDirection = paragraphDirection(slip.notes, direction);
  const lines = wrapText(doc, slip.notes.trim(), WIDTH, body, notesDirection);
  ensureSpace(sheet, lineHeight(heading) + lineHeight(body) * Math.min(lines.length, 2));
  drawLine(
    doc,
    text(sheet, 'notes'),
    { x: MARGIN, y: sheet.y, width: WIDTH },
    heading,
    startAlign(direction),
    direction,
  );
  sheet.y += lineHeight(heading);
  for (const line of lines) {
    ensureSpace(sheet, lineHeight(body));
    drawLine(
      doc,
      line,
      { x: MARGIN, y: sheet.y, width: WIDTH },
      body,
      startAlign(notesDirection),
      notesDirection,
    );
    sheet.y += lineHeight(body);
  }
  sheet.y += 8;
}

/**
 * The gift box: wrap or not, then the message line by line in its own direction (a message in
 * Arabic on an English slip reads right to left), boxed so the packer cannot miss it.
 */
function drawGift(sheet: Sheet): void {
  const { doc, slip, direction } = sheet;
  const gift = slip.gift;
  if (!gift) return;
  const inner = WIDTH - 4 * PAD;
  const message = gift.message.trim();
  const messageDirection = message ? paragraphDirection(message, direction) : direction;
  const messageLines = message
    ? message.split('\n').flatMap((part) => wrapText(doc, part, inner, strong, messageDirection))
    : [];
  const height =
    lineHeight(heading) +
    lineHeight(body) +
    (messageLines.length ? lineHeight(small) + messageLines.length * lineHeight(strong) : 0) +
    2 * PAD;
  ensureSpace(sheet, height);
  doc.rect(MARGIN, sheet.y, WIDTH, height).lineWidth(1).strokeColor(ACCENT).stroke();
  const box = { x: MARGIN + 2 * PAD, width: inner };
  let y = sheet.y + PAD;
  drawLine(doc, text(sheet, 'gift'), { ...box, y }, heading, startAlign(direction), direction);
  y += lineHeight(heading);
  drawLine(
    doc,
    text(sheet, gift.wrap ? 'wrap' : 'noWrap'),
    { ...box, y },
    body,
    startAlign(direction),
    direction,
  );
  y += lineHeight(body);
  if (messageLines.length) {
    drawLine(doc, text(sheet, 'message'), { ...box, y }, small, startAlign(direction), direction);
    y += lineHeight(small);
    for (const line of messageLines) {
      drawLine(doc, line, { ...box, y }, strong, startAlign(messageDirection), messageDirection);
      y += lineHeight(strong);
    }
  }
  sheet.y += height + 8;
}

/** The payment note in a box, e.g. the cash the courier collects. */
function drawPayment(sheet: Sheet): void {
  const { doc, slip, direction } = sheet;
  const note = slip.paymentNote?.trim();
  if (!note) return;
  const noteDirection = paragraphDirection(note, direction);
  const inner = WIDTH - 4 * PAD;
  const height =
    lineHeight(heading) + paragraphHeight(doc, note, inner, strong, noteDirection) + 2 * PAD;
  ensureSpace(sheet, height);
  doc.rect(MARGIN, sheet.y, WIDTH, height).lineWidth(1).strokeColor(ACCENT).stroke();
  let y = sheet.y + PAD;
  const box = { x: MARGIN + 2 * PAD, width: inner };
  drawLine(doc, text(sheet, 'payment'), { ...box, y }, heading, startAlign(direction), direction);
  y += lineHeight(heading);
  drawParagraph(doc, note, { ...box, y }, strong, startAlign(direction), noteDirection);
  sheet.y += height + 8;
}

/** Each page of a slip: its order number and "page n of m" of that slip. */
function drawFooters(sheet: Sheet, firstPage: number): void {
  const { doc, slip, direction } = sheet;
  const { start, count } = doc.bufferedPageRange();
  const pages = start + count - firstPage;
  for (let i = 0; i < pages; i++) {
    doc.switchToPage(firstPage + i);
    const y = PAGE.height - MARGIN - FOOTER + 8;
    drawRule(doc, { x: MARGIN, y: y - 4, width: WIDTH }, { color: RULE, width: 0.5 });
    const box = { x: MARGIN, y, width: WIDTH };
    drawLine(doc, slip.orderNumber, box, small, startAlign(direction), 'ltr');
    drawLine(
      doc,
      text(sheet, 'page', { page: i + 1, count: pages }),
      box,
      small,
      endAlign(direction),
      direction,
    );
  }
}

function ensureSpace(sheet: Sheet, height: number): void {
  if (sheet.y + height > BOTTOM) newPage(sheet);
}

/** A further page of the same slip: which order it belongs to, before the rest. */
function newPage(sheet: Sheet): void {
  const { doc, slip, direction } = sheet;
  doc.addPage({ size: 'A5', margin: 0 });
  sheet.y = MARGIN;
  drawLine(
    doc,
    `${text(sheet, 'title')} · ${slip.orderNumber} (${text(sheet, 'continued')})`,
    { x: MARGIN, y: sheet.y, width: WIDTH },
    strong,
    startAlign(direction),
    direction,
  );
  sheet.y += lineHeight(strong) + 4;
  rule(sheet, ACCENT, 1.2);
  sheet.y += 8;
}

function rule(sheet: Sheet, color: string, width: number): void {
  drawRule(sheet.doc, { x: MARGIN, y: sheet.y, width: WIDTH }, { color, width });
}

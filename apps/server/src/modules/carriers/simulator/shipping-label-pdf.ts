import {
  MANUAL_CARRIERS,
  type CarrierId,
  type ShipmentRequest,
} from '@store/shared/schemas/carriers';
import {
  drawLine,
  drawParagraph,
  lineHeight,
  loadBidi,
  type TextStyle,
} from '../../../pdf/bidi-text.ts';
import { fontFiles } from '../../../pdf/fonts.ts';
import { drawQrCode, loadQrCode } from '../../../pdf/qr.ts';

export interface ShippingLabel {
  trackingNumber: string;
  carrier: CarrierId;
  reference: string;
  request: ShipmentRequest;
  /** Where the parcel leaves from: the pickup location's code, else the store. */
  from: string;
  createdAt: Date;
}

/** 4 × 6 inches, the thermal label size Saudi carriers print. */
const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 12;
const INNER = WIDTH - 2 * MARGIN;
const INK = '#111111';
const WARN = '#b42318';

function sar(halalas: number): string {
  return `${(halalas / 100).toFixed(2)} SAR`;
}

/**
 * The simulator's label: a real PDF, set like a carrier's (carrier, tracking number as text and
 * QR code, the recipient, cash to collect), clearly marked as no real shipment. Names and
 * addresses in Arabic are set right to left with the tax document's fonts and bidi handling.
 * pdfkit, bidi-js and qrcode load with the first label, not when the store starts.
 */
export async function renderShippingLabel(label: ShippingLabel): Promise<Buffer> {
  const [{ default: PDFDocument }] = await Promise.all([
    import('pdfkit'),
    loadBidi(),
    loadQrCode(),
  ]);
  const carrier = MANUAL_CARRIERS[label.carrier].name;
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: MARGIN,
    lang: 'ar-SA',
    info: {
      Title: `Simulated shipping label ${label.trackingNumber}`,
      Subject: label.reference,
      CreationDate: label.createdAt,
    },
  });
  for (const [name, data] of fontFiles()) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const half = INNER / 2;
  const line = (
    text: string,
    y: number,
    style: TextStyle,
    align: 'left' | 'right' | 'center',
    direction: 'ltr' | 'rtl' | 'auto',
    x = MARGIN,
    width = INNER,
  ) => drawLine(doc, text, { x, y, width }, style, align, direction);
  const rule = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(WIDTH - MARGIN, y)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();

  let y = MARGIN;
  const warn: TextStyle = { size: 8, weight: 'bold', color: WARN };
  line('SIMULATOR: NOT A REAL SHIPMENT', y, warn, 'left', 'ltr', MARGIN, half);
  line('محاكاة: ليست شحنة حقيقية', y, warn, 'right', 'rtl', MARGIN + half, half);
  y += lineHeight(warn) + 2;

  const title: TextStyle = { size: 14, weight: 'bold', color: INK };
  line(carrier.en, y, title, 'left', 'ltr', MARGIN, half);
  line(carrier.ar, y, title, 'right', 'rtl', MARGIN + half, half);
  y += lineHeight(title);
  rule(y);
  y += 8;

  // Readers need 4 modules of white around the symbol: inset from the rule and the page's edge.
  const qrSize = 84;
  drawQrCode(doc, label.trackingNumber, { x: WIDTH - MARGIN - qrSize - 6, y: y + 6, size: qrSize });
  const small: TextStyle = { size: 8, color: INK };
  const number: TextStyle = { size: 15, weight: 'bold', color: INK };
  const textWidth = INNER - qrSize - 22;
  line('Tracking number / رقم التتبع', y, small, 'left', 'ltr', MARGIN, textWidth);
  line(label.trackingNumber, y + lineHeight(small), number, 'left', 'ltr', MARGIN, textWidth);
  const facts = [
    `Reference: ${label.reference}`,
    `Pieces: ${label.request.packageCount}   Weight: ${(label.request.weightGrams / 1000).toFixed(2)} kg`,
    `Date: ${label.createdAt.toISOString().slice(0, 10)}`,
  ];
  facts.forEach((fact, i) => {
    const at = y + lineHeight(small) + lineHeight(number) + i * lineHeight(small);
    line(fact, at, small, 'left', 'ltr', MARGIN, textWidth);
  });
  y += qrSize + 20;
  rule(y);
  y += 6;

  const heading: TextStyle = { size: 9, weight: 'bold', color: INK };
  const body: TextStyle = { size: 10, color: INK };
  const { recipient } = label.request;
  line('To', y, heading, 'left', 'ltr', MARGIN, half);
  line('إلى', y, heading, 'right', 'rtl', MARGIN + half, half);
  y += lineHeight(heading);
  const address = [
    recipient.name,
    recipient.phone,
    recipient.addressLine,
    [recipient.district, recipient.city, recipient.postalCode].filter(Boolean).join('، '),
    recipient.shortAddress ? `National Address ${recipient.shortAddress}` : '',
  ].filter(Boolean);
  for (const part of address) {
    y += drawParagraph(doc, part, { x: MARGIN, y, width: INNER }, body, 'right', 'auto');
  }
  y += 4;
  rule(y);
  y += 6;
  line('From / من', y, heading, 'left', 'ltr');
  y += lineHeight(heading);
  y += drawParagraph(doc, label.from, { x: MARGIN, y, width: INNER }, body, 'left', 'auto');
  y += 4;
  rule(y);
  y += 8;

  const cod = label.request.codHalalas;
  const amount: TextStyle = { size: 13, weight: 'bold', color: cod > 0 ? WARN : INK };
  if (cod > 0) {
    line(`COD ${sar(cod)}`, y, amount, 'left', 'ltr', MARGIN, half);
    line('الدفع عند الاستلام', y, amount, 'right', 'rtl', MARGIN + half, half);
  } else {
    line('PAID', y, amount, 'left', 'ltr', MARGIN, half);
    line('مدفوع', y, amount, 'right', 'rtl', MARGIN + half, half);
  }

  doc.end();
  return done;
}

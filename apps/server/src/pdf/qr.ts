import type QRCodeModule from 'qrcode';

let qrcode: typeof QRCodeModule | null = null;

/** Loads the QR library, on the first document rather than when the store starts. */
export async function loadQrCode(): Promise<void> {
  qrcode ??= (await import('qrcode')).default;
}

/**
 * Draws a QR code as vector squares, one rectangle per run of dark modules in a row (no seams
 * between neighbours, sharp at any zoom or print resolution). The content is `content` exactly:
 * for ZATCA, the document's base64 TLV string itself. `size` is the symbol without its quiet zone;
 * the caller keeps 4 modules of white around it (the quiet zone readers need).
 */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  content: string,
  box: { x: number; y: number; size: number },
): void {
  if (!qrcode) throw new Error('loadQrCode() first');
  const { modules } = qrcode.create(content, { errorCorrectionLevel: 'M' });
  const moduleSize = box.size / modules.size;
  doc.save();
  for (let row = 0; row < modules.size; row++) {
    let runStart = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && runStart < 0) runStart = col;
      if (!dark && runStart >= 0) {
        doc.rect(
          box.x + runStart * moduleSize,
          box.y + row * moduleSize,
          (col - runStart) * moduleSize,
          moduleSize,
        );
        runStart = -1;
      }
    }
  }
  doc.fillColor('#000000').fill();
  doc.restore();
}

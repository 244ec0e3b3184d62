import { loadBidi } from './bidi-text.ts';
import { fontFiles } from './fonts.ts';

/**
 * A new PDFKit document with the store's faces registered, and the bytes it writes once it ends.
 * PDFKit and bidi-js load with the first document a process prints: a store that prints none
 * never carries them (tens of MB).
 */
export async function openPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; finish: () => Promise<Buffer> }> {
  const [{ default: PDFDocument }] = await Promise.all([import('pdfkit'), loadBidi()]);
  const doc = new PDFDocument(options);
  for (const [name, data] of fontFiles()) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const written = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return written;
    },
  };
}

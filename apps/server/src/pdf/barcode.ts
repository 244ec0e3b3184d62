import type BwipJs from 'bwip-js/node';

let bwip: typeof BwipJs | null = null;

/** Loads the barcode encoder, on the first label rather than when the store starts. */
export async function loadBarcode(): Promise<void> {
  // The default export: its `raw` returns the bar widths (the named `raw` is a symbology).
  bwip ??= (await import('bwip-js/node')).default;
}

/** Code 128 needs 10 modules of white on each side of the bars for a scanner to find them. */
export const QUIET_ZONE_MODULES = 10;

/** The bars and spaces of a Code 128 symbol, in modules, left to right, starting with a bar. */
export function code128Modules(content: string): number[] {
  if (!bwip) throw new Error('loadBarcode() first');
  const [symbol] = bwip.raw({ bcid: 'code128', text: content });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js gave no bars for Code 128');
  return symbol.sbs;
}

/**
 * Draws a Code 128 barcode of `content` as vector bars (sharp at any printer's resolution),
 * centred in the box with its quiet zones inside it. bwip-js chooses the code sets (C for runs
 * of digits, B for the rest) and computes the check character. The module width is the box's
 * width shared out, at most `maxModule` points; returns the width the bars took.
 */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  content: string,
  box: { x: number; y: number; width: number; height: number; maxModule: number },
): { module: number; width: number } {
  const widths = code128Modules(content);
  const modules = widths.reduce((sum, width) => sum + width, 0);
  const module = Math.min(box.maxModule, box.width / (modules + 2 * QUIET_ZONE_MODULES));
  let x = box.x + (box.width - modules * module) / 2;
  doc.save();
  widths.forEach((width, i) => {
    if (i % 2 === 0) doc.rect(x, box.y, width * module, box.height);
    x += width * module;
  });
  doc.fillColor('#000000').fill();
  doc.restore();
  return { module, width: modules * module };
}

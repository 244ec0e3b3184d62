import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * The faces the printed documents are set in: Amiri (a Naskh, SIL Open Font License) from its npm
 * package, read from node_modules once, never fetched and never looked up among the system's fonts.
 * Fontsource splits the family by script, so each script gets its own file; bidi-text.ts picks the
 * file per character.
 *
 * Amiri draws one glyph per letter (lam-alef too), so the PDF's glyph-to-character map gives the
 * words back when they are searched or copied. Noto Naskh Arabic, the web app's face, draws ب ت ث
 * ن ي as one dotless glyph plus dots (the map cannot tell them apart); IBM Plex Sans Arabic joins
 * many letter pairs into ligatures that text extractors read back reversed.
 */
export type FontScript = 'arabic' | 'latin' | 'latinExt';
export type FontWeight = 'regular' | 'bold';

const FILES: Record<FontScript, string> = {
  arabic: 'arabic',
  latin: 'latin',
  latinExt: 'latin-ext',
};
const WEIGHTS: Record<FontWeight, number> = { regular: 400, bold: 700 };

const packages = createRequire(import.meta.url);
let loaded: Map<string, Buffer> | undefined;

export function fontName(script: FontScript, weight: FontWeight): string {
  return `amiri-${FILES[script]}-${WEIGHTS[weight]}`;
}

/** Every face by the name `fontName` gives it, for PDFDocument.registerFont. */
export function fontFiles(): Map<string, Buffer> {
  if (!loaded) {
    const files = new Map<string, Buffer>();
    for (const script of Object.keys(FILES) as FontScript[]) {
      for (const weight of Object.keys(WEIGHTS) as FontWeight[]) {
        const file = `@fontsource/amiri/files/amiri-${FILES[script]}-${WEIGHTS[weight]}-normal.woff`;
        files.set(fontName(script, weight), woffToSfnt(readFileSync(packages.resolve(file))));
      }
    }
    loaded = files;
  }
  return loaded;
}

/**
 * A WOFF 1.0 file as the plain TrueType font it wraps. Fontkit reads WOFF itself, but inflates a
 * table again (in JavaScript) each time it reads it: seconds per document for an Arabic face with
 * large layout tables. Node's zlib does it once, in milliseconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

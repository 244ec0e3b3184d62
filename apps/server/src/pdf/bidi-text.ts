import type bidiFactory from 'bidi-js';
import { type FontScript, type FontWeight, fontName } from './fonts.ts';

/**
 * Mixed Arabic and Latin text on a PDFKit page, in the order a reader expects.
 *
 * PDFKit lays text out with fontkit, which shapes Arabic (joined letter forms, lam-alef) and
 * reverses the glyphs of a run whose script is right-to-left. It does not apply the bidirectional
 * algorithm: it lays a string out word by word, left to right, so the words of an Arabic phrase
 * come out in reverse order and a number inside Arabic text is reversed with it. So the order is
 * decided here: bidi-js (the Unicode Bidirectional Algorithm) gives each character its level and
 * the visual order of a line; the line is cut into pieces of one face, and each piece is handed to
 * PDFKit so that fontkit has nothing left to reorder:
 * - an Arabic word (letters only, no space, no digit) goes in logical order: fontkit shapes it
 *   and reverses it, which is its visual order;
 * - anything else (Latin words, digits, spaces, punctuation) goes in visual order, brackets
 *   mirrored; a character of the Arabic block that is not a letter (an Arabic-Indic digit) goes
 *   alone, as fontkit would reverse a run of them.
 */

let bidi: ReturnType<typeof bidiFactory> | null = null;

/** Loads the bidirectional algorithm, on the first document rather than when the store starts. */
export async function loadBidi(): Promise<void> {
  bidi ??= (await import('bidi-js')).default();
}

function algorithm(): ReturnType<typeof bidiFactory> {
  if (!bidi) throw new Error('loadBidi() first');
  return bidi;
}

export type Direction = 'ltr' | 'rtl' | 'auto';

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Text that keeps its own direction inside a line of the other: a phone number, a date or an
 * English street inside an Arabic line. Without it the bidi algorithm reads the digits after an
 * Arabic word as Arabic numbers, so `2025-03-09` prints as `09-03-2025` and `+9665…` as `9665…+`.
 * `ltr` isolates left to right (U+2066 … U+2069); `auto` takes the direction of the text's first
 * letter (U+2068 … U+2069). The isolates are not drawn.
 */
export function isolate(text: string, direction: 'ltr' | 'auto'): string {
  return `${direction === 'ltr' ? '\u2066' : '\u2068'}${text}\u2069`;
}

/**
 * The direction a paragraph takes from its first letter (the bidi algorithm's rule P2): right to
 * left when it is Arabic (or Hebrew, Syriac, Thaana, N'Ko), else left to right; `fallback` when
 * the text has no letter at all (a phone number).
 */
export function paragraphDirection(text: string, fallback: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  const letter = /\p{L}/u.exec(text)?.[0];
  if (!letter) return fallback;
  return /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(
    letter,
  )
    ? 'rtl'
    : 'ltr';
}
export type Align = 'left' | 'right' | 'center';

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
}

interface Piece {
  text: string;
  font: string;
  size: number;
  width: number;
}

/** Amiri's Arabic is small beside its Latin at one size; this evens them out. */
const ARABIC_SCALE = 1.12;

interface PendingPiece {
  font: string;
  script: FontScript;
  /** Shaped Arabic: text is source.slice(start, end), in logical order. */
  shaped: boolean;
  start: number;
  end: number;
  /** Unshaped: the characters in visual order. */
  visual: string;
  /** Unshaped pieces of Arabic-block characters are never joined with their neighbours. */
  alone: boolean;
}

function scriptOf(codePoint: number): FontScript {
  if (
    (codePoint >= 0x0600 && codePoint <= 0x06ff) ||
    (codePoint >= 0x0750 && codePoint <= 0x077f) ||
    (codePoint >= 0x0870 && codePoint <= 0x08ff) ||
    (codePoint >= 0xfb50 && codePoint <= 0xfdff) ||
    (codePoint >= 0xfe70 && codePoint <= 0xfefc)
  ) {
    return 'arabic';
  }
  if (
    (codePoint >= 0x0100 && codePoint <= 0x02ff && codePoint !== 0x0131) ||
    (codePoint >= 0x1d00 && codePoint <= 0x1eff) ||
    (codePoint >= 0x2c60 && codePoint <= 0x2c7f) ||
    (codePoint >= 0xa720 && codePoint <= 0xa7ff) ||
    (codePoint >= 0x20a0 && codePoint <= 0x20c0 && codePoint !== 0x20ac)
  ) {
    return 'latinExt';
  }
  return 'latin';
}

/** Letters and marks that take part in Arabic joining; digits stay out (they are not reversed). */
function joinsArabic(char: string, codePoint: number): boolean {
  return scriptOf(codePoint) === 'arabic' && !/\p{Nd}/u.test(char);
}

/** Measures the pieces with PDFKit (it caches each face's layout). */
function measure(doc: PDFKit.PDFDocument, pieces: Omit<Piece, 'width'>[]): Piece[] {
  return pieces.map((piece) => ({
    ...piece,
    width: doc.font(piece.font).fontSize(piece.size).widthOfString(piece.text),
  }));
}

/** One line of text as pieces in visual order, left to right. */
export function layoutLine(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  direction: Direction,
): Piece[] {
  if (text === '') return [];
  const weight = style.weight ?? 'regular';
  const embedding = algorithm().getEmbeddingLevels(
    text,
    direction === 'auto' ? undefined : direction,
  );
  // Levels and segments count UTF-16 units.
  const units = Array.from({ length: text.length }, (_, i) => i);
  for (const [start = 0, end = -1] of algorithm().getReorderSegments(text, embedding)) {
    const reversed = units.slice(start, end + 1).reverse();
    units.splice(start, reversed.length, ...reversed);
  }
  const mirrored = algorithm().getMirroredCharactersMap(text, embedding.levels);

  const pending: PendingPiece[] = [];
  for (const index of units) {
    const unit = text.charCodeAt(index);
    // The low half of a surrogate pair travels with its high half.
    if (unit >= 0xdc00 && unit <= 0xdfff && index > 0) {
      const before = text.charCodeAt(index - 1);
      if (before >= 0xd800 && before <= 0xdbff) continue;
    }
    // Direction marks and isolates steer the ordering; they are not drawn.
    if (BIDI_CONTROLS.test(text[index] ?? '')) continue;
    const codePoint = text.codePointAt(index) ?? unit;
    const char = String.fromCodePoint(codePoint);
    const rtl = ((embedding.levels[index] ?? 0) & 1) === 1;
    const script = scriptOf(codePoint);
    const font = fontName(script, weight);
    const last = pending.at(-1);
    if (rtl && joinsArabic(char, codePoint)) {
      if (last?.shaped && last.font === font && index + char.length === last.start) {
        last.start = index;
      } else {
        pending.push({
          font,
          script,
          shaped: true,
          start: index,
          end: index + char.length,
          visual: '',
          alone: false,
        });
      }
      continue;
    }
    const shown = rtl ? (mirrored.get(index) ?? char) : char;
    const alone = script === 'arabic';
    if (last && !last.shaped && !last.alone && !alone && last.font === font) {
      last.visual += shown;
    } else {
      pending.push({ font, script, shaped: false, start: index, end: index, visual: shown, alone });
    }
  }
  return measure(
    doc,
    pending.map((piece) => ({
      font: piece.font,
      size: piece.script === 'arabic' ? style.size * ARABIC_SCALE : style.size,
      text: piece.shaped ? text.slice(piece.start, piece.end) : piece.visual,
    })),
  );
}

export function lineWidth(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  direction: Direction,
): number {
  return layoutLine(doc, text, style, direction).reduce((sum, piece) => sum + piece.width, 0);
}

/** Where the baseline sits below a line's top, in ems. */
const BASELINE = 1.05;

/** Line height for a size: the family's ascent and descent are tall (Arabic marks). */
export function lineHeight(style: TextStyle): number {
  return style.size * 1.5;
}

/**
 * Draws one line inside [x, x + width], its top at y. The baseline is placed, not the glyph box, so
 * every face of a line sits on one baseline.
 */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number },
  style: TextStyle,
  align: Align,
  direction: Direction,
): void {
  const pieces = layoutLine(doc, text, style, direction);
  const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
  let x =
    align === 'left'
      ? box.x
      : align === 'right'
        ? box.x + box.width - total
        : box.x + (box.width - total) / 2;
  const baseline = box.y + style.size * BASELINE;
  doc.fillColor(style.color ?? '#000000');
  for (const piece of pieces) {
    if (piece.text.trim() !== '') {
      doc
        .font(piece.font)
        .fontSize(piece.size)
        .text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    }
    x += piece.width;
  }
}

/**
 * Breaks text into lines that fit width, at spaces (a word longer than the width is cut between
 * characters). Lines are in logical order; each is reordered when drawn.
 */
export function wrapText(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle,
  direction: Direction,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (lineWidth(doc, candidate, style, direction) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = word;
      while (lineWidth(doc, line, style, direction) > width) {
        const chars = Array.from(line);
        let cut = chars.length - 1;
        while (cut > 1 && lineWidth(doc, chars.slice(0, cut).join(''), style, direction) > width) {
          cut -= 1;
        }
        lines.push(chars.slice(0, cut).join(''));
        line = chars.slice(cut).join('');
      }
    }
    if (line !== '') lines.push(line);
  }
  return lines;
}

/** Draws wrapped text from y down; returns the height it took. */
export function drawParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number },
  style: TextStyle,
  align: Align,
  direction: Direction,
): number {
  const lines = wrapText(doc, text, box.width, style, direction);
  lines.forEach((line, i) =>
    drawLine(doc, line, { ...box, y: box.y + i * lineHeight(style) }, style, align, direction),
  );
  return lines.length * lineHeight(style);
}

export function paragraphHeight(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle,
  direction: Direction,
): number {
  return wrapText(doc, text, width, style, direction).length * lineHeight(style);
}

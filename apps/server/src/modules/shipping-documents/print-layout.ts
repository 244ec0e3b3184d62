import {
  type Align,
  drawLine,
  isolate,
  lineWidth,
  type TextStyle,
  wrapText,
} from '../../pdf/bidi-text.ts';
import type { Bilingual, Language } from './party-address.ts';

/**
 * A page read in one direction: English from the left edge, Arabic from the right. Boxes are
 * placed by their distance from the start edge and mirrored here, so one layout serves both.
 */
export interface Frame {
  language: Language;
  /** The content area: its left edge and width on the page. */
  left: number;
  width: number;
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Text alignment at the start of a line (left in English, right in Arabic), or at its end. */
export function startAlign(direction: 'ltr' | 'rtl'): Align {
  return direction === 'rtl' ? 'right' : 'left';
}

export function endAlign(direction: 'ltr' | 'rtl'): Align {
  return direction === 'rtl' ? 'left' : 'right';
}

/** The page x of a box `offset` points from the frame's start edge. */
export function fromStart(frame: Frame, offset: number, width: number): number {
  return frame.language === 'ar' ? frame.left + frame.width - offset - width : frame.left + offset;
}

/** The label's language first, the other after it. */
export function inOrder(language: Language, text: Bilingual): [string, string] {
  return language === 'ar' ? [text.ar, text.en] : [text.en, text.ar];
}

/**
 * Items joined with a separator into lines that fit `width`, an item broken only when it is wider
 * than a line by itself ("District: Al Olaya · Street: King Fahd Road" does not split a caption
 * from its value at a line's end). Each item keeps its own direction: an English address in an
 * Arabic line stays whole, its house number before its street.
 */
export function packItems(
  doc: PDFKit.PDFDocument,
  items: string[],
  width: number,
  style: TextStyle,
  direction: 'ltr' | 'rtl',
  separator = '  ·  ',
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items.map((text) => isolate(text, 'auto'))) {
    const candidate = line === '' ? item : `${line}${separator}${item}`;
    if (lineWidth(doc, candidate, style, direction) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = wrapText(doc, item, width, style, direction);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * Lines cut to at most `count`; the last one kept ends with an ellipsis when any were dropped,
 * shortened until it fits.
 */
export function truncateLines(
  doc: PDFKit.PDFDocument,
  lines: string[],
  count: number,
  width: number,
  style: TextStyle,
  direction: 'ltr' | 'rtl',
): string[] {
  if (lines.length <= count) return lines;
  if (count <= 0) return [];
  const kept = lines.slice(0, count);
  let last = Array.from(kept[count - 1] ?? '');
  while (last.length > 0 && lineWidth(doc, `${last.join('')}…`, style, direction) > width) {
    last = last.slice(0, -1);
  }
  kept[count - 1] = `${last.join('').trimEnd()}…`;
  return kept;
}

/**
 * A heading in both languages on one line from the start edge: the language's first, in `style`,
 * the other after it in `second`. When both do not fit, only the first is drawn.
 */
export function drawBilingualHeading(
  doc: PDFKit.PDFDocument,
  frame: Frame,
  text: Bilingual,
  y: number,
  style: TextStyle,
  second: TextStyle,
): void {
  const [first, other] = inOrder(frame.language, text);
  const direction = directionOf(frame.language);
  const firstWidth = lineWidth(doc, first, style, direction);
  const gap = style.size * 0.8;
  const otherDirection = frame.language === 'ar' ? 'ltr' : 'rtl';
  const otherWidth = lineWidth(doc, other, second, otherDirection);
  const box = { x: frame.left, y, width: frame.width };
  drawLine(doc, first, box, style, startAlign(direction), direction);
  if (firstWidth + gap + otherWidth > frame.width) return;
  // The second sits on the first's baseline (the smaller size lower by the difference).
  const shift = (style.size - second.size) * 1.05;
  drawLine(
    doc,
    other,
    {
      x: fromStart(frame, firstWidth + gap, otherWidth),
      y: y + shift,
      width: otherWidth,
    },
    second,
    'left',
    otherDirection,
  );
}

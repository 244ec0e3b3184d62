import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { isolate, layoutLine, loadBidi, paragraphDirection } from './bidi-text.ts';
import { fontFiles } from './fonts.ts';

beforeAll(() => loadBidi());

function page(): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4' });
  for (const [name, data] of fontFiles()) doc.registerFont(name, data);
  return doc;
}

/**
 * Pieces left to right. An Arabic word is handed over in logical order (fontkit shapes and
 * reverses it); everything else in visual order, neighbours of one face together.
 */
function pieces(text: string, direction: 'ltr' | 'rtl' | 'auto') {
  return layoutLine(page(), text, { size: 10 }, direction).map((piece) => piece.text);
}

describe('layoutLine', () => {
  it('puts Arabic words right to left, brackets mirrored, each word whole for shaping', () => {
    expect(pieces('مسك الطهارة (هدية)', 'rtl')).toEqual(['(', 'هدية', ') ', 'الطهارة', ' ', 'مسك']);
  });

  it('keeps numbers and Latin left to right inside Arabic', () => {
    expect(pieces('صفحة 12 من 30', 'rtl')).toEqual(['30 ', 'من', ' 12 ', 'صفحة']);
    expect(pieces('عطر Oud 100', 'rtl')).toEqual(['Oud 100 ', 'عطر']);
  });

  it('keeps an Arabic phrase in its place inside English', () => {
    expect(pieces('1,145.98 SAR / ر.س', 'ltr')).toEqual(['1,145.98 SAR / ', 'س', '.', 'ر']);
  });

  it('keeps an isolated date or phone number whole inside Arabic, and draws no isolate', () => {
    // Digits after Arabic letters are Arabic numbers to the bidi algorithm: a date's hyphens
    // then split it, and a phone number's plus moves to its end.
    expect(pieces('تاريخ الشحن 2025-03-09', 'rtl')).toEqual(['09-03-2025 ', 'الشحن', ' ', 'تاريخ']);
    expect(pieces(`تاريخ الشحن ${isolate('2025-03-09', 'ltr')}`, 'rtl')).toEqual([
      '2025-03-09 ',
      'الشحن',
      ' ',
      'تاريخ',
    ]);
    expect(pieces(`هاتف ${isolate('+966512345678', 'ltr')}`, 'rtl')).toEqual([
      '+966512345678 ',
      'هاتف',
    ]);
    expect(pieces(`${isolate('2322 King Fahd Road', 'auto')} · الحي`, 'rtl')).toEqual([
      'الحي',
      ' · 2322 King Fahd Road',
    ]);
  });

  it('sends Arabic-Indic digits one by one (fontkit would reverse a run of them)', () => {
    expect(pieces('عطر ١٠٠', 'rtl')).toEqual(['١', '٠', '٠', ' ', 'عطر']);
  });

  it('measures a shaped word narrower than its letters apart (joined forms)', () => {
    const doc = page();
    const [word] = layoutLine(doc, 'بيت', { size: 10 }, 'rtl');
    const apart = layoutLine(doc, 'ب ي ت', { size: 10 }, 'rtl').filter((p) => p.text !== ' ');
    expect(word?.width).toBeLessThan(apart.reduce((sum, p) => sum + p.width, 0));
  });
});

describe('paragraphDirection', () => {
  it('follows the first letter, not digits or punctuation before it', () => {
    expect(paragraphDirection('الرياض، حي العليا', 'ltr')).toBe('rtl');
    expect(paragraphDirection('12 طريق الملك فهد', 'ltr')).toBe('rtl');
    expect(paragraphDirection('2322 King Fahd Road, الرياض', 'rtl')).toBe('ltr');
    expect(paragraphDirection('+966512345678', 'rtl')).toBe('rtl');
    expect(paragraphDirection('+966512345678', 'ltr')).toBe('ltr');
  });
});

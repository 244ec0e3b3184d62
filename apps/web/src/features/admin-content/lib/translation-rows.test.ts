import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSLATIONS } from '@store/shared/default-translations';
import { fromRows, rowOfField, toRows } from './translation-rows.ts';

describe('translation rows', () => {
  it('round-trips a section, nested groups and wrapped values included', () => {
    const content = {
      en: { title: 'Our Story', values: { craft: { title: { text: 'Craft' } } } },
      ar: { title: 'قصتنا', values: { craft: { title: 'الحرفة' } } },
    };
    const { rows, wrapped } = toRows(content);
    expect(rows).toEqual([
      { key: 'title', en: 'Our Story', ar: 'قصتنا' },
      { key: 'values.craft.title', en: 'Craft', ar: 'الحرفة' },
    ]);
    expect(fromRows(rows, wrapped)).toEqual(content);
  });

  it('keeps the bundled sections as they are', () => {
    const { rows, wrapped } = toRows(DEFAULT_TRANSLATIONS.about);
    expect(fromRows(rows, wrapped)).toEqual(DEFAULT_TRANSLATIONS.about);
  });

  it('shows a key only one language has, empty on the other side', () => {
    const { rows, wrapped } = toRows({ en: { a: 'A' }, ar: { a: 'أ', b: 'ب' } });
    expect(rows).toEqual([
      { key: 'a', en: 'A', ar: 'أ' },
      { key: 'b', en: '', ar: 'ب' },
    ]);
    expect(fromRows(rows, wrapped)).toEqual({ en: { a: 'A', b: '' }, ar: { a: 'أ', b: 'ب' } });
  });

  it('finds the row a problem names', () => {
    const { rows } = toRows({ en: { a: 'A', g: { b: 'B' } }, ar: { a: 'أ', g: { b: 'ب' } } });
    expect(rowOfField('ar.g.b', rows)).toEqual({ index: 1, lang: 'ar' });
    expect(rowOfField('content.en.a', rows)).toEqual({ index: 0, lang: 'en' });
    expect(rowOfField('en.a.text', rows)).toEqual({ index: 0, lang: 'en' });
    expect(rowOfField('changeLog', rows)).toBeNull();
  });
});

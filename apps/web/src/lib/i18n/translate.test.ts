import { describe, expect, it } from 'vitest';
import { translate, type TextsByLanguage } from './translate.ts';

const texts: TextsByLanguage = {
  en: {
    common: {
      greeting: 'Hello {{name}}',
      spaced: 'Hello {{ name }}',
      onlyEnglish: 'Only in English',
      group: { nested: { deep: 'Deep text' } },
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      empty: '',
    },
    catalog: { title: 'Catalogue', notes_zero: 'No notes', notes_other: '{{count}} notes' },
  },
  ar: {
    common: {
      greeting: 'مرحبا {{name}}',
      items_zero: 'لا عناصر',
      items_one: 'عنصر واحد',
      items_two: 'عنصران',
      items_few: '{{count}} عناصر',
      items_many: '{{count}} عنصرًا',
      items_other: '{{count}} عنصر',
    },
    catalog: { title: 'الكتالوج' },
  },
};

const inEnglish = (key: string, options?: Parameters<typeof translate>[3]) =>
  translate(texts, 'en', key, options, 'common');
const inArabic = (key: string, options?: Parameters<typeof translate>[3]) =>
  translate(texts, 'ar', key, options, 'common');

describe('translate', () => {
  it('fills {{placeholders}}, with or without spaces inside the braces', () => {
    expect(inEnglish('greeting', { name: 'Noura' })).toBe('Hello Noura');
    expect(inEnglish('spaced', { name: 'Noura' })).toBe('Hello Noura');
    expect(inEnglish('greeting', { name: 7 })).toBe('Hello 7');
  });

  it('leaves a placeholder without a value as written, and writes nothing for null', () => {
    expect(inEnglish('greeting')).toBe('Hello {{name}}');
    expect(inEnglish('greeting', { name: null })).toBe('Hello ');
  });

  it('finds nested keys by their dotted path', () => {
    expect(inEnglish('group.nested.deep')).toBe('Deep text');
  });

  it('reads the namespace from an `ns:` prefix, else from the ns option, else the default', () => {
    expect(inEnglish('catalog:title')).toBe('Catalogue');
    expect(inEnglish('title', { ns: 'catalog' })).toBe('Catalogue');
    // The prefix wins over the option, as in i18next.
    expect(inEnglish('catalog:title', { ns: 'common' })).toBe('Catalogue');
    expect(inArabic('catalog:title')).toBe('الكتالوج');
  });

  it('picks each of the six Arabic plural forms', () => {
    const forms = [0, 1, 2, 3, 10, 11, 99, 100, 102].map((count) => inArabic('items', { count }));
    expect(forms).toEqual([
      'لا عناصر',
      'عنصر واحد',
      'عنصران',
      '3 عناصر',
      '10 عناصر',
      '11 عنصرًا',
      '99 عنصرًا',
      '100 عنصر',
      '102 عنصر',
    ]);
  });

  it('picks the English forms, and a written `_zero` form for 0 in any language', () => {
    expect([0, 1, 2].map((count) => inEnglish('items', { count }))).toEqual([
      '0 items',
      '1 item',
      '2 items',
    ]);
    expect(inEnglish('catalog:notes', { count: 0 })).toBe('No notes');
    expect(inEnglish('catalog:notes', { count: 4 })).toBe('4 notes');
  });

  it('falls back to English, with English plural rules, when Arabic lacks the key', () => {
    expect(inArabic('onlyEnglish')).toBe('Only in English');
    expect(inArabic('catalog:notes', { count: 5 })).toBe('5 notes');
  });

  it('falls back to the default value, then to the key without its namespace', () => {
    expect(inArabic('missing.key', { defaultValue: 'Default {{n}}', n: 2 })).toBe('Default 2');
    expect(inArabic('missing.key')).toBe('missing.key');
    expect(inEnglish('catalog:missing')).toBe('missing');
    // A group is not a text.
    expect(inEnglish('group.nested')).toBe('group.nested');
    expect(inEnglish('toString')).toBe('toString');
  });

  it('returns an empty text as it is', () => {
    expect(inEnglish('empty')).toBe('');
  });
});

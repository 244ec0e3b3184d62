import { describe, expect, it } from 'vitest';
import { directionOf, foldForSearch, intlLocaleOf, isLanguage, localize } from './locales.ts';

describe('locales', () => {
  it('knows the two languages and their directions', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(intlLocaleOf('ar')).toMatch(/^ar-SA/);
  });

  it('picks the text of a language, falling back to the other when empty', () => {
    expect(localize({ en: 'Rose', ar: 'وردة' }, 'ar')).toBe('وردة');
    expect(localize({ en: 'Rose', ar: '' }, 'ar')).toBe('Rose');
    expect(localize({ en: '', ar: 'وردة' }, 'en')).toBe('وردة');
  });

  it('folds text for search', () => {
    expect(foldForSearch('  Royal   OUD ')).toBe('royal oud');
    expect(foldForSearch('عُودٌ')).toBe('عود');
    expect(foldForSearch('أمير إبداع آسر')).toBe('امير ابداع اسر');
    expect(foldForSearch('مستشفى')).toBe('مستشفي');
    expect(foldForSearch('زهرة')).toBe('زهره');
    expect(foldForSearch('عـــود')).toBe('عود');
  });
});

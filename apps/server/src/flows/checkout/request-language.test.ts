import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.ts';

describe.skipIf(process.env.TEST_DB === 'postgres')('requestLanguage', () => {
  it('takes the language the page sent first', () => {
    expect(requestLanguage('ar', 'en-US')).toBe('ar');
    expect(requestLanguage('en', 'ar')).toBe('en');
  });

  it('else the best of English and Arabic in Accept-Language, else English', () => {
    expect(requestLanguage(undefined, 'ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(requestLanguage(undefined, 'fr-FR,en;q=0.5,ar;q=0.7')).toBe('ar');
    expect(requestLanguage(undefined, 'en-GB, ar;q=0.3')).toBe('en');
    expect(requestLanguage('fr', 'de')).toBe('en');
    expect(requestLanguage(undefined, undefined)).toBe('en');
    expect(requestLanguage(undefined, 'ar;q=0')).toBe('en');
  });
});

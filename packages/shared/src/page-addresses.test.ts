import { describe, expect, it } from 'vitest';
import { isNoindexPath, localizedPath, productPath, splitLanguagePath } from './page-addresses.ts';

describe('page addresses', () => {
  it('puts the language before the path, the home page being the language alone', () => {
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('en', '/products')).toBe('/en/products');
    expect(productPath('ar', { slugs: { en: 'oud', ar: 'عود' } })).toBe(
      '/ar/product/%D8%B9%D9%88%D8%AF',
    );
  });

  it('reads the language back, and nothing from an unprefixed path', () => {
    expect(splitLanguagePath('/en')).toEqual({ language: 'en', path: '/' });
    expect(splitLanguagePath('/ar/checkout')).toEqual({ language: 'ar', path: '/checkout' });
    expect(splitLanguagePath('/arabic')).toBeNull();
    expect(splitLanguagePath('/products')).toBeNull();
  });

  it('knows the pages no search engine indexes, with or without their language', () => {
    expect(isNoindexPath('/en/checkout')).toBe(true);
    expect(isNoindexPath('/ar/checkout/success')).toBe(true);
    expect(isNoindexPath('/admin')).toBe(true);
    expect(isNoindexPath('/ar/orders/track')).toBe(true);
    expect(isNoindexPath('/en/products')).toBe(false);
    expect(isNoindexPath('/ar/checkouts-guide')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../../test/fixtures.ts';
import { makeSettings } from '../../test/fixtures-settings.ts';
import { categoryHead, listingHead, productHead } from './page-heads.ts';
import type { SeoContext } from './seo-context.ts';

function context(overrides: Partial<SeoContext> = {}): SeoContext {
  return {
    language: 'en',
    origin: 'https://shop.example',
    defaultLanguage: 'ar',
    brand: { name: 'Maison', tagline: 'Perfumes' },
    settings: makeSettings(),
    ...overrides,
  };
}

describe('productHead', () => {
  it('adds VAT to a price given without it, two decimals', () => {
    const settings = makeSettings();
    settings.commerce = { ...settings.commerce, vatRate: 15, pricesIncludeVat: false };
    const head = productHead(context({ settings }), makeProduct({ price: 99.99 }), { crumbs: [] });
    expect(head.openGraph.price).toEqual({ amount: '114.99', currency: 'SAR' });
  });

  it('states free delivery and the return window only when the page knows them', () => {
    const product = makeProduct({ price: 450 });
    const bare = productHead(context(), product, { crumbs: [] }).jsonLd[0]!;
    expect(bare).not.toHaveProperty('offers.shippingDetails');
    expect(bare).not.toHaveProperty('offers.hasMerchantReturnPolicy');

    const known = productHead(context(), product, {
      crumbs: [],
      shipping: { countries: ['SA', 'AE'], freeShipping: { fromHalalas: 20000, everywhere: true } },
      returnPolicy: { windowDays: 14, openedBottles: 'sealed_only', policy: { en: '', ar: '' } },
    }).jsonLd[0]!;
    expect(known).toMatchObject({
      offers: {
        shippingDetails: {
          shippingRate: { value: 0, currency: 'SAR' },
          shippingDestination: [{ addressCountry: 'SA' }, { addressCountry: 'AE' }],
        },
        hasMerchantReturnPolicy: { applicableCountry: ['SA', 'AE'], merchantReturnDays: 14 },
      },
    });
    // Below the threshold the rate depends on the address: not stated.
    const cheap = productHead(context(), makeProduct({ price: 150 }), {
      crumbs: [],
      shipping: { countries: ['SA'], freeShipping: { fromHalalas: 20000, everywhere: true } },
    }).jsonLd[0]!;
    expect(cheap).not.toHaveProperty('offers.shippingDetails');
  });

  it('falls back to the name and short description when no SEO texts are set', () => {
    const head = productHead(context(), makeProduct(), { crumbs: [] });
    expect(head.title).toBe('Sahara Oud — Maison');
    expect(head.description).toBe('Aged oud and sandalwood.');
  });
});

describe('listingHead and categoryHead', () => {
  const texts = { title: 'Our Products', description: 'Every perfume.' };
  it('index the plain listing and its pages, not a filtered or searched one', () => {
    expect(listingHead(context(), texts, '').canonical).toBe('https://shop.example/en/products');
    expect(listingHead(context(), texts, '?page=2&view=list').canonical).toBe(
      'https://shop.example/en/products?page=2',
    );
    for (const search of ['?search=oud', '?category=woody', '?price=100-200']) {
      const head = listingHead(context(), texts, search);
      expect([head.noindex, head.canonical, head.alternates]).toEqual([true, null, []]);
    }
  });

  it('a sorted category is not indexed; its plain page is, under its slug in each language', () => {
    const category = makeCategory();
    const crumbs = { home: 'Home', products: 'Products' };
    expect(categoryHead(context(), category, crumbs, '?sort=name').noindex).toBe(true);
    const head = categoryHead(context({ language: 'ar' }), category, crumbs, '');
    expect(head.canonical).toBe(`https://shop.example/ar/category/${encodeURIComponent('زهري')}`);
    expect(head.alternates.map((one) => one.hreflang)).toEqual(['en', 'ar', 'x-default']);
  });
});

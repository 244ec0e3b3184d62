import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test/fixtures.ts';
import { makeSettings } from '../../test/fixtures-settings.ts';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import { PageHead } from './page-head.tsx';

afterEach(() => vi.unstubAllGlobals());

const head = () => document.head;
const meta = (selector: string) =>
  head().querySelector(`meta[${selector}]`)?.getAttribute('content');
const links = (rel: string) =>
  [...head().querySelectorAll(`link[rel="${rel}"]`)].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

function stubApi() {
  vi.stubGlobal('fetch', mockApi({ '/api/public/site-settings': makeSettings() }));
}

const product = makeProduct({
  seo: { title: { en: '', ar: 'عود الصحراء الفاخر' }, description: { en: '', ar: '' } },
  brand: 'Maison',
  sku: 'SO-100',
});

describe('the head of a page, kept by the browser', () => {
  it('a product in Arabic: its SEO title, description, canonical, alternates, Open Graph, JSON-LD', async () => {
    stubApi();
    // index.html's description, which the page's replaces.
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="The store.">');
    const view = await renderWithApp(<PageHead page="product" product={product} />, {
      language: 'ar',
    });
    const origin = window.location.origin;
    const ar = `${origin}/ar/product/${encodeURIComponent('عود-الصحراء')}`;
    await waitFor(() => expect(document.title).toMatch(/^عود الصحراء الفاخر — /));
    expect(meta('name="description"')).toBe('عود معتق وصندل.');
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(links('canonical')).toEqual([[null, ar]]);
    expect(links('alternate')).toEqual([
      ['en', `${origin}/en/product/sahara-oud`],
      ['ar', ar],
      ['x-default', ar],
    ]);
    expect(meta('property="og:type"')).toBe('product');
    expect(meta('property="og:locale"')).toBe('ar_SA');
    expect(meta('property="og:locale:alternate"')).toBe('en_US');
    expect(meta('property="og:image"')).toMatch(
      new RegExp(`^${origin}/api/products/p-1/social-card\\.jpg\\?v=\\d+$`),
    );
    expect(meta('property="og:image:width"')).toBe('1200');
    expect(meta('property="og:image:height"')).toBe('630');
    expect(meta('property="product:price:amount"')).toBe('450.00');
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(meta('name="robots"')).toBeUndefined();

    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(blocks[0]).toMatchObject({
      name: 'عود الصحراء',
      sku: 'SO-100',
      brand: { '@type': 'Brand', name: 'Maison' },
      offers: { price: '450.00', priceCurrency: 'SAR', availability: 'https://schema.org/InStock' },
    });
    expect(blocks[0]).not.toHaveProperty('aggregateRating');

    // Leaving the page takes its tags away.
    view.unmount();
    expect(links('canonical')).toEqual([]);
    expect(meta('property="og:type"')).toBeUndefined();
  });

  it('a product with approved reviews states their rating; without any, none', async () => {
    stubApi();
    const rated = makeProduct({ rating: { average: 4.3, count: 12 } });
    const view = await renderWithApp(<PageHead page="product" product={rated} />, {
      language: 'en',
    });
    const productBlock = () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
        .find((block) => block['@type'] === 'Product');
    await waitFor(() => expect(productBlock()).toBeDefined());
    // Google's product snippet: ratingValue and reviewCount, on a scale of 1 to 5.
    expect(productBlock()!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    view.unmount();

    await renderWithApp(<PageHead page="product" product={makeProduct({ rating: null })} />, {
      language: 'en',
    });
    await waitFor(() => expect(productBlock()).toBeDefined());
    expect(productBlock()).not.toHaveProperty('aggregateRating');
  });

  it('a filtered listing is not indexed and names no canonical address', async () => {
    stubApi();
    await renderWithApp(<PageHead page="listing" />, {
      route: '/products?search=oud',
      language: 'en',
    });
    await waitFor(() => expect(meta('name="robots"')).toBe('noindex, follow'));
    expect(links('canonical')).toEqual([]);
    expect(document.title).toMatch(/^Our Products — /);
  });
});

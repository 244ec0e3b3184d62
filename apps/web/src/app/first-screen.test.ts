import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homepageQuery } from '../api/get-homepage.ts';
import { siteSettingsQuery } from '../api/get-site-settings.ts';
import { translationsQuery } from '../api/get-translations.ts';
import { productsQuery } from '../features/catalog/api/get-products.ts';
import { DEFAULT_FILTERS, toProductQuery } from '../features/catalog/lib/listing-filters.ts';
import { marketingTagsQuery } from '../features/consent/api/get-marketing-tags.ts';
import { productQuery } from '../features/product-detail/api/get-product.ts';
import { prefetchFirstScreen } from './first-screen.ts';

const envelope = (data: unknown) =>
  Promise.resolve({ status: 200, statusText: 'OK', body: { success: true, data } });

function bootAnswers(extra: Record<string, unknown> = {}) {
  window.__earlyResponses = Object.fromEntries(
    Object.entries({
      '/api/homepage': { hero: 'boot' },
      '/api/content/translations?language=ar': { ar: {} },
      '/api/public/site-settings': { storeName: 'boot' },
      '/api/public/marketing-tags': { version: '', tags: {} },
      ...extra,
    }).map(([url, data]) => [url, envelope(data)]),
  );
}

afterEach(() => {
  delete window.__earlyResponses;
  vi.unstubAllGlobals();
});

describe('first screen', () => {
  it('fills the cache with what every storefront page shows, from page-boot’s answers', async () => {
    bootAnswers();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await prefetchFirstScreen(client, { pathname: '/ar', search: '' });
    expect(client.getQueryData(homepageQuery.queryKey)).toEqual({ hero: 'boot' });
    expect(client.getQueryData(translationsQuery('ar').queryKey)).toEqual({ ar: {} });
    expect(client.getQueryData(siteSettingsQuery.queryKey)).toEqual({ storeName: 'boot' });
    expect(client.getQueryData(marketingTagsQuery.queryKey)).toEqual({ version: '', tags: {} });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds the first listing page and the product of the address, under the pages’ own keys', async () => {
    bootAnswers({ '/api/products?page=1&limit=12': [] });
    vi.stubGlobal('fetch', vi.fn());
    const listing = new QueryClient();
    await prefetchFirstScreen(listing, { pathname: '/ar/products', search: '' });
    const listingKey = productsQuery(toProductQuery(DEFAULT_FILTERS, 'ar')).queryKey;
    expect(listing.getQueryData(listingKey)).toMatchObject({ items: [] });

    bootAnswers({ '/api/products/oud%201': { _id: 'oud 1' } });
    const detail = new QueryClient();
    await prefetchFirstScreen(detail, { pathname: '/ar/product/oud%201', search: '' });
    expect(detail.getQueryData(productQuery('oud 1').queryKey)).toEqual({ _id: 'oud 1' });
  });

  it('waits for nothing when page-boot.js asked nothing (admin, signed in, other pages)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await prefetchFirstScreen(client, { pathname: '/en', search: '' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

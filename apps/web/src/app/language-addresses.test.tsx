import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomepageResponse } from '@store/shared/schemas/content';
import { makeSettings } from '../test/fixtures-settings.ts';
import { makeCategory, makeProduct } from '../test/fixtures.ts';
import { mockApi, renderWithApp } from '../test/render.tsx';
import { AppRoutes } from './router.tsx';

const text = (en: string, ar = en) => ({ en, ar });
const HOMEPAGE = {
  maintenanceMode: false,
  maintenanceMessage: text(''),
  showAboutSection: false,
  showCategories: false,
  showContact: false,
  hero: {
    showSection: true,
    badge: text('Badge'),
    title: text('Timeless Scents', 'عطور خالدة'),
    subtitle: text('Subtitle'),
    cta: { primary: { text: text('Explore', 'اكتشف') }, secondary: { text: text('Contact') } },
    images: { slideshow: [] },
  },
  about: {
    title: text(''),
    subtitle: text(''),
    description: text(''),
    legacy: text(''),
    image: null,
    values: [],
  },
  featuredCollections: { title: text(''), subtitle: text(''), collections: [] },
  contact: { title: text(''), subtitle: text('') },
  seo: { title: text(''), description: text('') },
  lastUpdated: '2025-01-01T00:00:00.000Z',
  updatedBy: null,
} satisfies HomepageResponse;

const product = makeProduct({ _id: 'p-1', slugs: { en: 'sahara-oud', ar: 'عود-الصحراء' } });
const category = makeCategory({ slug: 'floral', slugs: { en: 'floral', ar: 'زهري' } });

const PAGE = { page: 1, limit: 12, total: 1, pages: 1, hasNext: false, hasPrev: false };

/** The API of these pages; the lists with their pagination. */
function stubApi() {
  const lists = new Set(['/api/products', `/api/categories/${category._id}/products`]);
  const answer = mockApi({
    '/api/homepage': HOMEPAGE,
    '/api/public/site-settings': makeSettings(),
    // The page asks by the segment of its address; the API answers either slug (or the id).
    [`/api/products/${product.slugs.en}`]: product,
    [`/api/products/${encodeURIComponent(product.slugs.ar)}`]: product,
    [`/api/categories/slug/${category.slug}`]: { category },
    [`/api/categories/slug/${encodeURIComponent(category.slugs.ar)}`]: { category },
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (!lists.has(pathname)) return answer(input);
    return new Response(JSON.stringify({ success: true, data: [product], pagination: PAGE }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;
/** The store's header (a page may have a header of its own after it). */
const header = () => screen.getAllByRole('banner')[0]!;

describe('a URL per language (decision 027)', () => {
  it('shows an Arabic address in Arabic, whatever was stored, and keeps links in Arabic', async () => {
    stubApi();
    await renderWithApp(<AppRoutes />, { route: '/ar', language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'عطور خالدة' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(document.cookie).toContain('language=ar');
    const hrefs = [...header().querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/ar', '/ar/products', '/ar#about']));
    expect(screen.getByRole('link', { name: 'اكتشف' }).getAttribute('href')).toBe('/ar/products');
  });

  it('links a product card to the product’s slug in the page’s language', async () => {
    stubApi();
    await renderWithApp(<AppRoutes />, { route: '/ar/products', language: 'ar' });
    const links = await screen.findAllByRole('link', { name: /عود الصحراء/ });
    expect(links[0]!.getAttribute('href')).toBe(`/ar/product/${encodeURIComponent('عود-الصحراء')}`);
  });

  it('sends an address without a language to the stored one, path, query and hash kept', async () => {
    stubApi();
    await renderWithApp(<AppRoutes />, { route: '/products?category=oud#top', language: 'ar' });
    await waitFor(() => expect(location()).toBe('/ar/products?category=oud#top'));
  });

  it('switches a product page to the same product under its other slug, query kept', async () => {
    stubApi();
    const user = userEvent.setup();
    await renderWithApp(<AppRoutes />, {
      route: `/en/product/${product.slugs.en}?ref=share`,
      language: 'en',
    });
    await screen.findByRole('heading', { level: 1, name: product.name.en });
    await user.click(within(header()).getByRole('button', { name: /عربي/ }));
    await waitFor(() =>
      expect(location()).toBe(`/ar/product/${encodeURIComponent(product.slugs.ar)}?ref=share`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: product.name.ar })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
  });

  it('switches a category page to its other slug, and other pages to the same path', async () => {
    stubApi();
    const user = userEvent.setup();
    await renderWithApp(<AppRoutes />, {
      route: `/ar/category/${encodeURIComponent(category.slugs.ar)}`,
      language: 'ar',
    });
    await screen.findByRole('heading', { level: 1, name: category.name.ar });
    await user.click(within(header()).getByRole('button', { name: /EN/ }));
    await waitFor(() => expect(location()).toBe('/en/category/floral'));
    await user.click(within(header()).getByRole('link', { name: 'Our Products' }));
    await waitFor(() => expect(location()).toBe('/en/products'));
    await user.click(within(header()).getByRole('button', { name: /عربي/ }));
    await waitFor(() => expect(location()).toBe('/ar/products'));
  });
});

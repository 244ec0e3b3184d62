import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../lib/api-client.ts';
import { takeEarlyResponse } from '../lib/early-responses.ts';
import { DEFAULT_FILTERS, toProductQuery } from '../features/catalog/lib/listing-filters.ts';
import { bootPage } from './page-boot.ts';

const LISTS = {
  home: ['/assets/home-page.js'],
  products: ['/assets/product-listing-page.js', '/assets/product-grid.js'],
  product: ['/assets/product-detail-page.js'],
  ar: ['/assets/ar.js'],
};

const HOMEPAGE = {
  maintenanceMode: false,
  hero: { showSection: true, images: { slideshow: [{ url: '/media/hero-a.jpg' }] } },
};

/** The server's answers by URL; anything else is a 404. */
let answers: Record<string, unknown>;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const data = answers[url];
  return new Response(JSON.stringify(data ? { success: true, data } : { success: false }), {
    status: data ? 200 : 404,
    headers: { 'content-type': 'application/json' },
  });
});

/** Runs page-boot.js (src/page-boot.ts) as the browser does, on a document with the build's lists. */
async function boot(url: string) {
  window.history.replaceState(null, '', url);
  const lists = document.createElement('script');
  lists.type = 'application/json';
  lists.id = 'route-preloads';
  lists.textContent = JSON.stringify(LISTS);
  document.head.appendChild(lists);
  vi.stubGlobal('fetch', fetchMock);
  bootPage();
  // Let the answers arrive and the image preloads be added.
  await Promise.all(Object.values(window.__earlyResponses ?? {}));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const requested = () => fetchMock.mock.calls.map(([url]) => url);
const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  answers = {};
  fetchMock.mockClear();
  document.head.innerHTML = '';
  delete window.__earlyResponses;
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('page-boot.js', () => {
  it('on the home page, starts its chunk, its data and the first slide of the hero', async () => {
    answers['/api/homepage'] = HOMEPAGE;
    await boot('/en');
    expect(links('modulepreload')).toEqual(LISTS.home);
    expect(requested()).toEqual([
      '/api/homepage',
      '/api/content/translations?language=en',
      '/api/public/site-settings',
      '/api/public/marketing-tags',
    ]);
    const image = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(image?.getAttribute('href')).toBe('/media/hero-a.jpg');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('asks in the address’s language, whatever is stored, and preloads the Arabic texts', async () => {
    localStorage.setItem('language', 'en');
    await boot('/ar');
    expect(links('modulepreload')).toEqual([...LISTS.home, ...LISTS.ar]);
    expect(requested()).toContain('/api/content/translations?language=ar');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      headers: { 'Accept-Language': 'ar' },
    });
  });

  it('preloads no hero image while the store is in maintenance', async () => {
    answers['/api/homepage'] = { ...HOMEPAGE, maintenanceMode: true };
    await boot('/en');
    expect(links('preload')).toEqual([]);
  });

  it('asks for the first listing page exactly as the listing does, and its first image', async () => {
    const listingUrl = apiUrl('/products', toProductQuery(DEFAULT_FILTERS, 'en'));
    answers[listingUrl] = [{ category: 'woody', images: [{ url: '/media/first.jpg' }] }];
    await boot('/en/products');
    expect(links('modulepreload')).toEqual(LISTS.products);
    expect(requested()).toContain(listingUrl);
    expect(links('preload')).toEqual(['/media/first.jpg']);
  });

  it('leaves a filtered listing to the app', async () => {
    await boot('/en/products?category=floral');
    expect(requested().filter((url) => url.startsWith('/api/products'))).toEqual([]);
  });

  it('asks for the product of the address; without images, its family artwork', async () => {
    const productUrl = apiUrl(`/products/${encodeURIComponent('oud 1')}`);
    answers[productUrl] = { category: 'oriental', images: [] };
    await boot('/en/product/oud%201');
    expect(links('modulepreload')).toEqual(LISTS.product);
    expect(requested()).toContain(productUrl);
    expect(links('preload')).toEqual(['/images/products/fallback-oriental.svg']);
  });

  it('hands each answer once to the app', async () => {
    answers['/api/homepage'] = HOMEPAGE;
    await boot('/en');
    const answer = await takeEarlyResponse('/api/homepage');
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: HOMEPAGE } });
    expect(takeEarlyResponse('/api/homepage')).toBeUndefined();
  });

  it('asks nothing for a signed-in administrator, whose requests carry a token', async () => {
    localStorage.setItem('authToken', 'token');
    await boot('/en/products');
    expect(requested()).toEqual([]);
    expect(links('modulepreload')).toEqual(LISTS.products);
  });

  it('does nothing outside the three storefront pages it knows', async () => {
    await boot('/en/checkout');
    await boot('/admin/products');
    expect(requested()).toEqual([]);
    expect(links('modulepreload')).toEqual([]);
  });

  it('turns a failed request into status 0, so the app asks again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await boot('/en');
    await expect(takeEarlyResponse('/api/homepage')).resolves.toMatchObject({ status: 0 });
  });

  describe('on a page the server rendered', () => {
    // The app's code is started a frame later: no frame of one test may start it in the next.
    beforeEach(() => {
      vi.stubGlobal('requestAnimationFrame', () => 0);
    });
    const RENDERED_HOME = {
      '/api/homepage': { status: 200, statusText: 'OK', body: { success: true, data: HOMEPAGE } },
    };
    /** What apps/server/src/plugins/storefront-render.ts puts in the page. */
    function rendered(language: string) {
      const data = document.createElement('script');
      data.type = 'application/json';
      data.id = 'first-screen-answers';
      data.textContent = JSON.stringify({ language, answers: RENDERED_HOME });
      document.head.appendChild(data);
      const code = document.createElement('script');
      code.type = 'application/json';
      code.id = 'app-code';
      code.textContent = JSON.stringify({
        entry: '/assets/index.js',
        preload: ['/assets/vendor.js'],
      });
      document.head.appendChild(code);
    }
    const entryScripts = () =>
      [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map(
        (script) => script.getAttribute('src'),
      );

    it('hands the app the answers the page was rendered from, and asks only for the rest', async () => {
      rendered('en');
      await boot('/en');
      expect(requested()).toEqual([
        '/api/content/translations?language=en',
        '/api/public/site-settings',
        '/api/public/marketing-tags',
      ]);
      await expect(takeEarlyResponse('/api/homepage')).resolves.toEqual(
        RENDERED_HOME['/api/homepage'],
      );
      // The image is in the page's HTML already.
      expect(links('preload')).toEqual([]);
    });

    it('asks for everything when the page was rendered in another language', async () => {
      rendered('en');
      await boot('/ar');
      expect(requested()).toContain('/api/homepage');
    });

    it('loads the app’s code only after the page has painted', async () => {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
        frames.push(callback),
      );
      rendered('en');
      await boot('/en/products');
      expect(entryScripts()).toEqual([]);
      expect(links('modulepreload')).toEqual([]);

      frames.forEach((callback) => callback(0));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(entryScripts()).toEqual(['/assets/index.js']);
      expect(links('modulepreload')).toEqual(['/assets/vendor.js', ...LISTS.products]);
    });
  });
});

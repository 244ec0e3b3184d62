import { existsSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@store/shared/locales';
import { ROUTE_MODULES } from '../../vite-plugins/route-preloads.ts';
import { prefetchFirstScreen } from './first-screen.ts';
import { bootPage } from './page-boot.ts';
import {
  isPageAddress,
  matchPattern,
  pages,
  routeOfAddress,
  routes,
  serverRenderedRequests,
} from './route-table.ts';

const firstScreenRoutes = routes.filter((route) => route.firstScreen);

/** A path of the route (without its language): each parameter an id that needs encoding. */
const sampleOf = (pattern: string) => pattern.replace(/:\w+/g, encodeURIComponent('oud 1'));
/** The route's address in a language. */
const addressOf = (language: string, pattern: string) =>
  pattern === '/' ? `/${language}` : `/${language}${sampleOf(pattern)}`;

/** The API knows nothing: only the requests matter here. */
const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ success: false }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    }),
);
const fetched = () => fetchMock.mock.calls.map(([url]) => url);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  document.head.innerHTML = '';
  delete window.__earlyResponses;
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete window.__earlyResponses;
  window.history.replaceState(null, '', '/');
});

/** What page-boot.js asks the API for on an address. */
async function bootRequests(url: string) {
  window.history.replaceState(null, '', url);
  bootPage();
  await Promise.all(Object.values(window.__earlyResponses ?? {}));
  const urls = fetched();
  fetchMock.mockClear();
  delete window.__earlyResponses;
  return urls;
}

/** What the app's first render asks for on an address, when page-boot.js had asked nothing. */
async function appRequests(url: string) {
  const { pathname, search } = new URL(url, 'http://store.test');
  window.__earlyResponses = {};
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchFirstScreen(client, { pathname, search });
  const urls = fetched();
  fetchMock.mockClear();
  delete window.__earlyResponses;
  return urls;
}

describe('the route table', () => {
  it('gives each first-screen page a chunk the build can list for page-boot.js', () => {
    for (const route of firstScreenRoutes) {
      const module = ROUTE_MODULES[route.page];
      expect(module, route.path).toBeDefined();
      expect(existsSync(path.resolve(__dirname, '../..', module!)), module).toBe(true);
    }
  });

  it('has a page for every route, and a path React Router matches as page-boot.js does', () => {
    for (const route of routes) {
      expect(pages[route.page], route.path).toBeTypeOf('function');
      if (!route.firstScreen) continue;
      const sample = sampleOf(route.path);
      expect(matchPattern(route.path, sample), route.path).toEqual(
        matchPath(route.path, sample)?.params,
      );
    }
  });

  it('renders on the server only storefront pages, whose requests are all known', () => {
    for (const route of firstScreenRoutes.filter((one) => one.firstScreen!.serverRendered)) {
      expect(route.frame, route.path).toBe('storefront');
      const requests = serverRenderedRequests(addressOf('en', route.path));
      expect(requests, route.path).not.toBeNull();
    }
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const addresses = firstScreenRoutes.flatMap((route) => {
      const sample = addressOf(language, route.path);
      return [sample, `${sample}?page=2`];
    });

    it.each(addresses)(
      '%s: page-boot.js, the app and the server ask for the same',
      async (address) => {
        // The address's language, whatever is stored.
        localStorage.setItem('language', language === 'ar' ? 'en' : 'ar');
        const boot = await bootRequests(address);
        expect(boot.length).toBeGreaterThanOrEqual(3);
        expect(boot).toContain(`/api/content/translations?language=${language}`);
        expect(await appRequests(address)).toEqual(boot);
        const server = serverRenderedRequests(address);
        if (server) expect(server).toEqual(boot);
      },
    );
  });
});

// What the server's bundle exports as firstScreenRequests (src/entry-server.tsx); this test was
// the API server's while it kept its own copy.
describe('serverRenderedRequests', () => {
  const firstScreenRequests = serverRenderedRequests;
  const common = [
    '/api/homepage',
    '/api/content/translations?language=ar',
    '/api/public/site-settings',
    '/api/public/marketing-tags',
  ];
  it('asks what page-boot.js asks, per page, in the address’s language', () => {
    expect(firstScreenRequests('/ar')).toEqual(common);
    expect(firstScreenRequests('/ar/')).toEqual(common);
    expect(firstScreenRequests('/ar?utm_source=x')).toEqual(common);
    expect(firstScreenRequests('/ar/products')).toEqual([
      ...common,
      '/api/products?page=1&limit=12',
    ]);
    expect(firstScreenRequests('/ar/collections')).toEqual([
      ...common,
      '/api/products?page=1&limit=12',
    ]);
    expect(firstScreenRequests('/ar/product/a%20b')).toEqual([
      ...common,
      '/api/products/a%20b',
      '/api/public/payment-methods',
      '/api/public/shipping/options',
      '/api/returns/policy',
      '/api/products/a%20b/reviews?sort=newest&page=1&limit=5',
      '/api/public/offers',
    ]);
    expect(firstScreenRequests('/ar/category/%D8%B2%D9%87%D8%B1%D9%8A')).toEqual([
      ...common,
      '/api/categories/slug/%D8%B2%D9%87%D8%B1%D9%8A',
    ]);
  });
  it('renders no other page', () => {
    for (const url of [
      '/en/products?page=2',
      '/en/product/a/b',
      '/en/product/%E0%A4%A',
      '/en/checkout',
      // Without a language: the server redirects these first.
      '/',
      '/products',
      '/product/a',
    ]) {
      expect(firstScreenRequests(url), url).toBeNull();
    }
  });
});

describe('addresses (decision 027)', () => {
  it('puts every storefront page below /ar and /en, and the other pages at their own path', () => {
    for (const route of routes) {
      if (route.path.includes('*')) continue;
      if (route.frame === 'storefront') {
        for (const language of LANGUAGES) {
          const address = addressOf(language, route.path);
          expect(routeOfAddress(address), address).toMatchObject({ route, language });
        }
        expect(routeOfAddress(sampleOf(route.path)), route.path).toBeNull();
      } else {
        expect(routeOfAddress(route.path), route.path).toMatchObject({ route, language: null });
        expect(routeOfAddress(`/en${route.path}`), route.path).toBeNull();
      }
    }
  });

  it('says which addresses name a page, for the server’s 404', () => {
    for (const address of ['/ar', '/en/products', '/ar/product/x', '/en/orders/track', '/auth']) {
      expect(isPageAddress(address), address).toBe(true);
    }
    for (const address of ['/ar/no/such/page', '/en/product', '/fr/products', '/ar/admin']) {
      expect(isPageAddress(address), address).toBe(false);
    }
  });
});

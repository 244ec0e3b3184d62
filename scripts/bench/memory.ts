import type { Request } from 'autocannon';
import type { Language } from '@store/shared/locales';
import { localizedPath, productPath } from '@store/shared/page-addresses';
import { browserRequests, MODES } from './api.ts';
import { load, type LoadResult } from './load.ts';
import { memoryOf } from './server.ts';

type Reading = ReturnType<typeof memoryOf>;

export interface MemoryResults {
  idle: Reading;
  afterLoad: Reading;
  load: LoadResult;
  distinctUrls: number;
}

const FAMILIES = ['woody', 'floral', 'oriental', 'fresh', 'citrus', 'spicy', 'aquatic', 'gourmand'];
const SEARCHES = ['oud', 'rose', 'amber', 'musk', 'vanilla', 'عود', 'ورد', 'jasmine'];

/** Product pages per language in the load: the rendered-page cache holds 200 pages. */
const RENDERED_PRODUCT_PAGES = 50;

/**
 * Browsing as many shoppers would: the rendered first screens (home, listing, product pages in
 * both languages), then what the app asks for as they go on (listing pages, families, searches,
 * details, home, settings).
 */
export async function browsingRequests(baseUrl: string): Promise<Request[]> {
  const paths = [
    '/api/homepage',
    '/api/public/site-settings',
    '/api/content/translations?language=ar',
  ];
  for (let page = 1; page <= 20; page++) paths.push(`/api/products?limit=12&page=${page}`);
  for (const family of FAMILIES) {
    for (let page = 1; page <= 5; page++) {
      paths.push(`/api/products?limit=12&category=${family}&page=${page}`);
    }
  }
  for (const search of SEARCHES)
    paths.push(`/api/products?limit=12&search=${encodeURIComponent(search)}`);
  const listing = (await (await fetch(`${baseUrl}/api/products?limit=100`)).json()) as {
    data: { _id: string; slugs: Record<Language, string> }[];
  };
  for (const product of listing.data) paths.push(`/api/products/${product._id}`);
  const api = browserRequests(paths);
  // Each page at its address in each language (decision 027): no redirect on the way.
  const pagePaths = (language: Language) => [
    localizedPath(language, '/'),
    localizedPath(language, '/products'),
    ...listing.data
      .slice(0, RENDERED_PRODUCT_PAGES)
      .map((product) => productPath(language, product)),
  ];
  const pages = (['en', 'ar'] as const).flatMap((language) =>
    pagePaths(language).map((path) => ({
      path,
      method: 'GET' as const,
      headers: { ...MODES.browser, accept: 'text/html', cookie: `language=${language}` },
    })),
  );
  return [...pages, ...api];
}

/**
 * RSS of the store at rest, then after a sustained mixed load (from /proc/<pid>/status), summed
 * over every process the start command leaves running (`memoryOf`).
 */
export async function measureMemory(
  server: { url: string; pid: number },
  options: { connections: number; durationS: number },
): Promise<MemoryResults> {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = memoryOf(server.pid);
  const requests = await browsingRequests(server.url);
  const result = await load(server.url, { ...options, requests });
  return { idle, afterLoad: memoryOf(server.pid), load: result, distinctUrls: requests.length };
}

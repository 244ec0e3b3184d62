import { load, type LoadResult } from './load.ts';

export const BASELINE_PATH = '/api/ping';

/** The routes of the issue, as the storefront calls them (a page of 12). */
export async function apiRoutes(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const listing = (await (await fetch(`${baseUrl}/api/products?limit=12`)).json()) as {
    data: { _id: string }[];
  };
  const productId = listing.data[0]?._id;
  if (!productId) throw new Error('the catalogue is empty');
  return [
    { name: 'listing', path: '/api/products?limit=12' },
    { name: 'listing, family filter', path: '/api/products?limit=12&category=woody' },
    { name: 'listing, search', path: '/api/products?limit=12&search=oud' },
    { name: 'product detail', path: `/api/products/${productId}` },
    { name: 'homepage', path: '/api/homepage' },
    { name: 'site settings', path: '/api/public/site-settings' },
  ];
}

/** How the requests ask: as a browser does, or past the server's in-process cache. */
export const MODES = {
  browser: { 'accept-encoding': 'br, gzip' },
  origin: { 'accept-encoding': 'br, gzip', 'cache-control': 'no-cache' },
} as const;
export type Mode = keyof typeof MODES | 'revalidated';

export interface ApiRow {
  name: string;
  path: string;
  mode: Mode;
  result: LoadResult;
  /** req/s over the baseline's req/s. */
  ratio: number;
}

export interface ApiResults {
  /** The baseline, measured first, between the modes and last: their spread shows drift. */
  baselines: LoadResult[];
  rows: ApiRow[];
}

export async function measureApi(
  baseUrl: string,
  options: { connections: number; durationS: number },
  onProgress: (line: string) => void,
): Promise<ApiResults> {
  const routes = await apiRoutes(baseUrl);
  const run = (path: string, headers: Record<string, string>, expectStatus?: number) =>
    load(`${baseUrl}${path}`, { ...options, headers, expectStatus });

  const baselines: LoadResult[] = [];
  const measureBaseline = async () => {
    const result = await run(BASELINE_PATH, MODES.browser);
    baselines.push(result);
    onProgress(`baseline ${result.requestsPerSecond.toFixed(0)} req/s`);
  };
  const measured: Omit<ApiRow, 'ratio'>[] = [];
  for (const mode of ['browser', 'origin'] as const) {
    await measureBaseline();
    for (const route of routes) {
      const result = await run(route.path, MODES[mode]);
      measured.push({ ...route, mode, result });
      onProgress(`${route.name} (${mode}) ${result.requestsPerSecond.toFixed(0)} req/s`);
    }
  }
  // A browser revalidating the listing it already has: If-None-Match with the current ETag.
  const listing = routes[0]!;
  const etag = (await fetch(`${baseUrl}${listing.path}`)).headers.get('etag');
  if (etag) {
    const result = await run(listing.path, { ...MODES.browser, 'if-none-match': etag }, 304);
    measured.push({ ...listing, mode: 'revalidated', result });
  }
  await measureBaseline();
  // The median of the three: one disturbed measurement does not move every ratio.
  const baseline = baselines.map((b) => b.requestsPerSecond).sort((a, b) => a - b)[1]!;
  return {
    baselines,
    rows: measured.map((row) => ({ ...row, ratio: row.result.requestsPerSecond / baseline })),
  };
}

import type { Request } from 'autocannon';
import { load, type LoadResult } from './load.ts';
import { startSameBytesServer } from './same-bytes.ts';

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
  /** req/s of the baseline measured just before and just after this route (their mean). */
  baselineRps: number;
  /** req/s over that baseline's. */
  ratio: number;
  /**
   * Served answers only: a bare Fastify route sending the same bytes with the same headers,
   * measured just after (issue 23's baseline), and the route's req/s over its.
   */
  sameBytes?: { result: LoadResult; ratio: number };
}

/** The served routes measured against a bare route that sends their bytes. */
export const SAME_BYTES_ROUTES = ['listing', 'product detail'];

export interface ApiResults {
  /** Every baseline measurement, in order: their spread shows how much the machine drifted. */
  baselines: LoadResult[];
  rows: ApiRow[];
}

/** GET requests for these paths, asked as a browser asks (for a mixed load). */
export function browserRequests(paths: readonly string[]): Request[] {
  return paths.map((path) => ({ path, method: 'GET', headers: MODES.browser }));
}

/** Seconds of mixed load over every route before the first measurement. */
const WARM_UP_S = 3;

/**
 * Each route between two measurements of the baseline (GET /api/ping, half as long), its ratio
 * taken to their mean: on a machine others use too, the baseline moves during a run, and a
 * ratio to a baseline taken minutes apart would mostly measure that.
 */
export async function measureApi(
  baseUrl: string,
  options: { connections: number; durationS: number; dir: string },
  onProgress: (line: string) => void,
): Promise<ApiResults> {
  const routes = await apiRoutes(baseUrl);
  const sameBytes = await startSameBytesServer(
    baseUrl,
    routes.filter((route) => SAME_BYTES_ROUTES.includes(route.name)).map((route) => route.path),
    MODES.browser,
    options.dir,
  );
  try {
    return await measureRoutes(baseUrl, routes, options, onProgress, (path) =>
      sameBytes.urlOf(path),
    );
  } finally {
    await sameBytes.stop();
  }
}

async function measureRoutes(
  baseUrl: string,
  routes: { name: string; path: string }[],
  options: { connections: number; durationS: number },
  onProgress: (line: string) => void,
  sameBytesUrl: (path: string) => string,
): Promise<ApiResults> {
  const run = (path: string, headers: Record<string, string>, expectStatus?: number) =>
    load(`${baseUrl}${path}`, { ...options, headers, expectStatus });
  const baselines: LoadResult[] = [];
  const measureBaseline = async () => {
    const result = await load(`${baseUrl}${BASELINE_PATH}`, {
      ...options,
      durationS: Math.max(2, options.durationS / 2),
      headers: MODES.browser,
    });
    baselines.push(result);
    return result.requestsPerSecond;
  };

  const plan = [
    ...(['browser', 'origin'] as const).flatMap((mode) =>
      routes.map((route) => ({ ...route, mode: mode as Mode, headers: MODES[mode], status: 200 })),
    ),
  ];
  // A browser revalidating the listing it already has: If-None-Match with the current ETag.
  const listing = routes[0]!;
  const etag = (await fetch(`${baseUrl}${listing.path}`)).headers.get('etag');
  if (etag) {
    const headers = { ...MODES.browser, 'if-none-match': etag };
    plan.push({ ...listing, mode: 'revalidated', headers, status: 304 });
  }

  // Every served route and the baseline, mixed, before anything is measured: on a fresh server
  // the first route measured otherwise pays for the JIT's warm-up and the cache's first fills
  // (about a tenth of its rate), whichever route it is.
  await load(baseUrl, {
    ...options,
    durationS: WARM_UP_S,
    requests: browserRequests([BASELINE_PATH, ...routes.map((route) => route.path)]),
  });

  const rows: ApiRow[] = [];
  let before = await measureBaseline();
  for (const step of plan) {
    const result = await run(step.path, step.headers, step.status);
    const after = await measureBaseline();
    const baselineRps = (before + after) / 2;
    let same: ApiRow['sameBytes'];
    if (step.mode === 'browser' && SAME_BYTES_ROUTES.includes(step.name)) {
      const bare = await load(sameBytesUrl(step.path), {
        ...options,
        headers: MODES.browser,
      });
      same = { result: bare, ratio: result.requestsPerSecond / bare.requestsPerSecond };
      onProgress(
        `${step.name}: the same bytes from a bare route ${bare.requestsPerSecond.toFixed(0)} req/s`,
      );
    }
    rows.push({
      name: step.name,
      path: step.path,
      mode: step.mode,
      result,
      baselineRps,
      ratio: result.requestsPerSecond / baselineRps,
      sameBytes: same,
    });
    onProgress(
      `${step.name} (${step.mode}) ${result.requestsPerSecond.toFixed(0)} req/s, baseline ${baselineRps.toFixed(0)}`,
    );
    before = after;
  }
  return { baselines, rows };
}

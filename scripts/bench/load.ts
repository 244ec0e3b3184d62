import autocannon, { type Request } from 'autocannon';

export interface LoadOptions {
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  /** Several requests that each connection sends in turn, instead of one URL. */
  requests?: Request[];
  /** A new path for every request (first visits); each connection asks for the next one. */
  nextPath?: () => string;
  /** The status every answer must have (default 200). */
  expectStatus?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  total: number;
  /** Every answer the load received, its warm-up's included. */
  answered: number;
  /** Connection errors, time-outs and answers with another status than expected. */
  failures: number;
}

/** The q-quantile (0 to 1) of latencies sorted ascending, by the nearest-rank method. */
export function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/**
 * Runs autocannon against one URL (after a 1 s warm-up) and takes the percentiles from every
 * response's own latency, so p95 is exact (autocannon's summary has no p95).
 */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let unexpected = 0;
  const expected = options.expectStatus ?? 200;
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    headers: options.headers,
    requests: options.nextPath
      ? [
          {
            method: 'GET',
            path: '/',
            setupRequest: (req) => ({ ...req, path: options.nextPath!() }),
          },
        ]
      : options.requests,
    warmup: { connections: options.connections, duration: 1 },
  });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    latencies.push(responseTimeMs);
    if (statusCode !== expected) unexpected++;
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    total: result.requests.total,
    answered: latencies.length,
    failures: result.errors + result.timeouts + unexpected,
  };
}

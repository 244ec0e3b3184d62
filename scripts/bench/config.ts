/** What `npm run bench` measures and for how long, from BENCH_* environment variables. */

export const SECTIONS = [
  'bundles',
  'api',
  'scale',
  'first-visits',
  'pages',
  'memory',
  'discovery',
  'checkout',
] as const;
export type Section = (typeof SECTIONS)[number];
export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchConfig {
  /** Seconds of load per API route (BENCH_DURATION_S). */
  durationS: number;
  /** Seconds of load per route and catalogue size in the scale runs (BENCH_SCALE_DURATION_S). */
  scaleDurationS: number;
  /** Seconds of mixed load before the second memory reading (BENCH_MEMORY_LOAD_S). */
  memoryLoadS: number;
  /** Concurrent connections of every load (BENCH_CONNECTIONS). */
  connections: number;
  /** Concurrent connections of the first-visit runs (BENCH_FIRST_VISIT_CONNECTIONS; issue 23: 20). */
  firstVisitConnections: number;
  /** Seed of the first visits' query strings: the same seed asks the same requests (BENCH_SEED). */
  seed: number;
  /** Catalogue sizes, ascending; the API section runs on the first (BENCH_SCALES). */
  scales: number[];
  /** Databases to run on (BENCH_DATABASES=pglite,postgres). */
  databases: DatabaseKind[];
  /** A PostgreSQL server URL; the bench creates its own database there and drops it after. */
  postgresUrl: string;
  /** Lighthouse runs per page; the median by performance score is kept (BENCH_LIGHTHOUSE_RUNS). */
  lighthouseRuns: number;
  /** A folder to keep every page's median Lighthouse report in, as JSON (BENCH_LIGHTHOUSE_DIR). */
  lighthouseDir: string | null;
  /** Sections to run (BENCH_ONLY=api,pages; default all). */
  sections: Set<Section>;
  /** Where the report goes (BENCH_REPORT). */
  reportPath: string;
  chromiumPath: string;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

function list(env: NodeJS.ProcessEnv, name: string, fallback: string): string[] {
  return (env[name] || fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function oneOf<T extends string>(name: string, allowed: readonly T[], values: string[]): T[] {
  for (const value of values) {
    if (!allowed.includes(value as T)) throw new Error(`${name}: unknown "${value}"`);
  }
  return values as T[];
}

export function readBenchConfig(env: NodeJS.ProcessEnv): BenchConfig {
  const durationS = positiveNumber(env, 'BENCH_DURATION_S', 10);
  const scales = list(env, 'BENCH_SCALES', '1000,10000,100000').map(Number);
  if (scales.some((n) => !Number.isSafeInteger(n) || n < 1)) {
    throw new Error('BENCH_SCALES must be whole numbers of products, e.g. 1000,10000');
  }
  return {
    durationS,
    scaleDurationS: positiveNumber(env, 'BENCH_SCALE_DURATION_S', durationS),
    memoryLoadS: positiveNumber(env, 'BENCH_MEMORY_LOAD_S', 30),
    connections: positiveNumber(env, 'BENCH_CONNECTIONS', 50),
    firstVisitConnections: positiveNumber(env, 'BENCH_FIRST_VISIT_CONNECTIONS', 20),
    seed: positiveNumber(env, 'BENCH_SEED', 23),
    scales: scales.sort((a, b) => a - b),
    databases: oneOf(
      'BENCH_DATABASES',
      ['pglite', 'postgres'],
      list(env, 'BENCH_DATABASES', 'pglite,postgres'),
    ),
    postgresUrl: env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    lighthouseRuns: positiveNumber(env, 'BENCH_LIGHTHOUSE_RUNS', 3),
    lighthouseDir: env.BENCH_LIGHTHOUSE_DIR || null,
    sections: new Set(oneOf('BENCH_ONLY', SECTIONS, list(env, 'BENCH_ONLY', SECTIONS.join(',')))),
    reportPath: env.BENCH_REPORT || 'docs/PERFORMANCE.md',
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
  };
}

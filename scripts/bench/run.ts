// `npm run bench`: measures the store on this machine and writes docs/PERFORMANCE.md.
// Settings: BENCH_* environment variables (scripts/bench/config.ts); see docs/PERFORMANCE.md.
import path from 'node:path';
import pg from 'pg';
import type { Language } from '@store/shared/locales';
import { localizedPath, productPath } from '@store/shared/page-addresses';
import { measureApi } from './api.ts';
import { judge, type Measurements } from './budgets.ts';
import { measureBundles } from './bundles.ts';
import { measureCheckout } from './checkout.ts';
import { readBenchConfig, SECTIONS, type DatabaseKind } from './config.ts';
import { createBenchDatabase, seedProducts, type BenchDatabase } from './databases.ts';
import { measureDiscovery } from './discovery.ts';
import { measureFirstVisits } from './first-visits.ts';
import { explainListings } from './listing-plans.ts';
import { describeMachine, loadAverage } from './machine.ts';
import { profileListing } from './listing-profile.ts';
import { measureMemory } from './memory.ts';
import { measurePages } from './pages.ts';
import { root } from './paths.ts';
import { renderRun, writeReport } from './report.ts';
import { measureScale } from './scale.ts';
import { cpuMsOf, processTree, startServer } from './server.ts';
import { stageProductionBuild } from './stage.ts';

const config = readBenchConfig(process.env);
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const wants = (section: Parameters<typeof config.sections.has>[0]) => config.sections.has(section);
const m: Measurements = {
  api: {},
  scale: {},
  listingProfile: {},
  firstVisits: {},
  listingPlans: {},
  memory: {},
  discovery: {},
  checkout: {},
};
const loadBefore = loadAverage();
/** Issue 23 point 5: orders at 10 connections. */
const CHECKOUT_CONNECTIONS = 10;

log('building the web app and the server for production, into a folder of the bench');
const stage = await stageProductionBuild();
// Ctrl+C: the staged build goes; a PostgreSQL database store_bench_… may stay (drop it by hand).
process.once('SIGINT', () => {
  stage.remove();
  process.exit(130);
});
const machine = await describeMachine(config.chromiumPath, config.postgresUrl);

if (wants('bundles')) {
  log('bundles');
  m.bundles = measureBundles(stage.webDist);
}
stage.dropSourceMaps();

async function withServer<T>(
  database: BenchDatabase,
  work: (url: string, pid: number) => Promise<T>,
) {
  const server = await startServer(stage.dir, database.env, database.dir);
  try {
    return await work(server.url, server.pid);
  } finally {
    await server.stop();
  }
}

/**
 * CPU time so far of the server (and whatever runs under it) and, on PostgreSQL, of the backends
 * serving the store's database (sampled before and after a load: the pool keeps them).
 */
async function serverAndDatabaseCpuMs(pid: number, database: BenchDatabase): Promise<number> {
  let backends: number[] = [];
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      backends = rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
  }
  return cpuMsOf([...processTree(pid), ...backends]);
}

async function onDatabase(kind: DatabaseKind, isFirst: boolean) {
  const database = await createBenchDatabase(kind, config.postgresUrl);
  const { connections } = config;
  try {
    const atEverySize = wants('scale') || wants('discovery') || wants('first-visits');
    const scales = atEverySize ? config.scales : config.scales.slice(0, 1);
    for (const [i, products] of scales.entries()) {
      log(`${kind}: seeding ${products.toLocaleString('en')} products`);
      await seedProducts(database, products);
      if (i === 0 && wants('memory')) {
        log(`${kind}: memory, ${config.memoryLoadS} s of load`);
        m.memory[kind] = await withServer(database, (url, pid) =>
          measureMemory({ url, pid }, { connections, durationS: config.memoryLoadS }),
        );
      }
      await withServer(database, async (url, pid) => {
        // First, on the fresh server: every document's first visit is a miss.
        if (wants('discovery')) {
          const rows = await measureDiscovery({ url, pid }, products, (line) =>
            log(`${kind}: ${line}`),
          );
          (m.discovery[kind] ??= []).push(...rows);
        }
        if (i === 0 && wants('api')) {
          m.api[kind] = await measureApi(
            url,
            { connections, durationS: config.durationS, dir: database.dir },
            (line) => log(`${kind}: ${line}`),
          );
        }
        if (i === 0 && isFirst && wants('pages')) {
          const listing = (await (await fetch(`${url}/api/products?limit=1`)).json()) as {
            data: { slugs: Record<Language, string> }[];
          };
          const paths = (language: Language) => [
            localizedPath(language, '/'),
            localizedPath(language, '/products'),
            productPath(language, listing.data[0]!),
          ];
          m.pages = await measurePages(
            url,
            paths,
            {
              chromiumPath: config.chromiumPath,
              runs: config.lighthouseRuns,
              reportDir: config.lighthouseDir,
            },
            (line) => log(`lighthouse ${line}`),
          );
        }
        if (wants('first-visits')) {
          const rows = await measureFirstVisits(
            url,
            products,
            {
              connections: config.firstVisitConnections,
              durationS: config.scaleDurationS,
              seed: config.seed,
            },
            (line) => log(`${kind}: ${line}`),
            () => serverAndDatabaseCpuMs(pid, database),
          );
          (m.firstVisits[kind] ??= []).push(...rows);
        }
        if (wants('scale')) {
          const rows = await measureScale(
            url,
            products,
            { connections, durationS: config.scaleDurationS },
            (line) => log(`${kind}: ${line}`),
          );
          (m.scale[kind] ??= []).push(...rows);
        }
      });
      if (i === 0 && wants('checkout')) {
        log(`${kind}: checkout, cash-on-delivery orders from distinct buyers`);
        // Its own server: the per-address order limit would refuse one client's many buyers.
        const server = await startServer(
          stage.dir,
          { ...database.env, RATE_LIMIT_ORDERS: '1000000' },
          database.dir,
        );
        try {
          m.checkout[kind] = await measureCheckout(
            server.url,
            { email: database.env.ADMIN_EMAIL!, password: database.env.ADMIN_PASSWORD! },
            { connections: CHECKOUT_CONNECTIONS, durationS: config.durationS },
          );
        } finally {
          await server.stop();
        }
      }
      if (wants('scale')) {
        log(
          `${kind}: timing the listing's statements at ${products.toLocaleString('en')} products`,
        );
        (m.listingProfile[kind] ??= []).push(...(await profileListing(database, products)));
      }
      if (wants('first-visits') && i === scales.length - 1) {
        log(`${kind}: the first visits' plans at ${products.toLocaleString('en')} products`);
        const examples = (m.firstVisits[kind] ?? []).filter((row) => row.products === products);
        try {
          m.listingPlans[kind] = await explainListings(database, products, examples);
        } catch (error) {
          log(`${kind}: could not explain the plans: ${(error as Error).message}`);
        }
      }
    }
  } finally {
    await database.drop();
  }
}

// Every section but the bundles' measures a running server.
const needsServer = SECTIONS.some((s) => s !== 'bundles' && wants(s));
try {
  if (needsServer) {
    for (const [i, kind] of config.databases.entries()) await onDatabase(kind, i === 0);
  }
} finally {
  stage.remove();
}

const verdicts = judge(m);
const run = {
  startedAt: new Date(started),
  minutes: (Date.now() - started) / 60_000,
  loadBefore,
  loadAfter: loadAverage(),
  products: config.scales[0]!,
};
await writeReport(
  path.resolve(root, config.reportPath),
  renderRun(config, machine, run, m, verdicts),
);
for (const v of verdicts) log(`${v.pass ? 'pass' : 'FAIL'}  ${v.budget}: ${v.measured}`);
log(`wrote ${config.reportPath}`);

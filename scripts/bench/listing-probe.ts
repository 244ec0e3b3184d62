/**
 * The server's own `listProducts` for distinct requests of one first-visit shape, in this process,
 * on an existing database: CPU per request of this process and, on PostgreSQL, of its backend.
 * CPU time, unlike a rate, hardly moves when other work shares the machine, so two settings can be
 * compared by running this for each in turn (docs/PERFORMANCE.md, "How to reproduce"). The requests
 * are the bench's (`BENCH_SEED` 23), its deep pages reaching the catalogue's last.
 *
 *   LISTING_PROBE_DATABASE=postgres://…/db | path/to/pglite/db  [LISTING_PROBE_BUFFERS=128MB]
 *   npx tsx scripts/bench/listing-probe.ts "search word + page" [requests]
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.ts';
import { sharedBuffersMbFor } from '../../apps/server/src/db/pglite-buffers.ts';
import { ListingTotals } from '../../apps/server/src/modules/catalog/listing-totals.ts';
import { listProducts } from '../../apps/server/src/modules/catalog/products.service.ts';
import { SearchIndexSlot } from '../../apps/server/src/modules/catalog/search-index.ts';
import { SearchMatchCache } from '../../apps/server/src/modules/catalog/search-matches.ts';
import {
  catalogueOf,
  distinctRequests,
  FIRST_VISIT_SHAPES,
  type FirstVisitShape,
} from './first-visits.ts';
import { listingRequestOf } from './listing-plans.ts';

const WARM_UP = 20;
const shape = process.argv[2] as FirstVisitShape;
const requests = Number(process.argv[3] ?? 150);
const target = process.env.LISTING_PROBE_DATABASE;
if (!FIRST_VISIT_SHAPES.includes(shape) || !target || !(requests > 0)) {
  throw new Error(
    `usage: LISTING_PROBE_DATABASE=… tsx listing-probe.ts "<${FIRST_VISIT_SHAPES.join(' | ')}>" [requests]`,
  );
}

/** utime + stime of a process, in ms (/proc/<pid>/stat, in ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const isPostgres = target.startsWith('postgres');
const lite = isPostgres
  ? null
  : await PGlite.create(target, {
      extensions: { pg_trgm },
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${process.env.LISTING_PROBE_BUFFERS || `${sharedBuffersMbFor(target)}MB`}`,
      ],
    });
const pool = isPostgres ? new pg.Pool({ connectionString: target, max: 1 }) : null;
const db = (lite
  ? drizzlePglite({ client: lite })
  : drizzlePostgres({ client: pool! })) as unknown as Db;
const backend = pool
  ? ((await pool.query('select pg_backend_pid() as pid')).rows[0] as { pid: number }).pid
  : null;

const categoryIds = (
  (await db.execute('select id from categories where is_active')) as unknown as {
    rows: { id: string }[];
  }
).rows.map((row) => row.id);
const totals = new ListingTotals();
const searches = new SearchMatchCache();
// As a listening server has it (decision 057): read before the first request.
const index = new SearchIndexSlot(db);
await index.get();
const list = (path: string) => {
  const { query, categoryId } = listingRequestOf(path);
  return listProducts(db, query, {
    totals,
    searches,
    index,
    ...(categoryId ? { categoryId } : {}),
  });
};
const catalogue = await catalogueOf(categoryIds, async (path) =>
  Math.max(1, (await list(path)).pagination.pages),
);
const next = distinctRequests(shape, 23, catalogue);

for (let i = 0; i < WARM_UP; i++) await list(next());
const started = {
  wall: performance.now(),
  cpu: process.cpuUsage(),
  backend: backend && cpuMsOf(backend),
};
for (let i = 0; i < requests; i++) await list(next());
const cpu = process.cpuUsage(started.cpu);
const perRequest = (ms: number) => `${(ms / requests).toFixed(1)} ms`;
console.log(
  `${shape}: ${perRequest(performance.now() - started.wall)} a request, CPU ${perRequest((cpu.user + cpu.system) / 1000)}` +
    (backend ? ` here and ${perRequest(cpuMsOf(backend) - started.backend!)} in the database` : ''),
);
await (lite ? lite.close() : pool!.end());

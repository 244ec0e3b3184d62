import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { ApiResults } from './api.ts';
import type { BudgetVerdict, Measurements } from './budgets.ts';
import type { BenchConfig } from './config.ts';
import type { DiscoveryRow } from './discovery.ts';
import type { FileSize } from './bundles.ts';
import type { FirstVisitRow } from './first-visits.ts';
import type { ListingPlan } from './listing-plans.ts';
import type { Machine } from './machine.ts';
import type { StatementTiming } from './listing-profile.ts';
import type { ScaleRow } from './scale.ts';

const BEGIN = '<!-- bench:begin (written by `npm run bench`; edit outside these markers) -->';
const END = '<!-- bench:end -->';

export interface RunInfo {
  startedAt: Date;
  minutes: number;
  loadBefore: number[];
  loadAfter: number[];
  /** Catalogue size of the API, page and memory runs. */
  products: number;
}

const n = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kB = (bytes: number) => `${n(bytes / 1000, 1)} kB`;
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

function budgets(verdicts: BudgetVerdict[]): string {
  return table(
    ['Budget', 'Measured', 'Verdict'],
    verdicts.map((v) => [v.budget, v.measured, v.pass ? 'pass' : '**FAIL**']),
  );
}

function api(db: string, results: ApiResults, products: number): string {
  const modeName = {
    browser: 'served (cache on)',
    origin: 'past the cache',
    revalidated: '304 revalidation',
  };
  const baselineRps = results.baselines.map((b) => b.requestsPerSecond);
  const p99s = results.baselines.map((b) => b.p99Ms);
  return [
    `#### ${db} (${n(products)} products)`,
    '',
    `Baseline \`GET /api/ping\`, measured ${baselineRps.length} times between the routes: ${n(Math.min(...baselineRps))} to ${n(Math.max(...baselineRps))} req/s (p99 ${n(Math.min(...p99s), 1)} to ${n(Math.max(...p99s), 1)} ms).`,
    '',
    table(
      [
        'Route',
        'How',
        'req/s',
        'p50',
        'p99',
        'baseline around it',
        '× baseline',
        'same bytes, bare route',
        '× same bytes',
        'failures',
      ],
      results.rows.map((row) => [
        `${row.name} \`${row.path.replace(/[0-9a-f-]{36}/, '{id}')}\``,
        modeName[row.mode],
        n(row.result.requestsPerSecond),
        `${n(row.result.p50Ms, 1)} ms`,
        `${n(row.result.p99Ms, 1)} ms`,
        n(row.baselineRps),
        n(row.ratio, 2),
        row.sameBytes ? n(row.sameBytes.result.requestsPerSecond) : '',
        row.sameBytes ? n(row.sameBytes.ratio, 2) : '',
        row.result.failures,
      ]),
    ),
  ].join('\n');
}

function scale(db: string, rows: ScaleRow[]): string {
  const sizes = [...new Set(rows.map((r) => r.products))];
  const names = [...new Set(rows.map((r) => r.name))];
  const cell = (size: number, name: string) => {
    const r = rows.find((row) => row.products === size && row.name === name)?.result;
    if (!r) return '';
    const failed = r.failures ? `, ${n(r.failures)} failed` : '';
    if (r.total === 0) return `no answer within the run${failed}`;
    return `${n(r.p50Ms, 1)} / ${n(r.p95Ms, 1)} / ${n(r.p99Ms, 1)} ms (${n(r.requestsPerSecond)}/s${failed})`;
  };
  return [
    `#### ${db}: p50 / p95 / p99 (req/s), every request past the cache`,
    '',
    table(
      ['Products', ...names],
      sizes.map((size) => [n(size), ...names.map((name) => cell(size, name))]),
    ),
  ].join('\n');
}

function firstVisits(db: string, rows: FirstVisitRow[], connections: number): string {
  const sizes = [...new Set(rows.map((r) => r.products))];
  const shapes = [...new Set(rows.map((r) => r.shape))];
  const cell = (size: number, shape: string) => {
    const row = rows.find((r) => r.products === size && r.shape === shape);
    if (!row) return '';
    const r = row.result;
    const failed = r.failures ? `, ${n(r.failures)} failed` : '';
    return `${n(r.requestsPerSecond)}/s, p99 ${n(r.p99Ms, 1)} ms, ${n(row.cpuMsPerAnswer, 1)} ms CPU (${n(row.distinct)} distinct${failed})`;
  };
  return [
    `#### ${db}: first visits, ${connections} connections, every request a new query string (req/s, p99, CPU per answer of the server and its database)`,
    '',
    table(
      ['Shape', ...sizes.map((size) => `${n(size)} products`)],
      shapes.map((shape) => [shape, ...sizes.map((size) => cell(size, shape))]),
    ),
  ].join('\n');
}

function listingPlans(db: string, plans: ListingPlan[]): string {
  const size = plans[0]?.products;
  if (size === undefined) return '';
  return [
    `#### ${db}: the plans at ${n(size)} products (one request of each shape; one line per statement)`,
    '',
    table(
      ['Shape', 'Request', 'Plans'],
      plans.map((p) => [
        p.shape,
        `\`${p.example.replace(/[0-9a-f-]{36}/, '{id}')}\``,
        p.statements.map((s) => s.replaceAll('|', '\\|')).join('<br>'),
      ]),
    ),
  ].join('\n');
}

function listingProfile(db: string, timings: StatementTiming[]): string {
  const sizes = [...new Set(timings.map((t) => t.products))];
  const statements = [...new Set(timings.map((t) => t.statement))];
  const cell = (size: number, statement: string) => {
    const t = timings.find((row) => row.products === size && row.statement === statement);
    return t ? `${n(t.ms, 1)} ms` : '';
  };
  return [
    `#### ${db}: the listing's statements, one at a time on an idle database (median of 9, after 5 warm-up runs)`,
    '',
    table(
      ['Products', ...statements],
      sizes.map((size) => [n(size), ...statements.map((st) => cell(size, st))]),
    ),
  ].join('\n');
}

function pages(m: Measurements): string {
  const results = m.pages ?? [];
  if (results.length === 0) return '';
  const summary = table(
    ['Lang', 'Page', 'Score (runs)', 'LCP', 'FCP', 'CLS', 'TBT', 'Transferred', 'Requests'],
    results.map((p) => [
      p.language,
      `\`${p.path.replace(/[0-9a-f-]{36}/, '{id}')}\``,
      `${p.score} (${p.scores.join(', ')})`,
      `${n(p.lcpMs)} ms`,
      `${n(p.fcpMs)} ms`,
      n(p.cls, 3),
      `${n(p.tbtMs)} ms`,
      kB(p.bytes),
      p.requests,
    ]),
  );
  const details = results.map((p) =>
    [
      `- **${p.language} \`${p.path.replace(/[0-9a-f-]{36}/, '{id}')}\`**: LCP element \`${p.lcpElement.slice(0, 160)}\``,
      `  - LCP phases: ${
        Object.entries(p.lcpPhases)
          .map(([k, v]) => `${k} ${n(v)} ms`)
          .join(', ') || 'n/a'
      }`,
      `  - main thread: ${
        Object.entries(p.mainThread)
          .map(([k, v]) => `${k} ${n(v)} ms`)
          .join(', ') || 'n/a'
      }`,
      `  - long tasks: ${p.longTasks.join('; ') || 'none'}`,
      `  - layout shifts: ${p.layoutShifts.map((s) => `\`${s.slice(0, 120)}\``).join('; ') || 'none'}`,
      `  - by type: ${Object.entries(p.resources)
        .map(([type, r]) => `${type} ${r.count} (${kB(r.bytes)})`)
        .join(', ')}`,
      `  - fonts: ${p.resources.Font?.files.join(', ') ?? 'none'}`,
      `  - Lighthouse findings: ${p.findings.join('; ') || 'none'}`,
      ...(p.failures.length ? [`  - failed runs (tried again): ${p.failures.join('; ')}`] : []),
    ].join('\n'),
  );
  return [summary, '', ...details].join('\n');
}

function bundles(m: Measurements): string {
  if (!m.bundles) return '';
  const { js, css, adminProof: proof } = m.bundles;
  const sum = (files: FileSize[], key: keyof Omit<FileSize, 'file'>) =>
    files.reduce((s, f) => s + f[key], 0);
  const rows = (files: FileSize[]) => [
    ...[...files]
      .sort((a, b) => b.bytes - a.bytes)
      .map((f) => [`\`${f.file}\``, kB(f.bytes), kB(f.gzip), kB(f.brotli), kB(f.brotliServed)]),
    [
      '**total**',
      kB(sum(files, 'bytes')),
      kB(sum(files, 'gzip')),
      kB(sum(files, 'brotli')),
      kB(sum(files, 'brotliServed')),
    ],
  ];
  const head = ['File', 'Raw', 'gzip -9', 'brotli 11', 'brotli 4 (as served)'];
  return [
    `The bench's own production build of the current sources (\`vite build\`, the project's config; the servers above served it), ${m.bundles.sameAsDist ? 'identical to `apps/web/dist` (same file names and hashes)' : '**different from `apps/web/dist`**, which is absent or was built by someone else (the end-to-end tests build it under NODE_ENV=test, a development build)'}.`,
    '',
    `First-load JS: ${js.length} files (the entry, its modulepreloads and static imports, and \`language-boot.js\`).`,
    '',
    table(head, rows(js)),
    '',
    `What the first-load JS is made of (minified bytes by package or app folder, from the source maps; ${kB(m.bundles.composition.reduce((sum, g) => sum + g.bytes, 0))} in all):`,
    '',
    table(
      ['Package or folder', 'Minified'],
      m.bundles.composition.slice(0, 15).map((g) => [`\`${g.group}\``, kB(g.bytes)]),
    ),
    '',
    'First-load CSS:',
    '',
    table(head, rows(css)),
    '',
    `**Admin code in the first load.** The build's source maps list the source modules of each first-load file (${proof.firstLoadModules} modules); an admin module is any file or folder under \`apps/web/src\` whose name starts with \`admin\`.`,
    `- admin chunks (lazy): ${proof.adminChunks.map((c) => `\`${c}\``).join(', ') || 'none'}`,
    `- admin modules in the first load: ${proof.adminModulesInFirstLoad.map((s) => `\`${s}\``).join(', ') || 'none'}`,
    `- ${proof.adminStringsChecked} string literals found only in admin modules; in the first-load code: ${proof.adminStringsInFirstLoad.map((s) => `\`${s}\``).join(', ') || 'none'}`,
    `- translation sections used only by admin modules that ship in the first load: ${proof.adminTranslationSectionsInFirstLoad.join(', ') || 'none'}`,
  ].join('\n');
}

function discovery(db: string, rows: DiscoveryRow[]): string {
  const mb = (bytes: number) => `${n(bytes / 1e6, 1)} MB`;
  return [
    `#### ${db}: first visit (made from the database as it is sent) and again (kept gzip), as a crawler asks (gzip)`,
    '',
    table(
      [
        'Products',
        'Document',
        'Entries',
        'Text / gzip',
        'First byte',
        'All',
        'Again: all',
        'Peak RSS',
      ],
      rows.map((r) => [
        n(r.products),
        `${r.name} \`${r.path}\``,
        n(r.miss.entries),
        `${mb(r.miss.textBytes)} / ${mb(r.miss.gzipBytes)}`,
        `${n(r.miss.firstByteMs)} ms`,
        `${n(r.miss.totalMs)} ms`,
        `${n(r.hit.totalMs)} ms`,
        `${n(r.peakRssMb)} MB`,
      ]),
    ),
  ].join('\n');
}

const processes = (count: number) => (count === 1 ? '1 process' : `${count} processes, summed`);

function memory(m: Measurements): string {
  const rows = Object.entries(m.memory).flatMap(([db, { idle, afterLoad, load, distinctUrls }]) => [
    [
      db,
      `idle, 2 s after start (${processes(idle.processes)})`,
      `${n(idle.rssMb)} MB`,
      `${n(idle.peakRssMb)} MB`,
    ],
    [
      db,
      `after the load (${n(load.total)} requests over ${distinctUrls} URLs, ${n(load.requestsPerSecond)}/s, p99 ${n(load.p99Ms, 1)} ms; ${processes(afterLoad.processes)})`,
      `${n(afterLoad.rssMb)} MB`,
      `${n(afterLoad.peakRssMb)} MB`,
    ],
  ]);
  return rows.length ? table(['Database', 'When', 'RSS', 'Peak RSS'], rows) : '';
}

function checkout(m: Measurements): string {
  const rows = Object.entries(m.checkout);
  if (rows.length === 0) return '';
  return table(
    [
      'Database',
      'Connections',
      'Orders/s',
      'p50',
      'p99',
      'Placed',
      'Sold out (409)',
      'Failures',
      'Lost',
      'Kept',
      'Stock moved',
      'Scarce product',
    ],
    rows.map(([db, row]) => [
      db,
      String(row.connections),
      n(row.ordersPerSecond, 1),
      `${n(row.p50Ms, 0)} ms`,
      `${n(row.p99Ms, 0)} ms`,
      n(row.placed),
      n(row.soldOut),
      n(row.failures),
      n(row.lostOrInvented),
      n(row.ordersKept),
      n(row.stockMoved),
      `${row.scarceStockBefore} → ${row.scarceStockAfter}`,
    ]),
  );
}

export function renderRun(
  config: BenchConfig,
  machine: Machine,
  run: RunInfo,
  m: Measurements,
  verdicts: BudgetVerdict[],
): string {
  const section = (title: string, body: string) => (body ? [`### ${title}`, '', body, ''] : []);
  return [
    `## Last run: ${run.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (${n(run.minutes, 1)} min)`,
    '',
    `Settings: ${config.durationS} s per route (${config.scaleDurationS} s in the scale runs), ${config.connections} connections,`,
    `catalogues of ${config.scales.map((s) => n(s)).join(' / ')} products, ${config.lighthouseRuns} Lighthouse run(s) per page,`,
    `memory load ${config.memoryLoadS} s. API, page and memory runs on ${n(run.products)} products.`,
    '',
    table(
      ['Machine', ''],
      [
        ['CPU', `${machine.cores} × ${machine.cpu}`],
        ['Memory', `${machine.memoryGiB} GiB`],
        ['OS', machine.os],
        ['Node', machine.node],
        ['Chromium', machine.chromium],
        ['PostgreSQL', machine.postgres],
        ['Tools', `Lighthouse ${machine.lighthouse}, autocannon ${machine.autocannon}`],
        [
          'Load average (1/5/15 min)',
          `before ${run.loadBefore.join(' / ')}, after ${run.loadAfter.join(' / ')}`,
        ],
      ],
    ),
    '',
    ...section('Budgets', budgets(verdicts)),
    ...section(
      'API throughput and latency',
      Object.entries(m.api)
        .map(([db, results]) => api(db, results, run.products))
        .join('\n\n'),
    ),
    ...section(
      'Scale',
      [
        ...Object.entries(m.scale).map(([db, rows]) => scale(db, rows)),
        ...Object.entries(m.listingProfile).map(([db, timings]) => listingProfile(db, timings)),
        ...Object.entries(m.firstVisits).map(([db, rows]) =>
          firstVisits(db, rows, config.firstVisitConnections),
        ),
        ...Object.entries(m.listingPlans).map(([db, plans]) => listingPlans(db, plans)),
      ].join('\n\n'),
    ),
    ...section(
      'Sitemaps and product feeds',
      Object.entries(m.discovery)
        .map(([db, rows]) => discovery(db, rows))
        .join('\n\n'),
    ),
    ...section('Checkout under load (cash on delivery, distinct buyers)', checkout(m)),
    ...section('Pages (Lighthouse, mobile, simulated throttling; median run)', pages(m)),
    ...section('Bundles', bundles(m)),
    ...section(
      'Memory (every process `npm start` leaves running, from /proc/<pid>/status)',
      memory(m),
    ),
  ].join('\n');
}

/** Replaces the generated part of the report, keeping what people wrote around it; formatted. */
export async function writeReport(file: string, generated: string): Promise<void> {
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : `# Performance\n\n${BEGIN}\n${END}\n`;
  const start = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  const body = `${BEGIN}\n\n${generated.trim()}\n\n${END}`;
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + body + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${body}\n`;
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(next, { ...options, filepath: file }));
}

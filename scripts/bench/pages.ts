import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from './server.ts';

/** The machine's recommended headless flags: no sandbox as root, no calls to Google's hosts. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
export const LANGUAGES = ['en', 'ar'] as const;

export interface PageResult {
  language: (typeof LANGUAGES)[number];
  path: string;
  score: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  requests: number;
  /** Every run's score, to show the spread. */
  scores: number[];
  lcpElement: string;
  /** Time to first byte, load delay, load time and render delay of the LCP element. */
  lcpPhases: Record<string, number>;
  /** Main-thread time by kind of work (script, style and layout, ...), in ms, largest first. */
  mainThread: Record<string, number>;
  /** The longest main-thread tasks (what TBT counts), by the script they ran, in ms. */
  longTasks: string[];
  /** The elements that moved, with their shift scores. */
  layoutShifts: string[];
  /** Bytes transferred by resource type, and the files of the heavy types. */
  resources: Record<string, { count: number; bytes: number; files: string[] }>;
  /** Lighthouse's opportunities and failed diagnostics, worst first. */
  findings: string[];
  /** Runs that failed (and were tried again). */
  failures: string[];
}

/** What a page gets when every run failed: zeros, which fail the budget. */
const FAILED = {
  score: 0,
  lcpMs: NaN,
  fcpMs: NaN,
  cls: NaN,
  tbtMs: NaN,
  bytes: NaN,
  requests: 0,
  lcpElement: '(no run succeeded)',
  lcpPhases: {},
  mainThread: {},
  longTasks: [],
  layoutShifts: [],
  resources: {},
  findings: [],
};

interface Audit {
  score: number | null;
  numericValue?: number;
  title: string;
  displayValue?: string;
  details?: { type: string; items?: unknown[]; overallSavingsMs?: number };
}

type Table = { items?: Record<string, unknown>[] };
const snippetOf = (item: Record<string, unknown> | undefined) =>
  (item?.node as { snippet?: string } | undefined)?.snippet ?? '(none reported)';

/** Lighthouse's LCP element audit: a table with the element, then one with the phases. */
function lcpOf(audit: Audit | undefined) {
  const [element, phases] = (audit?.details?.items ?? []) as Table[];
  return {
    lcpElement: snippetOf(element?.items?.[0]),
    lcpPhases: Object.fromEntries(
      (phases?.items ?? []).map((row) => [String(row.phase), Math.round(Number(row.timing))]),
    ),
  };
}

function mainThreadOf(audit: Audit | undefined): Record<string, number> {
  return Object.fromEntries(
    ((audit?.details?.items ?? []) as Record<string, unknown>[]).map((row) => [
      String(row.groupLabel ?? row.group),
      Math.round(Number(row.duration)),
    ]),
  );
}

function longTasksOf(audit: Audit | undefined): string[] {
  return ((audit?.details?.items ?? []) as Record<string, unknown>[]).slice(0, 5).map((row) => {
    const url = String(row.url ?? '');
    const where = /^https?:/.test(url) ? new URL(url).pathname : url;
    return `${Math.round(Number(row.duration))} ms at ${Math.round(Number(row.startTime))} ms (${where})`;
  });
}

function layoutShiftsOf(audit: Audit | undefined): string[] {
  return ((audit?.details?.items ?? []) as Record<string, unknown>[]).map(
    (row) => `${Number(row.score).toFixed(3)} ${snippetOf(row)}`,
  );
}

function resourcesOf(audit: Audit | undefined): PageResult['resources'] {
  const resources: PageResult['resources'] = {};
  for (const row of (audit?.details?.items ?? []) as Record<string, unknown>[]) {
    const type = String(row.resourceType ?? 'Other');
    const entry = (resources[type] ??= { count: 0, bytes: 0, files: [] });
    entry.count++;
    entry.bytes += Number(row.transferSize ?? 0);
    if (type === 'Font' || type === 'Image') {
      entry.files.push(`${new URL(String(row.url)).pathname} (${Number(row.transferSize ?? 0)} B)`);
    }
  }
  return resources;
}

function findingsOf(audits: Record<string, Audit>): string[] {
  return Object.entries(audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9 && audit.details)
    .filter(
      ([id]) => !/^(metrics|diagnostics|screenshot|final-screenshot|main-thread-tasks)/.test(id),
    )
    .sort(([, a], [, b]) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
    .slice(0, 6)
    .map(
      ([id, audit]) =>
        `${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
}

async function runLighthouse(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as unknown as Record<string, Audit>;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
    requests: (audits['network-requests']?.details?.items ?? []).length,
    ...lcpOf(audits['largest-contentful-paint-element']),
    mainThread: mainThreadOf(audits['mainthread-work-breakdown']),
    longTasks: longTasksOf(audits['long-tasks']),
    layoutShifts: layoutShiftsOf(audits['layout-shifts']),
    resources: resourcesOf(audits['network-requests']),
    findings: findingsOf(audits),
    lhr,
  };
}

/** The whole report of a median run, for what the summary leaves out (request chains, traces). */
function keepReport(dir: string, language: string, pagePath: string, lhr: unknown) {
  mkdirSync(dir, { recursive: true });
  const name = `${language}${pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}`;
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
}

const ATTEMPTS = 3;

/**
 * One Lighthouse run, tried again on failure: on a busy machine a run now and then reports no
 * paint (NO_FCP). The messages of failed attempts are kept for the report.
 */
async function attempt(url: string, port: number, failures: string[]) {
  for (let i = 0; i < ATTEMPTS; i++) {
    try {
      return await runLighthouse(url, port);
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  return undefined;
}

/**
 * Lighthouse 12 (mobile, simulated throttling: its defaults) for each page in each language, in
 * one headless Chromium. The language is chosen as a shopper's is, by localStorage 'language' and
 * the cookie of the same name,
 * set on /favicon.svg so no page asset reaches the HTTP cache; Lighthouse clears the cache before
 * each run but keeps localStorage. The median run by score is kept.
 */
export async function measurePages(
  baseUrl: string,
  /** The pages to measure, in each language (decision 027: a URL per language). */
  paths: (language: (typeof LANGUAGES)[number]) => string[],
  options: { chromiumPath: string; runs: number; reportDir: string | null },
  onProgress: (line: string) => void,
): Promise<PageResult[]> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'store-bench-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: options.chromiumPath,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  const results: PageResult[] = [];
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    for (const language of LANGUAGES) {
      await page.goto(`${baseUrl}/favicon.svg`);
      // Both, as the store keeps them: the server renders pages in the cookie's language.
      await page.evaluate(`localStorage.setItem('language', ${JSON.stringify(language)})`);
      await page.evaluate(`document.cookie = 'language=${language}; path=/'`);
      await page.goto('about:blank');
      for (const pagePath of paths(language)) {
        const failures: string[] = [];
        const runs = [];
        for (let i = 0; i < options.runs; i++) {
          const run = await attempt(`${baseUrl}${pagePath}`, port, failures);
          if (run) runs.push(run);
        }
        runs.sort((a, b) => a.score - b.score);
        const { lhr, ...median } = runs[Math.floor(runs.length / 2)] ?? { ...FAILED, lhr: null };
        const scores = runs.map((r) => r.score);
        results.push({ language, path: pagePath, ...median, scores, failures });
        if (options.reportDir && lhr) keepReport(options.reportDir, language, pagePath, lhr);
        onProgress(`${language} ${pagePath}: ${median.score} (LCP ${Math.round(median.lcpMs)} ms)`);
      }
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}

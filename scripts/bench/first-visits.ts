import { load, type LoadResult } from './load.ts';

/**
 * First visits: what shoppers and crawlers ask the listing, every request a query string no one
 * asked before (issue 23), so neither the response cache nor the render cache can answer; what
 * each request costs is the database, the serializer and compression. The shapes are drawn from
 * a seeded generator, so a run asks the same requests as the run before it.
 */

export const FIRST_VISIT_SHAPES = [
  'search word + page',
  'search word + price range',
  'price range',
  'deep page',
  'family + sort + page',
  'category + in stock',
] as const;
export type FirstVisitShape = (typeof FIRST_VISIT_SHAPES)[number];

export interface FirstVisitRow {
  products: number;
  shape: FirstVisitShape;
  result: LoadResult;
  /** Requests sent; every one a different query string. */
  distinct: number;
  /** One request of the run, for the plan at this size. */
  example: string;
  /**
   * CPU time per answer of the server and its database (PostgreSQL's backends for the store's
   * database), ms: what an answer costs whatever else runs on the machine.
   */
  cpuMsPerAnswer: number;
}

/** Words shoppers type, from the demo catalogue's names and descriptions, in both languages. */
const WORDS = [
  'oud',
  'musk',
  'rose',
  'saffron',
  'amber',
  'jasmine',
  'vanilla',
  'cedar',
  'silk',
  'breeze',
  'royal',
  'honey',
  'iris',
  'vetiver',
  'bakhoor',
  'elixir',
  'عود',
  'مسك',
  'الورد',
  'زعفران',
  'عنبر',
  'ياسمين',
  'الفانيليا',
  'حرير',
  'نسيم',
  'الليل',
  'الصندل',
  'بخور',
];
const FAMILIES = ['floral', 'oriental', 'fresh', 'woody', 'citrus', 'spicy', 'aquatic', 'gourmand'];
const SORTS = [
  '',
  '&sortBy=createdAt&sortOrder=asc',
  '&sortBy=price&sortOrder=asc',
  '&sortBy=price&sortOrder=desc',
  '&sortBy=name&sortOrder=asc',
  '&sortBy=name&sortOrder=desc',
];
/**
 * Page sizes 10 to 48: a family holds about 125 products at 1,000, and on a quiet machine its
 * pages in six sizes ran out of new query strings within the run (6,336 sent at 1,000 req/s).
 */
const LIMITS = Array.from({ length: 39 }, (_, i) => 10 + i);

/** mulberry32: a small seeded generator, so a run can be repeated. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a shape needs to know of the catalogue: its categories and how many pages it offers. */
export interface Catalogue {
  categoryIds: string[];
  /** The last page the plain listing offers at this page size (from its pagination). */
  lastPage: (limit: number) => number;
  /** The last page a family offers at this page size. */
  familyLastPage: (family: string, limit: number) => number;
  /** The last page of a category's products in stock at this page size. */
  categoryLastPage: (categoryId: string, limit: number) => number;
  /** The last page of a search text's results at this page size (`lang`: '', 'en' or 'ar'). */
  searchLastPage: (word: string, lang: string, limit: number) => number;
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));
/** A price range a shopper might set with the slider: bounds in whole SAR. */
function priceRange(random: Random): string {
  const min = between(random, 50, 1200);
  const max = min + between(random, 20, 600);
  return `minPrice=${min}&maxPrice=${max}`;
}

function draw(shape: FirstVisitShape, random: Random, catalogue: Catalogue): string {
  const limit = pick(random, LIMITS);
  const lang = pick(random, ['', '&lang=en', '&lang=ar']);
  switch (shape) {
    case 'search word + page': {
      // Pages 1 to 8 where the results reach them: a shopper or crawler follows the pages a
      // listing links to (at 1,000 products most texts' results end on page 1 or 2).
      const word = pick(random, WORDS);
      const last = Math.min(8, catalogue.searchLastPage(word, lang.slice('&lang='.length), limit));
      return `/api/products?search=${encodeURIComponent(word)}${lang}&page=${between(random, 1, last)}&limit=${limit}${pick(random, SORTS)}`;
    }
    case 'search word + price range':
      return `/api/products?search=${encodeURIComponent(pick(random, WORDS))}${lang}&${priceRange(random)}&limit=${limit}`;
    case 'price range':
      return `/api/products?${priceRange(random)}&page=${between(random, 1, 4)}&limit=${limit}${pick(random, SORTS)}`;
    case 'deep page':
      return `/api/products?page=${between(random, 1, catalogue.lastPage(limit))}&limit=${limit}${pick(random, SORTS)}${lang}`;
    case 'family + sort + page': {
      const family = pick(random, FAMILIES);
      const page = between(random, 1, catalogue.familyLastPage(family, limit));
      return `/api/products?category=${family}${pick(random, SORTS)}${lang}&page=${page}&limit=${limit}`;
    }
    case 'category + in stock': {
      const id = pick(random, catalogue.categoryIds);
      const page = between(random, 1, catalogue.categoryLastPage(id, limit));
      return `/api/categories/${id}/products?inStock=true&page=${page}&limit=${limit}${pick(random, SORTS)}${lang}`;
    }
  }
}

/**
 * Query strings of one shape, none twice: draws until a new one comes (and stops the run if the
 * shape has no new ones left, rather than repeat one).
 */
export function distinctRequests(
  shape: FirstVisitShape,
  seed: number,
  catalogue: Catalogue,
): () => string {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  return () => {
    for (let attempt = 0; attempt < 10_000; attempt++) {
      const path = draw(shape, random, catalogue);
      if (!seen.has(path)) {
        seen.add(path);
        return path;
      }
    }
    throw new Error(`${shape}: no new query string after 10,000 draws (${seen.size} sent)`);
  };
}

async function pagesOf(url: string): Promise<number> {
  const body = (await (await fetch(url)).json()) as { pagination: { pages: number } };
  return Math.max(1, body.pagination.pages);
}

/** What the shapes need to know, asked once before the load. */
export async function describeCatalogue(baseUrl: string): Promise<Catalogue> {
  const active = (await (await fetch(`${baseUrl}/api/categories/active`)).json()) as {
    data: { categories: { _id: string }[] };
  };
  return catalogueOf(
    active.data.categories.map((c) => c._id),
    (path) => pagesOf(`${baseUrl}${path}`),
  );
}

/**
 * The same from the active categories' ids and a way to count a listing's pages (`path`:
 * `/api/products?…`): over HTTP for the bench, in process for `listing-probe.ts`.
 */
export async function catalogueOf(
  activeCategoryIds: string[],
  lastPageOf: (path: string) => Promise<number>,
): Promise<Catalogue> {
  const lastPages = new Map<string, number>();
  for (const limit of LIMITS) {
    lastPages.set(`${limit}`, await lastPageOf(`/api/products?limit=${limit}`));
    for (const family of FAMILIES) {
      lastPages.set(
        `${family}/${limit}`,
        await lastPageOf(`/api/products?category=${family}&limit=${limit}`),
      );
    }
  }
  const categoryIds = [...activeCategoryIds].sort();
  if (categoryIds.length === 0) throw new Error('no active category');
  for (const id of categoryIds) {
    for (const limit of LIMITS) {
      lastPages.set(
        `category ${id}/${limit}`,
        await lastPageOf(`/api/categories/${id}/products?inStock=true&limit=${limit}`),
      );
    }
  }
  // A text's results at one to a page: as many pages as results (the search's total is exact).
  const results = new Map<string, number>();
  for (const word of WORDS) {
    for (const lang of ['', 'en', 'ar']) {
      const query = `search=${encodeURIComponent(word)}${lang ? `&lang=${lang}` : ''}&limit=1`;
      results.set(`${word}/${lang}`, await lastPageOf(`/api/products?${query}`));
    }
  }
  return {
    categoryIds,
    searchLastPage: (word, lang, limit) =>
      Math.max(1, Math.ceil(results.get(`${word}/${lang}`)! / limit)),
    lastPage: (limit) => lastPages.get(`${limit}`)!,
    familyLastPage: (family, limit) => lastPages.get(`${family}/${limit}`)!,
    categoryLastPage: (id, limit) => lastPages.get(`category ${id}/${limit}`)!,
  };
}

/**
 * Waits for the requests the load left behind: the server still works through those the load
 * generator gave up on at its end (on the embedded database one statement at a time), and the
 * next shape must not pay for them. A listing no one asked for queues behind them.
 */
async function drained(baseUrl: string, tag: string): Promise<void> {
  await fetch(`${baseUrl}/api/products?limit=1&search=${encodeURIComponent(`drain ${tag}`)}`, {
    signal: AbortSignal.timeout(120_000),
  });
}

/**
 * Each shape for `durationS` at `connections`, asked as a browser asks (Accept-Encoding) but
 * every request a new query string, so the in-process caches never hold the answer.
 */
export async function measureFirstVisits(
  baseUrl: string,
  products: number,
  options: { connections: number; durationS: number; seed: number },
  onProgress: (line: string) => void,
  cpuMs: () => Promise<number>,
): Promise<FirstVisitRow[]> {
  const catalogue = await describeCatalogue(baseUrl);
  const rows: FirstVisitRow[] = [];
  for (const [i, shape] of FIRST_VISIT_SHAPES.entries()) {
    const next = distinctRequests(shape, options.seed + i, catalogue);
    let sent = 0;
    let example = '';
    // Thrown inside the load generator's callback, the error would end the bench with its store
    // still running: it is kept, the run ends on a repeated path, and it is thrown after.
    let exhausted: unknown;
    const cpuBefore = await cpuMs();
    const result = await load(baseUrl, {
      connections: options.connections,
      durationS: options.durationS,
      headers: { 'accept-encoding': 'br, gzip' },
      nextPath: () => {
        if (exhausted) return example;
        let path: string;
        try {
          path = next();
        } catch (error) {
          exhausted = error;
          return example;
        }
        sent++;
        example ||= path;
        return path;
      },
    });
    if (exhausted) throw exhausted;
    // Over the answers, not the requests sent: at most `connections` of those were still open.
    const cpuMsPerAnswer = ((await cpuMs()) - cpuBefore) / Math.max(1, result.answered);
    await drained(baseUrl, `${shape}-${i}`);
    rows.push({ products, shape, result, distinct: sent, example, cpuMsPerAnswer });
    onProgress(
      `first visits, ${shape} at ${products} products: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(0)} ms, ${cpuMsPerAnswer.toFixed(1)} ms CPU per answer`,
    );
  }
  return rows;
}

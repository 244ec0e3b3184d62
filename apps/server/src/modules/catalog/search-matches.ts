import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SCENT_FAMILIES } from '@store/shared/constants';
import type { Db } from '../../db/client.ts';
import { ExpiringMemo } from '../../cache/expiring-memo.ts';
import { nameSortKey, products } from './catalog.table.ts';

/** The orders a listing offers, each ascending; a descending one is read backwards. */
export type MatchOrder =
  'relevance' | 'relevanceEn' | 'relevanceAr' | 'createdAt' | 'price' | 'nameEn' | 'nameAr';

/** Which languages' texts a product matches in: bits of `SearchMatches.languages`. */
export const MATCHES_EN = 1;
export const MATCHES_AR = 2;

export const ID_BYTES = 16;

/** A set's columns, one entry a match, in the same order in every one. */
export interface MatchArrays {
  /** Ids as 16 bytes each: a third of the memory of their strings. */
  ids: Buffer;
  prices: Int32Array;
  /** Index in SCENT_FAMILIES. */
  families: Uint8Array;
  /** Index in `categoryIds`; 0 for none. */
  categories: Uint16Array;
  /** Category ids by index, `null` first. */
  categoryIds: (string | null)[];
  inStock: Uint8Array;
  featured: Uint8Array;
  /** MATCHES_EN | MATCHES_AR. */
  languages: Uint8Array;
  /** Lower is better: where the text is (0–3), or a look-alike's negated similarity. */
  scoreEn: Float64Array;
  scoreAr: Float64Array;
  /** Microseconds since 1970: exact in a double until the year 2255. */
  created: Float64Array;
  /** The matches' indexes in each name order (the database's collation, ties by id). */
  nameEn: Int32Array;
  nameAr: Int32Array;
  /** The matches' indexes in other orders, where they come with the set. */
  orders?: Partial<Record<MatchOrder, Int32Array>>;
}

/**
 * Every published product a search text matches in either language, in columns (decision 053):
 * the languages it matches in, how well, what a listing filters by and sorts by. The name orders
 * come with the set; the others are sorted here the first time a page asks for one, exactly as
 * the database orders rows: the ORDER BY of decision 041 (relevance) and of the listing's sorts,
 * ties broken by id.
 */
export class SearchMatches {
  readonly size: number;
  private readonly ids: Buffer;
  readonly prices: Int32Array;
  readonly families: Uint8Array;
  readonly categories: Uint16Array;
  readonly categoryIds: (string | null)[];
  readonly inStock: Uint8Array;
  readonly featured: Uint8Array;
  readonly languages: Uint8Array;
  private readonly scoreEn: Float64Array;
  private readonly scoreAr: Float64Array;
  private readonly created: Float64Array;
  private readonly sorted = new Map<MatchOrder, Int32Array>();
  private readonly counts = new Map<number, number>();
  private readonly ranks = new Map<MatchOrder, Int32Array>();

  constructor(arrays: MatchArrays) {
    this.size = arrays.prices.length;
    this.ids = arrays.ids;
    this.prices = arrays.prices;
    this.families = arrays.families;
    this.categories = arrays.categories;
    this.categoryIds = arrays.categoryIds;
    this.inStock = arrays.inStock;
    this.featured = arrays.featured;
    this.languages = arrays.languages;
    this.scoreEn = arrays.scoreEn;
    this.scoreAr = arrays.scoreAr;
    this.created = arrays.created;
    this.sorted.set('nameEn', arrays.nameEn).set('nameAr', arrays.nameAr);
    for (const [order, indexes] of Object.entries(arrays.orders ?? {})) {
      this.sorted.set(order as MatchOrder, indexes);
    }
  }

  idAt(i: number): string {
    const hex = this.ids.toString('hex', i * ID_BYTES, (i + 1) * ID_BYTES);
    const [a, b, c, d] = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20)];
    return `${a}-${b}-${c}-${d}-${hex.slice(20)}`;
  }

  /** What the set holds in memory, roughly: its columns and orders, not the object around them. */
  get bytes(): number {
    return this.size * (ID_BYTES + 4 + 1 + 2 + 1 + 1 + 1 + 3 * 8 + 7 * 4);
  }

  /** The matches' indexes in `order`, ascending; sorted once. */
  private orderOf(order: MatchOrder): Int32Array {
    let sorted = this.sorted.get(order);
    if (!sorted) {
      sorted = Int32Array.from({ length: this.size }, (_, i) => i).sort(this.comparator(order));
      this.sorted.set(order, sorted);
    }
    return sorted;
  }

  /** uuid order is the order of its bytes. */
  private compareIds(a: number, b: number): number {
    return this.ids.compare(
      this.ids,
      b * ID_BYTES,
      (b + 1) * ID_BYTES,
      a * ID_BYTES,
      (a + 1) * ID_BYTES,
    );
  }

  private comparator(order: MatchOrder): (a: number, b: number) => number {
    // Relevance: ORDER BY score, created_at DESC, id DESC.
    const byScore = (score: (i: number) => number) => (a: number, b: number) =>
      score(a) - score(b) || this.created[b]! - this.created[a]! || this.compareIds(b, a);
    switch (order) {
      case 'relevance':
        return byScore((i) => Math.min(this.scoreEn[i]!, this.scoreAr[i]!));
      case 'relevanceEn':
        return byScore((i) => this.scoreEn[i]!);
      case 'relevanceAr':
        return byScore((i) => this.scoreAr[i]!);
      case 'createdAt':
        return (a, b) => this.created[a]! - this.created[b]! || this.compareIds(a, b);
      case 'price':
        return (a, b) => this.prices[a]! - this.prices[b]! || this.compareIds(a, b);
      case 'nameEn':
      case 'nameAr':
        throw new Error('The name orders come with the set');
    }
  }

  /**
   * A page of the matches `accepts`, in `order`, and how many it accepts in all: one pass over
   * the set, of typed arrays (about a millisecond for 20,000 matches).
   */
  page(options: {
    order: MatchOrder;
    descending: boolean;
    accepts: (i: number) => boolean;
    offset: number;
    limit: number;
    /** How many `accepts` takes, when known: the pass then stops at the page's end. */
    total?: number;
    /**
     * Counting may stop past this many (decision 040's bound): the total returned is then more
     * than `countUpTo`, not the exact count.
     */
    countUpTo?: number;
  }): { ids: string[]; total: number } {
    const order = this.orderOf(options.order);
    const end = options.offset + options.limit;
    const stopAt = Math.max(end, (options.countUpTo ?? Infinity) + 1);
    const ids: string[] = [];
    let total = 0;
    for (let k = 0; k < this.size; k++) {
      if (options.total !== undefined && total >= end) return { ids, total: options.total };
      if (total >= stopAt) return { ids, total };
      const i = order[options.descending ? this.size - 1 - k : k]!;
      if (!options.accepts(i)) continue;
      if (total >= options.offset && total < end) ids.push(this.idAt(i));
      total++;
    }
    return { ids, total };
  }

  /**
   * A page of the matches priced from `min` to `max` (halalas) that `accepts` takes, and how
   * many there are: the price order's slice found by bisection and passed over, rather than the
   * whole set. The page is that slice in price order, or the requested order walked until the
   * page is full, or the slice sorted by its place in that order, whichever reads fewer.
   */
  pageInPrices(
    range: { min: number; max: number },
    options: {
      order: MatchOrder;
      descending: boolean;
      accepts: ((i: number) => boolean) | undefined;
      offset: number;
      limit: number;
    },
  ): { ids: string[]; total: number } {
    const byPrice = this.orderOf('price');
    const from = this.firstPriced(byPrice, (price) => price >= range.min);
    const to = this.firstPriced(byPrice, (price) => price > range.max);
    let within = byPrice.subarray(from, Math.max(from, to));
    const { accepts, offset, limit } = options;
    if (accepts) within = within.filter(accepts);
    const total = within.length;
    const take = (inOrder: Int32Array, descending: boolean) => {
      const ids: string[] = [];
      for (let k = offset; k < Math.min(total, offset + limit); k++) {
        ids.push(this.idAt(inOrder[descending ? total - 1 - k : k]!));
      }
      return { ids, total };
    };
    if (options.order === 'price') return take(within, options.descending);
    // Walking the order reads about (offset + limit) / share entries; sorting, n log n.
    const walk = ((offset + limit) * this.size) / Math.max(1, total);
    if (walk < 4 * total * Math.log2(total + 2)) {
      const { min, max } = range;
      const inRange = (i: number) => this.prices[i]! >= min && this.prices[i]! <= max;
      return this.page({
        order: options.order,
        descending: options.descending,
        accepts: accepts ? (i) => inRange(i) && accepts(i) : inRange,
        offset,
        limit,
        total,
      });
    }
    const rank = this.rankIn(options.order);
    return take(
      within.slice().sort((a, b) => rank[a]! - rank[b]!),
      options.descending,
    );
  }

  /** The first place of the price order whose price `holds`, by bisection (`holds` is monotone). */
  private firstPriced(byPrice: Int32Array, holds: (price: number) => boolean): number {
    let low = 0;
    let high = byPrice.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (holds(this.prices[byPrice[middle]!]!)) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** Each match's place in `order` (ascending); made once per order. */
  private rankIn(order: MatchOrder): Int32Array {
    let rank = this.ranks.get(order);
    if (!rank) {
      rank = new Int32Array(this.size);
      const inOrder = this.orderOf(order);
      for (let k = 0; k < this.size; k++) rank[inOrder[k]!] = k;
      this.ranks.set(order, rank);
    }
    return rank;
  }

  /** How many matches are in a language (MATCHES_EN or MATCHES_AR), or in either (0). */
  countIn(language: number): number {
    if (!language) return this.size;
    let count = this.counts.get(language);
    if (count === undefined) {
      count = 0;
      for (let i = 0; i < this.size; i++) if (this.languages[i]! & language) count++;
      this.counts.set(language, count);
    }
    return count;
  }
}

/** A scent family as a set holds it: its index in SCENT_FAMILIES. */
export function familyIndexOf(family: string): number {
  return (SCENT_FAMILIES as readonly string[]).indexOf(family);
}

/** Category ids as a set holds them: small indexes in the order first met, 0 for none. */
export class CategoryIndexes {
  /** The ids by index, `null` first. */
  readonly ids: (string | null)[] = [null];
  private readonly indexOf = new Map<string, number>();

  of(id: string): number {
    if (!id) return 0;
    let index = this.indexOf.get(id);
    if (index === undefined) {
      index = this.ids.push(id) - 1;
      this.indexOf.set(id, index);
    }
    return index;
  }
}

/** A set's columns from the texts its statement returns. */
export function matchArraysOf(columns: MatchColumns): MatchArrays {
  const n = columns.n;
  const numbers = (text: string) => (n ? text.split(',').map(Number) : []);
  const families = n ? columns.families.split(',') : [];
  const categoryIndexes = new CategoryIndexes();
  const categories = n ? columns.categories.split(',') : [];
  const flags = Uint8Array.from(columns.flags, (digit) => parseInt(digit, 16));
  // The name orders are the database's (its collation): the ids in that order, as indexes.
  const indexOf = new Map<string, number>();
  for (let i = 0; i < n; i++) indexOf.set(columns.ids.slice(i * 32, (i + 1) * 32), i);
  const inOrder = (ids: string) =>
    Int32Array.from({ length: n }, (_, k) => indexOf.get(ids.slice(k * 32, (k + 1) * 32))!);
  return {
    ids: Buffer.from(columns.ids, 'hex'),
    prices: Int32Array.from(numbers(columns.prices)),
    families: Uint8Array.from(families, familyIndexOf),
    categories: Uint16Array.from(categories, (id) => categoryIndexes.of(id)),
    categoryIds: categoryIndexes.ids,
    inStock: flags.map((f) => f & 1),
    featured: flags.map((f) => (f >> 1) & 1),
    languages: flags.map((f) => (f >> 2) & (MATCHES_EN | MATCHES_AR)),
    scoreEn: Float64Array.from(numbers(columns.scoresEn)),
    scoreAr: Float64Array.from(numbers(columns.scoresAr)),
    created: Float64Array.from(numbers(columns.created)),
    nameEn: inOrder(columns.nameEn),
    nameAr: inOrder(columns.nameAr),
  };
}

/**
 * A set as its statement returns it: each column one text, the matches in the same order in every
 * one (one row of aggregates: thousands of rows parsed field by field cost the server more than
 * the statement did).
 */
export interface MatchColumns {
  n: number;
  /** 32 hex digits a match. */
  ids: string;
  /** Comma-separated. */
  prices: string;
  families: string;
  /** A category id, or nothing. */
  categories: string;
  /** One hex digit a match: in stock 1, featured 2, in English 4, in Arabic 8. */
  flags: string;
  scoresEn: string;
  scoresAr: string;
  /** Microseconds since 1970. */
  created: string;
  /** The ids (32 hex digits each) in each name order. */
  nameEn: string;
  nameAr: string;
}

/** What a text matches in one language, and how well each product matches it. */
export interface LanguageMatch {
  condition: SQL;
  /** Lower is better. */
  score: SQL;
}

/**
 * One statement: the published products the text matches in either language, with the languages
 * it matches in and how well, what a listing filters and sorts by, and their order by each name.
 * One set serves every `lang` of the text: a third of the statements a set per language would
 * take. The aggregates of one row read their rows in one pass, so every column lists the matches
 * in the same order; none may skip a null (a score without one ranks last).
 */
export async function findSearchMatches(
  db: Db,
  match: { en: LanguageMatch; ar: LanguageMatch },
): Promise<SearchMatches> {
  const hexId = sql`replace(${products.id}::text, '-', '')`;
  const flag = (condition: SQL, weight: number) =>
    sql`case when ${condition} then ${sql.raw(String(weight))} else 0 end`;
  const flags = sql`to_hex(${flag(sql`${products.inStock}`, 1)}
    + ${flag(sql`${products.featured}`, 2)}
    + ${flag(match.en.condition, 4)} + ${flag(match.ar.condition, 8)})`;
  const micros = sql`(extract(epoch from ${products.createdAt}) * 1000000)::bigint`;
  const all = (value: SQL, separator: string, order?: SQL) =>
    sql`coalesce(string_agg(${value}, ${separator}${order ? sql` order by ${order}` : sql``}), '')`;
  const byName = (name: AnyPgColumn) => sql`${nameSortKey(name)}, ${products.id}`;
  const result = (await db.execute(sql`
    select count(*) as n,
      ${all(hexId, '')} as ids,
      ${all(sql`${products.priceHalalas}::text`, ',')} as prices,
      ${all(sql`${products.family}`, ',')} as families,
      ${all(sql`coalesce(${products.categoryId}::text, '')`, ',')} as categories,
      ${all(flags, '')} as flags,
      ${all(sql`coalesce((${match.en.score})::text, '3')`, ',')} as "scoresEn",
      ${all(sql`coalesce((${match.ar.score})::text, '3')`, ',')} as "scoresAr",
      ${all(sql`${micros}::text`, ',')} as created,
      ${all(hexId, '', byName(products.nameEn))} as "nameEn",
      ${all(hexId, '', byName(products.nameAr))} as "nameAr"
    from ${products}
    where ${and(eq(products.isActive, true), or(match.en.condition, match.ar.condition))}
  `)) as unknown as { rows: (Omit<MatchColumns, 'n'> & { n: number | string | bigint })[] };
  const columns = result.rows[0]!;
  return new SearchMatches(matchArraysOf({ ...columns, n: Number(columns.n) }));
}

/**
 * At most this many texts are read at once (the first visits of a store just started ask for
 * many): the pool's other connections stay free for the pages of texts already read, which cost
 * a millisecond, instead of queueing behind reads of 100 ms.
 */
const READS_AT_ONCE = 2;

/**
 * Match sets by search text, kept until the catalogue or a product's availability changes
 * (`ListingCaches`, decision 055, as the listing totals) or for a minute, and to a memory bound:
 * the least recently used go first.
 */
export class SearchMatchCache extends ExpiringMemo<SearchMatches> {
  private reading = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: { now?: () => number; maxBytes?: number } = {}) {
    super({
      maxEntries: 2_000,
      ttlMs: 60_000,
      maxWeight: options.maxBytes ?? 64 * 1024 * 1024,
      weigh: (matches) => matches.bytes,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  override get(key: string, read: () => Promise<SearchMatches>): Promise<SearchMatches> {
    return super.get(key, () => this.inTurn(read));
  }

  private async inTurn<T>(read: () => Promise<T>): Promise<T> {
    if (this.reading < READS_AT_ONCE) this.reading++;
    // A read that ends hands its turn to the first waiting, so no newcomer slips in between.
    else await new Promise<void>((go) => this.waiting.push(go));
    try {
      return await read();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.reading--;
    }
  }
}

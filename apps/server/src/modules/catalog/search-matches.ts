import { and, eq, or, sql, type SQL } from 'drizzle-orm';
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

const ID_BYTES = 16;

/**
 * Every published product a search text matches in either language, in columns (decision 053):
 * the languages it matches in, how well, what a listing filters by and sorts by. The name orders
 * are the database's (its collation); the others are sorted here the first time a page asks for
 * one, exactly as the database orders rows: the ORDER BY of decision 041 (relevance) and of the
 * listing's sorts, ties broken by id.
 */
export class SearchMatches {
  readonly size: number;
  /** Ids as 16 bytes each: a third of the memory of their strings. */
  private readonly ids: Buffer;
  readonly prices: Int32Array;
  /** Index in SCENT_FAMILIES. */
  readonly families: Uint8Array;
  /** Index in `categoryIds`; 0 for none. */
  readonly categories: Uint16Array;
  readonly categoryIds: (string | null)[] = [null];
  readonly inStock: Uint8Array;
  readonly featured: Uint8Array;
  /** MATCHES_EN | MATCHES_AR. */
  readonly languages: Uint8Array;
  /** Lower is better: where the text is (0–3), or a look-alike's negated similarity. */
  private readonly scoreEn: Float64Array;
  private readonly scoreAr: Float64Array;
  /** Microseconds since 1970: exact in a double until the year 2255. */
  private readonly created: Float64Array;
  private readonly sorted = new Map<MatchOrder, Int32Array>();

  constructor(rows: MatchRow[]) {
    const n = (this.size = rows.length);
    this.ids = Buffer.alloc(n * ID_BYTES);
    this.prices = new Int32Array(n);
    this.families = new Uint8Array(n);
    this.categories = new Uint16Array(n);
    this.inStock = new Uint8Array(n);
    this.featured = new Uint8Array(n);
    this.languages = new Uint8Array(n);
    this.scoreEn = new Float64Array(n);
    this.scoreAr = new Float64Array(n);
    this.created = new Float64Array(n);
    // The database's name orders (its collation), placed by position (1-based).
    const nameEn = new Int32Array(n);
    const nameAr = new Int32Array(n);
    const categoryIndex = new Map<string, number>();
    rows.forEach((row, i) => {
      this.ids.write(row.id.replaceAll('-', ''), i * ID_BYTES, ID_BYTES, 'hex');
      this.prices[i] = row.price;
      this.families[i] = (SCENT_FAMILIES as readonly string[]).indexOf(row.family);
      if (row.categoryId !== null) {
        let index = categoryIndex.get(row.categoryId);
        if (index === undefined) {
          index = this.categoryIds.push(row.categoryId) - 1;
          categoryIndex.set(row.categoryId, index);
        }
        this.categories[i] = index;
      }
      this.inStock[i] = row.inStock ? 1 : 0;
      this.featured[i] = row.featured ? 1 : 0;
      this.languages[i] = (row.inEn ? MATCHES_EN : 0) | (row.inAr ? MATCHES_AR : 0);
      this.scoreEn[i] = row.scoreEn;
      this.scoreAr[i] = row.scoreAr;
      this.created[i] = row.createdMicros;
      nameEn[row.nameEn - 1] = i;
      nameAr[row.nameAr - 1] = i;
    });
    this.sorted.set('nameEn', nameEn).set('nameAr', nameAr);
  }

  idAt(i: number): string {
    const hex = this.ids.toString('hex', i * ID_BYTES, (i + 1) * ID_BYTES);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
        throw new Error("The name orders are the database's, placed when the set is made");
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
  }): { ids: string[]; total: number } {
    const order = this.orderOf(options.order);
    const end = options.offset + options.limit;
    const ids: string[] = [];
    let total = 0;
    for (let k = 0; k < this.size; k++) {
      const i = order[options.descending ? this.size - 1 - k : k]!;
      if (!options.accepts(i)) continue;
      if (total >= options.offset && total < end) ids.push(this.idAt(i));
      total++;
    }
    return { ids, total };
  }
}

interface MatchRow {
  id: string;
  price: number;
  family: string;
  categoryId: string | null;
  inStock: boolean | null;
  featured: boolean;
  inEn: boolean;
  inAr: boolean;
  scoreEn: number;
  scoreAr: number;
  createdMicros: number;
  nameEn: number;
  nameAr: number;
}

/** What a text matches in one language, and how well each product matches it. */
export interface LanguageMatch {
  condition: SQL;
  /** Lower is better. */
  score: SQL;
}

const positionIn = (order: SQL[]) =>
  sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.mapWith(Number);

/**
 * One statement: the published products the text matches in either language, with the languages
 * it matches in and how well, what a listing filters and sorts by, and their positions in name
 * order (the database's collation). One set serves every `lang` of the text: a third of the
 * statements a set per language would take.
 */
export async function findSearchMatches(
  db: Db,
  match: { en: LanguageMatch; ar: LanguageMatch },
): Promise<SearchMatches> {
  // The narrow columns first, then the name orders over them. The LIMIT keeps the planner from
  // merging the two levels, which would carry the texts the scores are read from through both
  // sorts: 450 bytes a row, sorted on disk, 390 ms for "rose" at 100,000 products.
  const m = db
    .select({
      id: products.id,
      price: products.priceHalalas,
      family: products.family,
      categoryId: products.categoryId,
      inStock: products.inStock,
      featured: products.featured,
      inEn: sql<boolean>`coalesce(${match.en.condition}, false)`.as('in_en'),
      inAr: sql<boolean>`coalesce(${match.ar.condition}, false)`.as('in_ar'),
      scoreEn: sql<number>`${match.en.score}`.as('score_en'),
      scoreAr: sql<number>`${match.ar.score}`.as('score_ar'),
      createdMicros: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint`.as(
        'created_micros',
      ),
      nameKeyEn: sql<string>`${nameSortKey(products.nameEn)}`.as('name_key_en'),
      nameKeyAr: sql<string>`${nameSortKey(products.nameAr)}`.as('name_key_ar'),
    })
    .from(products)
    .where(and(eq(products.isActive, true), or(match.en.condition, match.ar.condition)))
    .limit(2 ** 31 - 1)
    .as('m');
  const rows = await db
    .select({
      id: m.id,
      price: m.price,
      family: m.family,
      categoryId: m.categoryId,
      inStock: m.inStock,
      featured: m.featured,
      inEn: m.inEn,
      inAr: m.inAr,
      scoreEn: sql<number>`${m.scoreEn}`.mapWith(Number),
      scoreAr: sql<number>`${m.scoreAr}`.mapWith(Number),
      createdMicros: sql<number>`${m.createdMicros}`.mapWith(Number),
      nameEn: positionIn([sql`${m.nameKeyEn}`, sql`${m.id}`]),
      nameAr: positionIn([sql`${m.nameKeyAr}`, sql`${m.id}`]),
    })
    .from(m);
  return new SearchMatches(rows);
}

/**
 * At most this many texts are read at once (the first visits of a store just started ask for
 * many): the pool's other connections stay free for the pages of texts already read, which cost
 * a millisecond, instead of queueing behind reads of 100 ms.
 */
const READS_AT_ONCE = 2;

/**
 * Match sets by search text, kept until the catalogue changes (the routes clear them on the
 * `catalog` invalidation, as the listing totals) or for a minute, and to a memory bound: the
 * least recently used go first.
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

import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { nameSortKey, products } from './catalog.table.ts';
import { WORD_BREAKS, wholeWordRegExp } from './product-search.ts';
import {
  CategoryIndexes,
  familyIndexOf,
  ID_BYTES,
  MATCHES_AR,
  MATCHES_EN,
  SearchMatches,
  type MatchArrays,
} from './search-matches.ts';

/** No match in a language: above every rank. */
const NONE = 255;
/** A rank the text earns in a product's text without a whole word: decision 041's last. */
const LAST_RANK = 3;

/** One language's words: each word once, and the products whose name or text holds it. */
interface Words {
  words: string[];
  /** `entries` from `starts[w]` to `starts[w + 1]` are word w's: position × 2, + 1 in the name. */
  starts: Int32Array;
  entries: Int32Array;
}

/** An Int32Array that grows as it is written. */
class Int32List {
  values = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

/**
 * The words of one language's names and texts (the folded columns, split at spaces), each word
 * listing the products that hold it once, marked when their name does.
 */
class WordList {
  private readonly idOf = new Map<string, number>();
  private readonly words: string[] = [];
  /** Which product a word was last listed for, + 1: a word twice in a product is listed once. */
  private lastProduct = new Int32Array(1024);
  private readonly pairs = { word: new Int32List(), entry: new Int32List() };

  add(position: number, name: string | null, text: string | null): void {
    // The database's condition reads the text, which holds the name: no text, no match.
    if (!text) return;
    // The name's words first, so a word of both is listed as the name's.
    for (const word of (name ?? '').split(' ')) if (word) this.list(word, position, true);
    for (const word of text.split(' ')) if (word) this.list(word, position, false);
  }

  private list(word: string, position: number, inName: boolean): void {
    let id = this.idOf.get(word);
    if (id === undefined) {
      id = this.words.push(word) - 1;
      this.idOf.set(word, id);
      if (id === this.lastProduct.length) {
        const grown = new Int32Array(this.lastProduct.length * 2);
        grown.set(this.lastProduct);
        this.lastProduct = grown;
      }
    }
    if (this.lastProduct[id] === position + 1) return;
    this.lastProduct[id] = position + 1;
    this.pairs.word.push(id);
    this.pairs.entry.push(position * 2 + (inName ? 1 : 0));
  }

  /** Grouped by word (a counting sort): each word's entries in one run. */
  finish(): Words {
    const { words, pairs } = this;
    const starts = new Int32Array(words.length + 1);
    for (let k = 0; k < pairs.word.length; k++) starts[pairs.word.values[k]! + 1]!++;
    for (let w = 0; w < words.length; w++) starts[w + 1]! += starts[w]!;
    const next = starts.slice(0, words.length);
    const entries = new Int32Array(pairs.word.length);
    for (let k = 0; k < pairs.word.length; k++) {
      entries[next[pairs.word.values[k]!]!++] = pairs.entry.values[k]!;
    }
    return { words, starts, entries };
  }
}

/** Products read by one statement: each result stays small in the embedded database's memory. */
const CHUNK = 5_000;

/** A chunk of the catalogue's columns as its statement returns them, in the order of the ids. */
interface ChunkColumns {
  n: number | string | bigint;
  ids: string;
  prices: string;
  families: string;
  categories: string;
  /** One hex digit a product: in stock 1, featured 2. */
  flags: string;
  created: string;
  /** JSON arrays of the folded columns. */
  namesEn: string;
  textsEn: string;
  namesAr: string;
  textsAr: string;
}

/** The published products after `after` (an id), `limit` of them, in the order of their ids. */
async function readChunk(db: Db, after: string | null, limit: number): Promise<ChunkColumns> {
  const byId = sql`order by ${products.id}`;
  const all = (value: SQL, separator: string) =>
    sql`coalesce(string_agg(${value}, ${separator} ${byId}), '')`;
  const json = (column: SQL) => sql`coalesce(json_agg(${column} ${byId}), '[]')::text`;
  const following = after ? sql`and ${products.id} > ${after}` : sql``;
  const result = (await db.execute(sql`
    select count(*) as n,
      ${all(sql`replace(${products.id}::text, '-', '')`, '')} as ids,
      ${all(sql`${products.priceHalalas}::text`, ',')} as prices,
      ${all(sql`${products.family}::text`, ',')} as families,
      ${all(sql`coalesce(${products.categoryId}::text, '')`, ',')} as categories,
      ${all(sql`to_hex(case when ${products.inStock} then 1 else 0 end + case when ${products.featured} then 2 else 0 end)`, '')} as flags,
      ${all(sql`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`, ',')} as created,
      ${json(sql`${products.nameSearchEn}`)} as "namesEn",
      ${json(sql`${products.searchEn}`)} as "textsEn",
      ${json(sql`${products.nameSearchAr}`)} as "namesAr",
      ${json(sql`${products.searchAr}`)} as "textsAr"
    from (
      select * from ${products} where ${products.isActive} ${following}
      ${byId} limit ${limit}
    ) as ${products}
  `)) as unknown as { rows: ChunkColumns[] };
  return result.rows[0]!;
}

/** The published products' ids (32 hex digits each) in the order of one name. */
async function readNameOrder(db: Db, name: AnyPgColumn): Promise<string> {
  const result = (await db.execute(sql`
    select coalesce(string_agg(replace(${products.id}::text, '-', ''), ''
      order by ${nameSortKey(name)}, ${products.id}), '') as ids
    from ${products} where ${products.isActive}
  `)) as unknown as { rows: { ids: string }[] };
  return result.rows[0]!.ids;
}

const positions = (n: number) => Int32Array.from({ length: n }, (_, i) => i);

/** Matches in `order` regrouped by rank (0 to 3), keeping that order within a rank. */
function byRank(order: Int32Array, rank: (i: number) => number): Int32Array {
  const starts = new Int32Array(LAST_RANK + 2);
  for (const i of order) starts[rank(i) + 1]!++;
  for (let r = 0; r <= LAST_RANK; r++) starts[r + 1]! += starts[r]!;
  const ranked = new Int32Array(order.length);
  for (const i of order) ranked[starts[rank(i)]!++] = i;
  return ranked;
}

/** The catalogue changed while it was read: the next listing reads it again. */
class CatalogueMoved extends Error {
  constructor() {
    super('The published products changed while the search index read them');
  }
}

/** The published products' availability, in the index's order (by id), and how many. */
async function readAvailability(db: Db): Promise<{ n: number; inStock: string }> {
  const result = (await db.execute(sql`
    select count(*) as n,
      coalesce(string_agg(case when ${products.inStock} then '1' else '0' end, '' order by ${products.id}), '') as "inStock"
    from ${products} where ${products.isActive}
  `)) as unknown as { rows: { n: number | string | bigint; inStock: string }[] };
  const row = result.rows[0]!;
  return { n: Number(row.n), inStock: row.inStock };
}

/**
 * Every published product's words and what a listing filters and sorts by, in memory (decision
 * 057): listings without a text page its set of every product, and a search text without spaces
 * or breaks finds its matches here, in milliseconds, where reading them from the database cost
 * about 18 µs a match (650 ms for a common word at 100,000 products). A text is in a name or text exactly when it is in one of its words (the folded
 * columns are words joined by single spaces), and is a whole word there exactly when it is one in
 * that word, so each distinct word is compared once. The ranks and orders are the database's
 * (decision 041, the names' collation), and a test holds both to the same answers.
 */
export class SearchIndex {
  private constructor(
    /** The catalogue's columns, one entry a product, by id. */
    private readonly columns: Omit<MatchArrays, 'languages' | 'scoreEn' | 'scoreAr'> & {
      /** Positions by price, then id; by creation time, then id. */
      byPrice: Int32Array;
      byCreated: Int32Array;
    },
    private readonly words: { en: Words; ar: Words },
  ) {}

  /** Every published product as one set, for listings without a text; made once. */
  private all: SearchMatches | undefined;

  everything(): SearchMatches {
    const c = this.columns;
    const n = this.size;
    this.all ??= new SearchMatches({
      ...c,
      languages: new Uint8Array(n).fill(MATCHES_EN | MATCHES_AR),
      scoreEn: new Float64Array(n),
      scoreAr: new Float64Array(n),
      orders: { price: c.byPrice, createdAt: c.byCreated },
    });
    return this.all;
  }

  get size(): number {
    return this.columns.prices.length;
  }

  /**
   * Statements of `chunk` products each, by id, then each name's order: a single one returned
   * some 30 MB at 100,000 products, which grew the embedded database's memory for good. Writes
   * between them are caught (the counts and ids must agree) or invalidate the index anyway.
   */
  static async read(db: Db, chunk = CHUNK): Promise<SearchIndex> {
    const { n: count } = await readAvailability(db);
    const ids = Buffer.alloc(count * ID_BYTES);
    const prices = new Int32Array(count);
    const families = new Uint8Array(count);
    const categories = new Uint16Array(count);
    const categoryIndexes = new CategoryIndexes();
    const inStock = new Uint8Array(count);
    const featured = new Uint8Array(count);
    const created = new Float64Array(count);
    const words = { en: new WordList(), ar: new WordList() };
    const positionOf = new Map<string, number>();
    let n = 0;
    for (let after: string | null = null; ;) {
      const read = await readChunk(db, after, chunk);
      const size = Number(read.n);
      if (size === 0) break;
      if (n + size > count) throw new CatalogueMoved();
      const numbers = (text: string) => text.split(',').map(Number);
      const [chunkPrices, chunkCreated] = [numbers(read.prices), numbers(read.created)];
      const chunkFamilies = read.families.split(',');
      const chunkCategories = read.categories.split(',');
      const parse = (text: string) => JSON.parse(text) as (string | null)[];
      const [namesEn, textsEn] = [parse(read.namesEn), parse(read.textsEn)];
      const [namesAr, textsAr] = [parse(read.namesAr), parse(read.textsAr)];
      for (let k = 0; k < size; k++) {
        const p = n + k;
        const hex = read.ids.slice(k * 32, (k + 1) * 32);
        ids.write(hex, p * ID_BYTES, 'hex');
        positionOf.set(hex, p);
        prices[p] = chunkPrices[k]!;
        created[p] = chunkCreated[k]!;
        families[p] = familyIndexOf(chunkFamilies[k]!);
        categories[p] = categoryIndexes.of(chunkCategories[k]!);
        const flags = parseInt(read.flags[k]!, 16);
        inStock[p] = flags & 1;
        featured[p] = (flags >> 1) & 1;
        words.en.add(p, namesEn[k]!, textsEn[k]!);
        words.ar.add(p, namesAr[k]!, textsAr[k]!);
      }
      n += size;
      const last = read.ids.slice(-32);
      after = `${last.slice(0, 8)}-${last.slice(8, 12)}-${last.slice(12, 16)}-${last.slice(16, 20)}-${last.slice(20)}`;
      if (size < chunk) break;
    }
    if (n !== count) throw new CatalogueMoved();
    // Place k of a name order holds the position of the product named k-th.
    const orderOf = async (name: AnyPgColumn) => {
      const inOrder = await readNameOrder(db, name);
      if (inOrder.length !== n * 32) throw new CatalogueMoved();
      const order = new Int32Array(n);
      for (let k = 0; k < n; k++) {
        const p = positionOf.get(inOrder.slice(k * 32, (k + 1) * 32));
        if (p === undefined) throw new CatalogueMoved();
        order[k] = p;
      }
      return order;
    };
    const columns = {
      ids,
      prices,
      families,
      categories,
      categoryIds: categoryIndexes.ids,
      inStock,
      featured,
      created,
      nameEn: await orderOf(products.nameEn),
      nameAr: await orderOf(products.nameAr),
      // Positions are in id order: a tie of price or time is broken by position.
      byPrice: positions(n).sort((a, b) => prices[a]! - prices[b]! || a - b),
      byCreated: positions(n).sort((a, b) => created[a]! - created[b]! || a - b),
    };
    return new SearchIndex(columns, { en: words.en.finish(), ar: words.ar.finish() });
  }

  /**
   * Reads which products are in stock now (after a product sold out or came back). False when
   * the published products are no longer those indexed: the index must then be read again.
   */
  async refreshStock(db: Db): Promise<boolean> {
    const { n, inStock } = await readAvailability(db);
    if (n !== this.size) return false;
    this.columns.inStock = Uint8Array.from(inStock, (digit) => (digit === '1' ? 1 : 0));
    this.all = undefined;
    return true;
  }

  /** Whether the index can answer this folded text: one word, without breaks. */
  static answers(folded: string): boolean {
    for (const c of folded) if (c === ' ' || WORD_BREAKS.includes(c)) return false;
    return folded.length > 0;
  }

  /**
   * The text's matches, as `findSearchMatches` reads them from the database: in either language,
   * each language's rank the best of the words holding the text (0, a whole word of the name, to
   * 3, part of the text; 3 where the language does not hold it).
   */
  matches(folded: string): SearchMatches {
    if (!SearchIndex.answers(folded)) throw new Error('The index answers one word without breaks');
    const n = this.size;
    const rank = {
      en: this.ranksIn(this.words.en, folded, wholeWordRegExp(folded, false)),
      ar: this.ranksIn(this.words.ar, folded, wholeWordRegExp(folded, true)),
    };
    const positions: number[] = [];
    for (let p = 0; p < n; p++) if (rank.en[p]! < NONE || rank.ar[p]! < NONE) positions.push(p);
    const size = positions.length;
    const c = this.columns;
    const ids = Buffer.allocUnsafe(size * ID_BYTES);
    const matchOf = new Int32Array(n).fill(-1);
    const languages = new Uint8Array(size);
    const scoreEn = new Float64Array(size);
    const scoreAr = new Float64Array(size);
    const gather = <T extends Int32Array | Uint8Array | Uint16Array | Float64Array>(
      column: T,
      into: T,
    ) => {
      for (let i = 0; i < size; i++) into[i] = column[positions[i]!]!;
      return into;
    };
    for (let i = 0; i < size; i++) {
      const p = positions[i]!;
      matchOf[p] = i;
      c.ids.copy(ids, i * ID_BYTES, p * ID_BYTES, (p + 1) * ID_BYTES);
      const en = rank.en[p]!;
      const ar = rank.ar[p]!;
      languages[i] = (en < NONE ? MATCHES_EN : 0) | (ar < NONE ? MATCHES_AR : 0);
      scoreEn[i] = en < NONE ? en : LAST_RANK;
      scoreAr[i] = ar < NONE ? ar : LAST_RANK;
    }
    // Each order of the matches is the catalogue's, keeping the matches: a pass, not a sort.
    const inOrder = (order: Int32Array) => {
      const kept = new Int32Array(size);
      let k = 0;
      for (let j = 0; j < n; j++) {
        const i = matchOf[order[j]!]!;
        if (i >= 0) kept[k++] = i;
      }
      return kept;
    };
    const newestFirst = inOrder(c.byCreated).reverse();
    return new SearchMatches({
      ids,
      prices: gather(c.prices, new Int32Array(size)),
      families: gather(c.families, new Uint8Array(size)),
      categories: gather(c.categories, new Uint16Array(size)),
      categoryIds: c.categoryIds,
      inStock: gather(c.inStock, new Uint8Array(size)),
      featured: gather(c.featured, new Uint8Array(size)),
      languages,
      scoreEn,
      scoreAr,
      created: gather(c.created, new Float64Array(size)),
      nameEn: inOrder(c.nameEn),
      nameAr: inOrder(c.nameAr),
      orders: {
        price: inOrder(c.byPrice),
        createdAt: inOrder(c.byCreated),
        // Decision 041: by rank, then newest first, then id descending.
        relevance: byRank(newestFirst, (i) => Math.min(scoreEn[i]!, scoreAr[i]!)),
        relevanceEn: byRank(newestFirst, (i) => scoreEn[i]!),
        relevanceAr: byRank(newestFirst, (i) => scoreAr[i]!),
      },
    });
  }

  /** Each product's best rank for the text in one language's words; NONE where none holds it. */
  private ranksIn(words: Words, folded: string, wholeWord: RegExp): Uint8Array {
    const ranks = new Uint8Array(this.size).fill(NONE);
    for (let w = 0; w < words.words.length; w++) {
      const word = words.words[w]!;
      if (!word.includes(folded)) continue;
      const whole = wholeWord.test(word);
      const inName = whole ? 0 : 1;
      const inText = whole ? 2 : 3;
      for (let k = words.starts[w]!; k < words.starts[w + 1]!; k++) {
        const entry = words.entries[k]!;
        const p = entry >> 1;
        const rank = entry & 1 ? inName : inText;
        if (rank < ranks[p]!) ranks[p] = rank;
      }
    }
    return ranks;
  }
}

/** After this long an index is read again in the background, should an invalidation be lost. */
const INDEX_TTL_MS = 10 * 60_000;

/** After an administrator's write, a listening server reads the index again this much later. */
const REREAD_AFTER_WRITE_MS = 1_000;

/**
 * The store's one index: read on the first listing after a start or an administrator's write
 * (`clear`), its availability re-read when a product sells out or comes back (`refreshStock`).
 * A server that listens (`keepReady`) reads it at once, and again shortly after each write, so
 * shoppers rarely wait for it; tests, which only inject, read it on their first listing.
 */
export class SearchIndexSlot {
  private index: Promise<SearchIndex> | undefined;
  private readAt = 0;
  private rereading = false;
  private ready: { onError: (error: unknown) => void } | undefined;
  private rereadTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** From now on the index is read ahead of the searches that need it. */
  keepReady(onError: (error: unknown) => void): void {
    this.ready = { onError };
    this.get().catch(onError);
  }

  /** No more reads ahead (the server is closing). */
  stop(): void {
    this.ready = undefined;
    clearTimeout(this.rereadTimer);
  }

  get(): Promise<SearchIndex> {
    if (!this.index) return this.read();
    if (this.now() - this.readAt > INDEX_TTL_MS && !this.rereading) {
      // The old index answers until the new one is read.
      this.rereading = true;
      const current = this.index;
      void SearchIndex.read(this.db)
        .then((index) => {
          if (this.index === current) this.settle(Promise.resolve(index));
        })
        .catch(() => undefined)
        .finally(() => (this.rereading = false));
    }
    return this.index;
  }

  /** After an administrator's write. */
  clear(): void {
    this.index = undefined;
    if (!this.ready) return;
    // A burst of writes (an import, a bulk edit) is read once, after the last.
    clearTimeout(this.rereadTimer);
    this.rereadTimer = setTimeout(() => {
      if (this.ready && !this.index) this.get().catch(this.ready.onError);
    }, REREAD_AFTER_WRITE_MS);
    this.rereadTimer.unref();
  }

  /** After a product's availability flipped: its column read again, or the index dropped. */
  async refreshStock(): Promise<void> {
    const pending = this.index;
    if (!pending) return;
    try {
      const index = await pending;
      if (!(await index.refreshStock(this.db)) && this.index === pending) this.clear();
    } catch {
      // Read on the next listing (a database that fails is not asked again every second).
      if (this.index === pending) this.index = undefined;
    }
  }

  private read(): Promise<SearchIndex> {
    const reading = SearchIndex.read(this.db);
    this.settle(reading);
    // A failed read is not kept: the next listing tries again.
    reading.catch(() => {
      if (this.index === reading) this.index = undefined;
    });
    return reading;
  }

  private settle(index: Promise<SearchIndex>): void {
    this.index = index;
    this.readAt = this.now();
  }
}

import { inArray, sql } from 'drizzle-orm';
import type { Language } from '@store/shared/locales';
import type { Product, ProductListQuery } from '@store/shared/schemas/catalog';
import { boundedPaginationOf, type Pagination } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { products } from './catalog.table.ts';
import { productSearch } from './product-search.ts';
import { SearchIndex, type SearchIndexSlot } from './search-index.ts';
import { toProduct } from './product-mapper.ts';
import {
  familyIndexOf,
  findSearchMatches,
  MATCHES_AR,
  MATCHES_EN,
  type MatchOrder,
  type SearchMatchCache,
  type SearchMatches,
} from './search-matches.ts';

/** A listing's filters besides the text, as a search's matches are tested against them. */
export interface MatchFilter {
  /** A scent family (an index of SCENT_FAMILIES would do; the name is clearer in a test). */
  family?: string;
  /** Each list is one condition: the product's category must be in every one. */
  categoryIn: string[][];
  /** Halalas. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  featured?: boolean;
}

/**
 * A page of the matches the filter and `also` take, in `order`: within the filter's price range
 * when it has one (a slice of the price order), else one pass over the set.
 */
function pageOf(
  matches: SearchMatches,
  filter: MatchFilter,
  options: {
    order: MatchOrder;
    descending: boolean;
    offset: number;
    limit: number;
    /** A further test (the language asked), with the number it takes when nothing else tests. */
    also?: { accepts: (i: number) => boolean; total: number };
    /** Counting may stop past this many (decision 040). */
    countUpTo?: number;
  },
): { ids: string[]; total: number } {
  const { also, countUpTo, ...place } = options;
  const { minPrice, maxPrice, ...rest } = filter;
  const others = acceptsOf(matches, rest);
  const accepts =
    others && also ? (i: number) => also.accepts(i) && others(i) : (others ?? also?.accepts);
  if (minPrice !== undefined || maxPrice !== undefined) {
    const range = { min: minPrice ?? -Infinity, max: maxPrice ?? Infinity };
    return matches.pageInPrices(range, { ...place, accepts });
  }
  if (others)
    return matches.page({ ...place, accepts: accepts!, ...(countUpTo ? { countUpTo } : {}) });
  // Nothing but the language, or nothing at all: the total is known without a pass.
  return matches.page({
    ...place,
    accepts: also?.accepts ?? (() => true),
    total: also?.total ?? matches.size,
  });
}

/**
 * The test of the filter's other conditions on a set's matches (a price range is a slice of the
 * price order, `pageOf`); none when they test nothing.
 */
function acceptsOf(
  matches: SearchMatches,
  filter: Omit<MatchFilter, 'minPrice' | 'maxPrice'>,
): ((i: number) => boolean) | undefined {
  const { inStock, featured } = filter;
  const tests = [filter.family, inStock, featured];
  if (filter.categoryIn.length === 0 && tests.every((value) => value === undefined)) return;
  const family = filter.family === undefined ? -1 : familyIndexOf(filter.family);
  // A category is an index of the set's own list; one the set does not hold matches nothing.
  // Each condition a flag per index: a lookup in a typed array, over a whole catalogue's pass.
  const categoryFlags = filter.categoryIn.map((ids) => {
    const flags = new Uint8Array(matches.categoryIds.length);
    for (const id of ids) {
      const index = matches.categoryIds.indexOf(id.toLowerCase());
      if (index > 0) flags[index] = 1;
    }
    return flags;
  });
  return (i) =>
    (family < 0 || matches.families[i] === family) &&
    (inStock === undefined || matches.inStock[i] === (inStock ? 1 : 0)) &&
    (featured === undefined || matches.featured[i] === (featured ? 1 : 0)) &&
    categoryFlags.every((flags) => flags[matches.categories[i]!] === 1);
}

/** The order a page reads: the search's own unless the shopper chose a sort (decision 041). */
function pageOrderOf(query: ProductListQuery): { order: MatchOrder; descending: boolean } {
  const sortBy = query.sortBy ?? 'relevance';
  if (sortBy === 'relevance') {
    const order =
      query.lang === 'en' ? 'relevanceEn' : query.lang === 'ar' ? 'relevanceAr' : 'relevance';
    return { order, descending: false };
  }
  const descending = (query.sortOrder ?? (sortBy === 'createdAt' ? 'desc' : 'asc')) === 'desc';
  if (sortBy === 'name') return { order: query.lang === 'ar' ? 'nameAr' : 'nameEn', descending };
  return { order: sortBy, descending };
}

/** Nothing matched in a language: a look-alike set asked for the other one only. */
const NO_MATCH = { condition: sql`false`, score: sql`0` };

/**
 * The text's matches of one kind in each language: as typed, for every `lang` of the text; or
 * look-alikes, only in the language asked (a shopper who asked for Arabic is not shown English
 * look-alikes, so they are not looked for).
 */
function matchOf(kind: 'exact' | 'alike', folded: string, lang: Language | undefined) {
  const [en, ar] = (['en', 'ar'] as const).map((language) => {
    const search = productSearch(folded, language)!;
    // A product without the text in this language ranks last in it (3), as decision 041's
    // least() of both ranks has it; its text is then not read again.
    if (kind === 'exact') {
      return {
        condition: search.exact,
        score: sql`case when ${search.exact} then ${search.rank} else 3 end`,
      };
    }
    if (lang && lang !== language) return NO_MATCH;
    // Closest first: the negated similarity.
    return search.alike && { condition: search.alike, score: sql`-${search.similarity}` };
  });
  return en && ar ? { en, ar } : undefined;
}

/**
 * A page of a search (decision 053): the text's matches are read once (from the catalogue's
 * words when it is one word, decision 057) and kept (`searches`);
 * each page filters and orders them in memory, counts them exactly, and reads its own rows by
 * id. When nothing has the text as typed under these filters, words like it (decision 041).
 */
export async function listSearchMatches(
  db: Db,
  query: ProductListQuery,
  folded: string,
  filter: MatchFilter,
  { searches, index }: { searches?: SearchMatchCache; index?: SearchIndexSlot },
): Promise<{ items: Product[]; pagination: Pagination }> {
  const matchesOf = (kind: 'exact' | 'alike') => {
    const lang = kind === 'alike' ? query.lang : undefined;
    const match = matchOf(kind, folded, lang);
    if (!match) return undefined;
    // One word as typed: from the catalogue's words in memory; else from the database.
    const find =
      kind === 'exact' && index && SearchIndex.answers(folded)
        ? async () => (await index.get()).matches(folded)
        : () => findSearchMatches(db, match);
    return searches ? searches.get(`${kind}\u0000${lang ?? ''}\u0000${folded}`, find) : find();
  };
  const { order, descending } = pageOrderOf(query);
  const offset = (query.page - 1) * query.limit;
  const language = query.lang === 'en' ? MATCHES_EN : query.lang === 'ar' ? MATCHES_AR : 0;
  const pageIn = (matches: SearchMatches) =>
    pageOf(matches, filter, {
      order,
      descending,
      offset,
      limit: query.limit,
      ...(language
        ? {
            also: {
              accepts: (i: number) => (matches.languages[i]! & language) !== 0,
              total: matches.countIn(language),
            },
          }
        : {}),
    });

  let page = pageIn((await matchesOf('exact'))!);
  if (page.total === 0) {
    const alike = await matchesOf('alike');
    if (alike) page = pageIn(alike);
  }
  const items = await productsInOrder(db, page.ids);
  return { items, pagination: boundedPaginationOf(query.page, query.limit, page.total, false) };
}

/** The products of a page, read by id, in the page's order. */
async function productsInOrder(db: Db, ids: string[]): Promise<Product[]> {
  const rows = ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A product removed since its matches were read is left out of its page.
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row)] : [];
  });
}

/** The order of a listing without a text: relevance, there, is newest first. */
function listingOrderOf(query: ProductListQuery): { order: MatchOrder; descending: boolean } {
  const sortBy = query.sortBy ?? 'createdAt';
  const direction = query.sortOrder ?? (sortBy === 'price' || sortBy === 'name' ? 'asc' : 'desc');
  const descending = direction === 'desc';
  if (sortBy === 'name') return { order: query.lang === 'ar' ? 'nameAr' : 'nameEn', descending };
  return { order: sortBy === 'price' ? 'price' : 'createdAt', descending };
}

/**
 * A page of a listing without a text, from the catalogue's columns in memory (decision 057):
 * filtered, ordered and counted there (up to decision 040's bound, as the database's count),
 * its rows read by id: the answer is the statement's.
 */
export async function listFromIndex(
  db: Db,
  query: ProductListQuery,
  filter: MatchFilter,
  index: SearchIndex,
  bound: number,
): Promise<{ items: Product[]; pagination: Pagination }> {
  const page = pageOf(index.everything(), filter, {
    ...listingOrderOf(query),
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
    countUpTo: bound,
  });
  const more = page.total > bound;
  const items = await productsInOrder(db, page.ids);
  return {
    items,
    pagination: boundedPaginationOf(query.page, query.limit, more ? bound : page.total, more),
  };
}

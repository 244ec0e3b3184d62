import { and, desc, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './catalog.table.ts';

type ProductRow = typeof products.$inferSelect;

/**
 * How many of the newest matches, and of the newest name matches, a search ranks when it matches
 * more products than a listing counts exactly (decision 044): about five pages of 48.
 */
export const RELEVANCE_WINDOW = 240;

export interface WindowQuery {
  /** The listing's filters with the search text. */
  where: SQL | undefined;
  /** The listing's filters with the text in a name. */
  whereInName: SQL | undefined;
  /** Best first (the search's rank), for the window. */
  rankOrder: SQL[];
  offset: number;
  limit: number;
  window?: number;
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

/**
 * One page of a search too common to rank every match (decision 044). Ranking reads each match;
 * a word in a fifth of 100,000 products is 20,000 rows. So the ranking is given to a window: the
 * newest `window` products with the text in a name (an index walk that stops there) and the
 * newest `window` with the text anywhere. The window comes first, best first; the other matches
 * follow, newest first. The order is the same for every page of the search, so pages never repeat
 * or skip a product.
 */
export async function searchWindowPage(db: Db, query: WindowQuery): Promise<ProductRow[]> {
  const window = query.window ?? RELEVANCE_WINDOW;
  const idsOf = (where: SQL | undefined) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...newestFirst)
      .limit(window);
  // One after the other: decision 039 keeps a connection to one statement at a time.
  const named = (await idsOf(query.whereInName)).map((row) => row.id);
  const newest = (await idsOf(query.where)).map((row) => row.id);
  const inWindow = [...new Set([...named, ...newest])];
  const end = query.offset + query.limit;

  const ranked =
    query.offset < inWindow.length
      ? await db
          .select()
          .from(products)
          .where(inArray(products.id, inWindow))
          .orderBy(...query.rankOrder)
          .limit(Math.min(end, inWindow.length) - query.offset)
          .offset(query.offset)
      : [];
  // Fewer than `window` matches in all: the window holds every one.
  if (end <= inWindow.length || newest.length < window) return ranked;

  // The rest: matches older than the newest window's last, less the name matches already shown.
  const last = newest[newest.length - 1]!;
  const olderThanLast = sql`(${products.createdAt}, ${products.id}) < (select p.created_at, p.id from ${products} p where p.id = ${last})`;
  const rest = await db
    .select()
    .from(products)
    .where(
      and(query.where, olderThanLast, named.length ? notInArray(products.id, named) : undefined),
    )
    .orderBy(...newestFirst)
    .limit(end - Math.max(query.offset, inWindow.length))
    .offset(Math.max(0, query.offset - inWindow.length));
  return [...ranked, ...rest];
}

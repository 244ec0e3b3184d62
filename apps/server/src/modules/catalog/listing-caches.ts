import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogAvailability } from './catalog.table.ts';
import { ListingTotals } from './listing-totals.ts';
import { SearchIndexSlot } from './search-index.ts';
import { SearchMatchCache } from './search-matches.ts';

/**
 * The tag an invalidation carries beside `catalog` when only stock levels or ratings moved: an
 * order, a refund, a cancellation, a return, a review. Nothing a listing filters, sorts or counts
 * by changed then, except whether a product is in stock, which the database counts.
 */
export const STOCK_LEVELS_ONLY = 'stock-levels-only';

/** What those writes invalidate: every cached catalogue answer (they show stock and ratings). */
export const SALES_INVALIDATION: readonly string[] = ['catalog', STOCK_LEVELS_ONLY];

/** How many times a product's `in_stock` has flipped, as committed. */
async function availabilityChanges(db: Db): Promise<number> {
  const [row] = await db
    .select({ changes: catalogAvailability.changes })
    .from(catalogAvailability)
    .where(eq(catalogAvailability.id, 1));
  return row?.changes ?? 0;
}

/**
 * What listings compute once and share: the catalogue's index (decision 057), the matches of
 * search texts and the totals of filters (decision 055). An admin's write drops them (`clear`).
 * A sale keeps them (`stockMoved`) unless a product sold out or came back meanwhile, and then
 * the index reads its availability column again: at 100,000 products a search's first read from
 * the database costs some 300 ms, and a busy store takes orders every few seconds.
 */
export class ListingCaches {
  readonly totals = new ListingTotals();
  readonly searches = new SearchMatchCache();
  /** The catalogue's columns and words, which listings and one-word searches page (decision 057). */
  readonly index: SearchIndexSlot;
  /** The availability count the caches are known to hold; none when it could not be read. */
  private changes: number | undefined;
  /** The checks asked so far, one after the other; listings wait for the last. */
  private checking: Promise<void> | undefined;

  constructor(private readonly db: Db) {
    this.index = new SearchIndexSlot(db);
    // The count the empty caches start from, before the first listing fills them.
    this.stockMoved();
  }

  clear(): void {
    this.totals.clear();
    this.searches.clear();
    this.index.clear();
  }

  /**
   * Stock moved and its transaction committed. Whether a product's availability changed is read
   * now: a flip committed by then has counted, and one committed later comes with its own call.
   */
  stockMoved(): void {
    const check = async () => {
      try {
        const changes = await availabilityChanges(this.db);
        if (changes !== this.changes) {
          // Only availability moved: the index keeps its words and reads that column again.
          this.totals.clear();
          this.searches.clear();
          await this.index.refreshStock();
        }
        this.changes = changes;
      } catch {
        // Unknown: as after an admin's write.
        this.clear();
        this.changes = undefined;
      }
    };
    const queued = (this.checking ?? Promise.resolve()).then(check);
    this.checking = queued;
    void queued.then(() => {
      if (this.checking === queued) this.checking = undefined;
    });
  }

  /** Resolves once the caches hold only what is committed: at once unless a check is under way. */
  async ready(): Promise<void> {
    await this.checking;
  }
}

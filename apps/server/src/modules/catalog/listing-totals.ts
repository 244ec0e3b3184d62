import { ExpiringMemo } from '../../cache/expiring-memo.ts';

/**
 * The number of products matching each listing filter. Counting reads every matching row, so its
 * cost grows with the catalogue while a page of 12 costs the same at any size; totals change only
 * when products or their availability do, which drops them all (`ListingCaches`, decision 055).
 * Every page and sort order of a filter then shares one count, and concurrent requests for a
 * filter share the one being computed.
 */
export class ListingTotals extends ExpiringMemo<number> {
  constructor(options: { now?: () => number } = {}) {
    // Searches make new keys, so the oldest filters go first.
    super({ maxEntries: 2_000, ttlMs: 60_000, ...options });
  }
}

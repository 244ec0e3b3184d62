/** Distinct filters kept at most; searches make new keys, so the oldest go first. */
const DEFAULT_MAX_ENTRIES = 2_000;
/** Longest life of a total: bounds staleness if an invalidation is lost. */
const DEFAULT_TTL_MS = 60_000;

interface Entry {
  total: Promise<number>;
  expiresAt: number;
}

export interface ListingTotalsOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

/**
 * The number of products matching each listing filter. Counting reads every matching row, so its
 * cost grows with the catalogue while a page of 12 costs the same at any size; totals change only
 * when products or stock do, which drops them all (`clear`, on the `catalog` invalidation). Every
 * page and sort order of a filter then shares one count, and concurrent requests for a filter
 * share the one being computed.
 */
export class ListingTotals {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: ListingTotalsOptions = {}) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** The total for this filter key, counted by `count` only when not known. */
  get(key: string, count: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Map order is recency order: the entry moves to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.total;
    }
    const total = count();
    this.entries.set(key, { total, expiresAt: this.now() + this.ttlMs });
    this.evictOldest();
    // A failed count is not kept. One begun before a `clear` still answers its callers, but
    // `clear` has already dropped its entry, so no later request sees it.
    total.catch(() => this.forget(key, total));
    return total;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(key: string, total: Promise<number>): void {
    if (this.entries.get(key)?.total === total) this.entries.delete(key);
  }

  private evictOldest(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}

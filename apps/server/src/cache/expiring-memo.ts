interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

export interface ExpiringMemoOptions {
  /** Keys kept at most; the least recently used go first. */
  maxEntries: number;
  /** Longest life of a value: bounds staleness if an invalidation is lost. */
  ttlMs: number;
  now?: () => number;
}

/**
 * Values computed once per key and shared until they expire or `clear` drops them all (an
 * invalidation): concurrent callers of a key share the computation under way, and a failed one
 * is not kept. A computation begun before a `clear` still answers its callers, but no later one.
 */
export class ExpiringMemo<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: ExpiringMemoOptions) {
    this.maxEntries = options.maxEntries;
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
  }

  /** The value for this key, computed by `compute` only when not known. */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Map order is recency order: the entry moves to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const value = compute();
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    this.evictOldest();
    // `clear` drops the entry of one under way, so no later caller sees what it began before.
    value.catch(() => this.forget(key, value));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(key: string, value: Promise<T>): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }

  private evictOldest(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}

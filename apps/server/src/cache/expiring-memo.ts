interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
  /** Known once the value is: counted in the memo's weight. */
  weight: number;
}

export interface ExpiringMemoOptions<T = unknown> {
  /** Keys kept at most; the least recently used go first. */
  maxEntries: number;
  /** Longest life of a value: bounds staleness if an invalidation is lost. */
  ttlMs: number;
  now?: () => number;
  /** With `weigh`: the sum of the kept values' weights (e.g. bytes) at most. */
  maxWeight?: number;
  weigh?: (value: T) => number;
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
  private readonly maxWeight: number;
  private readonly weigh: ((value: T) => number) | undefined;
  private weight = 0;

  constructor(options: ExpiringMemoOptions<T>) {
    this.maxEntries = options.maxEntries;
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
    this.maxWeight = options.maxWeight ?? Infinity;
    this.weigh = options.weigh;
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
    if (entry) this.remove(key);
    const value = compute();
    const added: Entry<T> = { value, expiresAt: this.now() + this.ttlMs, weight: 0 };
    this.entries.set(key, added);
    this.evictOldest();
    // `clear` drops the entry of one under way, so no later caller sees what it began before.
    value.then(
      (result) => {
        if (!this.weigh || this.entries.get(key) !== added) return;
        added.weight = this.weigh(result);
        this.weight += added.weight;
        this.evictOldest();
      },
      () => this.forget(key, value),
    );
    return value;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(key: string, value: Promise<T>): void {
    if (this.entries.get(key)?.value === value) this.remove(key);
  }

  private remove(key: string): void {
    this.weight -= this.entries.get(key)?.weight ?? 0;
    this.entries.delete(key);
  }

  /** The least recently used first; the newest is kept even alone over the weight. */
  private evictOldest(): void {
    while (
      this.entries.size > this.maxEntries ||
      (this.weight > this.maxWeight && this.entries.size > 1)
    ) {
      this.remove(this.entries.keys().next().value as string);
    }
  }
}

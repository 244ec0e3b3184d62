export interface StoredAnswer {
  body: string | Buffer;
  headers: Record<string, string | number | string[]>;
}

export interface CachedResponse extends StoredAnswer {
  tags: readonly string[];
  /** The same answer as sent, compressed, by the request headers that chose the compression. */
  variants: Map<string, StoredAnswer>;
}

interface Entry extends CachedResponse {
  bytes: number;
  expiresAt: number;
}

/**
 * The bytes as a buffer of their own. A small Buffer is often a view of a larger block: Node's
 * 8 kB pool (`Buffer.from`, `Buffer.concat`) or zlib's 16 kB output chunk. Kept for minutes, such
 * a view keeps its whole block: 5 MB for the 275 answers of the bench's browsing load.
 */
export function ownBytes<T extends string | Buffer>(body: T): T {
  if (typeof body === 'string' || body.byteLength === body.buffer.byteLength) return body;
  const own = Buffer.allocUnsafeSlow(body.byteLength);
  body.copy(own);
  return own as T;
}

/** Browsers send a handful of Accept-Encoding values; more than this is not worth keeping. */
const MAX_VARIANTS = 4;

export interface PublicCacheStats {
  entries: number;
  /** Compressed forms kept beside the entries. */
  variants: number;
  bytes: number;
  hits: number;
  misses: number;
}

/**
 * Responses by URL, bounded in bytes (least recently used go first) and in age, each labelled
 * with the tags that invalidate it. `generation` moves on every invalidation, so a response
 * computed before one is not stored after it.
 */
export class ResponseStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  generation = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.now()) {
      if (entry) this.delete(key, entry);
      this.misses++;
      return undefined;
    }
    // Map order is recency order: the entry moves to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry;
  }

  set(key: string, response: Omit<CachedResponse, 'variants'>): void {
    const bytes = Buffer.byteLength(response.body) + key.length;
    if (bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    const expiresAt = this.now() + this.ttlMs;
    const body = ownBytes(response.body);
    this.entries.set(key, { ...response, body, variants: new Map(), bytes, expiresAt });
    this.bytes += bytes;
    this.evict();
  }

  /** Adds a compressed form, unless an invalidation came after `generation`. */
  addVariant(key: string, variantKey: string, generation: number, variant: StoredAnswer): void {
    const entry = this.entries.get(key);
    if (!entry || generation !== this.generation || entry.variants.has(variantKey)) return;
    if (entry.variants.size >= MAX_VARIANTS) return;
    const bytes = Buffer.byteLength(variant.body) + variantKey.length;
    const body = ownBytes(variant.body);
    entry.variants.set(variantKey, body === variant.body ? variant : { ...variant, body });
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evict();
  }

  /**
   * Puts smaller bytes in place of a compressed form (the same answer, compressed better), if
   * that form is still the one kept: not after an invalidation, an eviction or a new entry. The
   * form put in its place, or undefined.
   */
  replaceVariantBody(
    key: string,
    variantKey: string,
    variant: StoredAnswer,
    body: Buffer,
  ): StoredAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry?.variants.get(variantKey) !== variant) return;
    const saved = Buffer.byteLength(variant.body) - body.length;
    if (saved <= 0) return;
    const better = { body: ownBytes(body), headers: variant.headers };
    entry.variants.set(variantKey, better);
    entry.bytes -= saved;
    this.bytes -= saved;
    return better;
  }

  invalidate(tags: readonly string[]): void {
    this.generation++;
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.delete(key, entry);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): PublicCacheStats {
    let variants = 0;
    for (const entry of this.entries.values()) variants += entry.variants.size;
    const { bytes, hits, misses } = this;
    return { entries: this.entries.size, variants, bytes, hits, misses };
  }

  private evict() {
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldestKey, oldest);
    }
  }

  private delete(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** What an instance does with invalidations that come from the others. */
export interface InvalidationListener {
  invalidate(tags: readonly string[]): void;
  /** Messages may have been missed (the connection was lost or is back): drop everything. */
  reset(): void;
}

/**
 * Carries cache invalidations between the instances of the store behind a load balancer. One
 * instance needs none; PostgreSQL's LISTEN/NOTIFY is one implementation
 * (public-cache-postgres-bus.ts); Redis pub/sub would be another of the same shape.
 */
export interface InvalidationBus {
  start(listener: InvalidationListener): Promise<void>;
  /** Tells the other instances; this instance has already dropped its own entries. */
  publish(tags: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

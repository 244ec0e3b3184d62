import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from './rate-limit.table.ts';

/** Old windows are deleted now and then (about one call in this many), not on every request. */
const PRUNE_EVERY = 200;
const KEEP_MS = 24 * 60 * 60_000;

/**
 * A store for @fastify/rate-limit that counts in the database: one row per key and fixed window,
 * incremented by one upsert, so the count is right under concurrency and across instances.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  // The declared types say `child` gets the route options; at run time it gets them as `routeInfo`.
  class DatabaseStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      db.insert(rateLimitCounters)
        .values({ key: `${this.prefix}${key}`, windowStart: new Date(windowStart), hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits })
        .then(([row]) => {
          callback(null, { current: row?.hits ?? 1, ttl: windowStart + timeWindow - now });
          if (Math.random() * PRUNE_EVERY < 1) {
            void db
              .delete(rateLimitCounters)
              .where(lt(rateLimitCounters.windowStart, new Date(now - KEEP_MS)))
              .catch(() => {});
          }
        }, callback);
    }

    /** One store per limited route (@fastify/rate-limit passes the route as `routeInfo`). */
    child(params: object): DatabaseStore {
      const route = (params as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new DatabaseStore(`${String(route?.method)} ${route?.url ?? ''}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

import { pipeline, Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { InvalidationBus } from './public-cache-bus.ts';
import { BestBrotliQueue } from './best-brotli.ts';
import {
  ResponseStore,
  type CachedResponse,
  type PublicCacheStats,
  type StoredAnswer,
} from './public-cache-store.ts';
import { weakEtag } from './public-etag.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Serve this public GET from the in-process cache, keyed by URL; an admin write that calls
     * `app.publicCache.invalidate(tag)` with one of these tags drops it.
     */
    cacheTags?: readonly string[];
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export interface PublicCache {
  /** Drops the cached answers with any of these tags, here and (through the bus) everywhere. */
  invalidate(...tags: string[]): Promise<void>;
  /**
   * Calls the listener with the tags of every invalidation, local or from another instance, and
   * with `'all'` when messages may have been missed: for what a module keeps beside the cache.
   */
  onInvalidate(listener: (tags: readonly string[] | 'all') => void): void;
  stats(): PublicCacheStats;
  /** Resolves once the kept brotli forms being recompressed are done (tests). */
  recompressed(): Promise<void>;
}

export interface PublicCacheOptions {
  /**
   * Tags of routes whose modules do not declare `config.cacheTags` themselves, by
   * "METHOD /url" as registered. A listed route that does not exist stops the app at start.
   */
  routes?: Readonly<Record<string, readonly string[]>>;
  /** Bytes of bodies kept at most (default 16 MiB); the least recently used go first. */
  maxBytes?: number;
  /** Longest life of an entry (default 60 s): bounds staleness if an invalidation is lost. */
  ttlMs?: number;
  /** Carries invalidations to the other instances; none when there is only one. */
  bus?: InvalidationBus;
  now?: () => number;
}

const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
const DEFAULT_TTL_MS = 60_000;

/** An answer or a compressed form under way: who asks for it meanwhile waits for `done`. */
interface Computation {
  generation: number;
  done: Promise<void>;
}

type OnSendDone = (error: Error | null, payload?: unknown) => void;

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * What to do with a request's answer, by the store's generation when it began: keep it (a miss),
 * and keep its compressed form. Absent for hits that had their form and for bypasses.
 */
const pending = new WeakMap<
  FastifyRequest,
  { generation: number; store: boolean; preset: Record<string, unknown> }
>();

/** The requests answered from memory, for the request log (plugins/request-log.ts). */
const servedFromMemory = new WeakSet<FastifyRequest>();

/** Whether this request was answered from the cache (a hit, whatever its compressed form). */
export function servedFromCache(request: FastifyRequest): boolean {
  return servedFromMemory.has(request);
}

/** The request headers @fastify/compress chooses by: equal keys, equal compressed bytes. */
function variantKeyOf(request: FastifyRequest): string {
  const noCompression = request.headers['x-no-compression'] !== undefined ? '|none' : '';
  return `${request.headers['accept-encoding'] ?? ''}${noCompression}`;
}

/**
 * What an entry keeps of an answer's headers: not its framing (the length of a Buffer, or chunks:
 * the server's to choose each time), nor what earlier hooks set on every answer before this one
 * began (`preset`: the security headers, current on a hit without replaying a copy of them).
 */
function ownHeaders(headers: Record<string, unknown>, preset: Record<string, unknown>) {
  const own: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'content-length' || name === 'transfer-encoding' || preset[name] === value) {
      continue;
    }
    own[name] = value as string | number | string[];
  }
  return own;
}

function asksToRevalidate(request: FastifyRequest): boolean {
  const cacheControl = request.headers['cache-control'];
  return (
    (cacheControl !== undefined && cacheControl.includes('no-cache')) ||
    request.headers.pragma === 'no-cache'
  );
}

/**
 * An in-process cache of public reads (catalogue, content, settings): a hit answers from memory
 * in onRequest, before validation, the handler, the database and serialization. Only GET routes
 * declared public may be cached; declaring tags on any other route stops the app at start.
 * Requests with credentials neither read nor fill it; `Cache-Control: no-cache` goes to the
 * database and refreshes the entry. See docs/decisions/006-public-read-cache.md.
 */
export const publicCache = fp(
  async (app: FastifyInstance, options: PublicCacheOptions) => {
    const store = new ResponseStore(
      options.maxBytes ?? DEFAULT_MAX_BYTES,
      options.ttlMs ?? DEFAULT_TTL_MS,
      options.now ?? Date.now,
    );
    const bestBrotli = new BestBrotliQueue();
    /** Brotli forms already compressed at the best quality, or waiting to be. */
    const bestOrQueued = new WeakSet<StoredAnswer>();
    const listeners: ((tags: readonly string[] | 'all') => void)[] = [];
    const invalidateHere = (tags: readonly string[] | 'all') => {
      if (tags === 'all') store.clear();
      else store.invalidate(tags);
      for (const listener of listeners) listener(tags);
    };
    const listed = new Map(Object.entries(options.routes ?? {}));
    const unseen = new Set(listed.keys());

    /**
     * The misses being computed, by URL: a request for the same URL waits for that answer
     * instead of computing it again. Without this, many shoppers asking for a page the cache had
     * just dropped all went to the database at once, which on the embedded database (run on the
     * event loop's thread) starved the server of turns to accept connections.
     */
    const computing = new Map<string, Computation>();
    /**
     * The compressed forms being made, by URL and the request headers that choose them: a hit
     * without its form waits for the one under way. Without this, the many requests for an
     * answer kept uncompressed (a rendered page's own API call keeps one) each compressed it:
     * some 2,800 brotli streams in the first seconds of a browsing load, 39 MB of the allocator
     * at once, and the answers slower until the forms were kept.
     */
    const compressing = new Map<string, Computation>();
    const finishComputing = new WeakMap<FastifyRequest, () => void>();

    /**
     * A hit answers at once; a miss goes on to the handler; a request for an answer another is
     * computing waits for it. In the callback style: the hit, the common case, makes no promise.
     */
    function serveFromCache(request: FastifyRequest, reply: FastifyReply, done: () => void) {
      if (request.headers.authorization !== undefined) return done();
      const revalidate = asksToRevalidate(request);
      const cached = revalidate ? undefined : store.get(request.url);
      if (cached) return answerFromMemory(request, reply, cached);
      if (revalidate || !computing.has(request.url)) {
        goToHandler(request, reply, revalidate);
        return done();
      }
      waitForAnswer(request, reply).then(
        (found) => (found ? answerFromMemory(request, reply, found) : done()),
        done,
      );
    }

    /** The answer another request was computing, or none (then this one computes it). */
    async function waitForAnswer(request: FastifyRequest, reply: FastifyReply) {
      // Between the last look at `computing` and `startComputing` nothing may await: a request
      // arriving meanwhile would compute the same answer.
      for (
        let current = computing.get(request.url);
        current;
        current = computing.get(request.url)
      ) {
        if (current.generation !== store.generation) break;
        await current.done;
        const cached = store.get(request.url);
        if (cached) return cached;
      }
      goToHandler(request, reply, false);
      return undefined;
    }

    /** A miss: the handler computes the answer, kept as it leaves. */
    function goToHandler(request: FastifyRequest, reply: FastifyReply, revalidate: boolean) {
      keepOnTheWayOut(request, reply, true);
      if (!revalidate) startComputing(request, computing, request.url);
    }

    function answerFromMemory(
      request: FastifyRequest,
      reply: FastifyReply,
      cached: CachedResponse,
    ) {
      servedFromMemory.add(request);
      const variantKey = variantKeyOf(request);
      const variant = cached.variants.get(variantKey);
      if (variant) {
        reply.headers(variant.headers).send(variant.body);
        return void compressBetterOnceAskedAgain(request.url, variantKey, variant, cached);
      }
      const formKey = `${variantKey} ${request.url}`;
      const underWay = compressing.get(formKey);
      if (underWay?.generation === store.generation) {
        const answer = () => {
          const again = store.get(request.url);
          // Dropped meanwhile: the answer as it was when asked, not kept.
          if (!again) return void reply.headers(cached.headers).send(cached.body);
          if (again.variants.has(variantKey)) return answerFromMemory(request, reply, again);
          compressAndKeep(request, reply, again, formKey);
        };
        return void underWay.done.then(answer, answer);
      }
      compressAndKeep(request, reply, cached, formKey);
    }

    /**
     * A brotli form served from memory, so asked at least twice: worth compressing again, at the
     * best quality, off the event loop. Not before: most URLs a crawler or a shopper's filters
     * make are asked once, and at 25 ms or more of CPU a listing, compressing each of them again
     * took as much CPU as answering it (issue 23's first visits).
     */
    function compressBetterOnceAskedAgain(
      url: string,
      variantKey: string,
      variant: StoredAnswer,
      cached: CachedResponse,
    ) {
      if (variant.headers['content-encoding'] !== 'br' || bestOrQueued.has(variant)) return;
      // Too many waiting: a later answer from memory asks again.
      const queued = bestBrotli.compress(cached.body, (better) => {
        const kept = store.replaceVariantBody(url, variantKey, variant, better);
        if (kept) bestOrQueued.add(kept);
      });
      if (queued) bestOrQueued.add(variant);
    }

    /** Compression costs more than everything else a hit does: keep its result too. */
    function compressAndKeep(
      request: FastifyRequest,
      reply: FastifyReply,
      cached: CachedResponse,
      formKey: string,
    ) {
      startComputing(request, compressing, formKey);
      keepOnTheWayOut(request, reply, false);
      reply.headers(cached.headers).send(cached.body);
    }

    /**
     * Marks the answer to be kept as it leaves: whole (`answer`, a miss) or only its compressed
     * form; the headers already set now are every answer's, not this one's.
     */
    function keepOnTheWayOut(request: FastifyRequest, reply: FastifyReply, answer: boolean) {
      pending.set(request, {
        generation: store.generation,
        store: answer,
        preset: reply.getHeaders(),
      });
    }

    function startComputing(request: FastifyRequest, under: Map<string, Computation>, key: string) {
      let finish!: () => void;
      const entry = { generation: store.generation, done: new Promise<void>((r) => (finish = r)) };
      under.set(key, entry);
      finishComputing.set(request, () => {
        if (under.get(key) === entry) under.delete(key);
        finish();
      });
    }

    /** Wakes the requests waiting for this one's answer, stored or not (error, abort). */
    function stopComputing(request: FastifyRequest) {
      finishComputing.get(request)?.();
      finishComputing.delete(request);
    }
    // Hooks in the callback style: every answer, hits included, runs them, and a promise each
    // is work a bare route does not do.
    const stopOnResponse = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      stopComputing(request);
      done();
    };
    const stopOnAbort = (request: FastifyRequest, done: () => void) => {
      stopComputing(request);
      done();
    };

    function storeAnswer(tags: readonly string[]) {
      const keep = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const state = pending.get(request);
        if (!state?.store || state.generation !== store.generation) return payload;
        if (reply.statusCode !== 200) return payload;
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        // The entry carries its ETag, so a hit costs no hashing (public-etag reuses the header).
        reply.header('etag', weakEtag(payload));
        store.set(request.url, {
          // As bytes: a serialized answer with one Arabic letter is a string of two bytes a
          // character, where UTF-8 spends one on the JSON around it (a third less kept).
          body: typeof payload === 'string' ? Buffer.from(payload) : payload,
          headers: ownHeaders(reply.getHeaders(), state.preset),
          tags,
        });
        return payload;
      };
      return (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) =>
        done(null, keep(request, reply, payload));
    }

    /**
     * Last of the onSend hooks, after compression: keeps the answer as it leaves. Compression of
     * larger bodies is a stream; its bytes are recorded as they pass and kept at its end.
     */
    function storeVariant(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: OnSendDone,
    ) {
      done(null, variantOf(request, reply, payload));
    }

    function variantOf(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const state = pending.get(request);
      if (!state || reply.statusCode !== 200) return payload;
      const keep = (body: string | Buffer) => {
        const variantKey = variantKeyOf(request);
        const headers = ownHeaders(reply.getHeaders(), state.preset);
        const variant: StoredAnswer = { body, headers };
        store.addVariant(request.url, variantKey, state.generation, variant);
        // Those waiting for this answer find it, in this form, kept.
        stopComputing(request);
      };
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        keep(payload);
        return payload;
      }
      // @fastify/compress streams are readable-stream's, not node:stream's: test the shape.
      if (typeof (payload as Readable | null)?.pipe !== 'function') return payload;
      const chunks: Buffer[] = [];
      const recorder = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done(null, chunk);
        },
        flush(done) {
          keep(Buffer.concat(chunks));
          done();
        },
      });
      pipeline(payload as Readable, recorder, () => undefined);
      return recorder;
    }

    app.addHook('onRoute', (route: RouteOptions) => {
      const key = `${[route.method].flat().join(',')} ${route.url}`;
      unseen.delete(key);
      const tags = route.config?.cacheTags ?? listed.get(key);
      // Fastify copies a GET route's options for its HEAD twin; HEAD answers are not cached.
      if (!tags || route.method === 'HEAD') return;
      if (route.method !== 'GET' || route.config?.public !== true) {
        throw new Error(`${key}: only public GET routes may be cached`);
      }
      route.onRequest = [...asArray(route.onRequest), serveFromCache] as RouteOptions['onRequest'];
      // Before public-etag's and compression's onSend: the body is stored as serialized.
      route.onSend = [storeAnswer(tags), ...asArray(route.onSend)] as RouteOptions['onSend'];
      // After compression, which @fastify/compress appended when it saw the route (it is
      // registered first). Were it after, this would keep uncompressed forms: correct, no gain.
      route.onSend = [...asArray(route.onSend), storeVariant] as RouteOptions['onSend'];
      route.onResponse = [
        ...asArray(route.onResponse),
        stopOnResponse,
      ] as RouteOptions['onResponse'];
      route.onRequestAbort = [
        ...asArray(route.onRequestAbort),
        stopOnAbort,
      ] as RouteOptions['onRequestAbort'];
    });

    app.addHook('onReady', async () => {
      if (unseen.size > 0) {
        throw new Error(`public cache: no such route: ${[...unseen].join(', ')}`);
      }
      await options.bus?.start({
        invalidate: (tags) => invalidateHere(tags),
        reset: () => invalidateHere('all'),
      });
    });
    app.addHook('onClose', async () => {
      await options.bus?.stop();
    });

    app.decorate('publicCache', {
      async invalidate(...tags: string[]) {
        invalidateHere(tags);
        await options.bus?.publish(tags);
      },
      onInvalidate: (listener) => void listeners.push(listener),
      stats: () => store.stats(),
      recompressed: () => bestBrotli.idle(),
    } satisfies PublicCache);
  },
  { name: 'public-cache', dependencies: ['public-etag'] },
);

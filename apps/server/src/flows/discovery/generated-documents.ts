import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseStore } from '../../plugins/public-cache-store.ts';

/**
 * Sitemaps and feeds, kept gzip-compressed in memory once made: a 50,000-URL sitemap or a
 * 100,000-product feed is tens of megabytes as text and a few as gzip, too big for the public
 * cache's 16 MiB of uncompressed answers. Made once per URL at a time: from the database in
 * batches, through gzip, into chunks that every request for it reads as they come (the first
 * bytes leave before the last row is read); a client that goes away stops nothing. Dropped by
 * the public cache's invalidations (tags, here and from other instances) and after `ttlMs`.
 */
export interface DocumentSpec {
  /** The document's identity: its URL with the origin written into it. */
  key: string;
  tags: readonly string[];
  contentType: string;
  produce: () => AsyncIterable<string>;
}

/** Chunks of a document being made, readable from the start by any number of requests. */
class GrowingBody {
  readonly chunks: Buffer[] = [];
  ended = false;
  error: Error | null = null;
  private wake: (() => void)[] = [];

  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.notify();
  }

  finish(error: Error | null) {
    this.ended = true;
    this.error = error;
    this.notify();
  }

  reader(): Readable {
    return Readable.from(this.chunksFromStart(), { objectMode: false });
  }

  private async *chunksFromStart() {
    for (let i = 0; ;) {
      while (i < this.chunks.length) yield this.chunks[i++]!;
      if (this.error) throw this.error;
      if (this.ended) return;
      await new Promise<void>((resolve) => this.wake.push(resolve));
    }
  }

  private notify() {
    const waiting = this.wake;
    this.wake = [];
    for (const resolve of waiting) resolve();
  }
}

interface Making {
  generation: number;
  body: GrowingBody;
  done: Promise<void>;
}

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (!q || Number(q.trim().slice(2)) > 0);
  });
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === opaque);
}

export class GeneratedDocuments {
  private readonly store: ResponseStore;
  private readonly making = new Map<string, Making>();

  constructor({ maxBytes = 64 * 1024 * 1024, ttlMs = 10 * 60_000, now = Date.now } = {}) {
    this.store = new ResponseStore(maxBytes, ttlMs, now);
  }

  invalidate(tags: readonly string[] | 'all') {
    if (tags === 'all') this.store.clear();
    else this.store.invalidate(tags);
  }

  async send(request: FastifyRequest, reply: FastifyReply, spec: DocumentSpec) {
    reply.header('content-type', spec.contentType).header('vary', 'Accept-Encoding');
    reply.header('cache-control', 'no-cache');
    const gzip = acceptsGzip(request);
    let cached = this.store.get(spec.key);
    if (!cached) {
      const making = this.makingOf(spec);
      // Gzip readers get the bytes as they are made; the others wait for the whole.
      if (gzip) return reply.header('content-encoding', 'gzip').send(making.body.reader());
      await making.done;
      if (making.body.error) throw making.body.error;
      cached = this.store.get(spec.key);
      if (!cached) {
        // Invalidated meanwhile or too big to keep: these bytes are still a true answer.
        return reply.send(Readable.from(making.body.chunks).pipe(createGunzip()));
      }
    }
    const etag = cached.headers.etag as string;
    reply.header('etag', etag);
    if (matchesEtag(request, etag)) return reply.code(304).send();
    const body = cached.body as Buffer;
    if (gzip) return reply.header('content-encoding', 'gzip').send(body);
    return reply.send(Readable.from([body]).pipe(createGunzip()));
  }

  private makingOf(spec: DocumentSpec): Making {
    const current = this.making.get(spec.key);
    if (current && current.generation === this.store.generation) return current;
    const generation = this.store.generation;
    const body = new GrowingBody();
    const making: Making = {
      generation,
      body,
      done: compress(spec.produce(), body).then(
        (etag) => {
          body.finish(null);
          if (generation !== this.store.generation) return;
          const gzipped = Buffer.concat(body.chunks);
          this.store.set(spec.key, { body: gzipped, headers: { etag }, tags: spec.tags });
        },
        (error: Error) => body.finish(error),
      ),
    };
    void making.done.finally(() => {
      if (this.making.get(spec.key) === making) this.making.delete(spec.key);
    });
    this.making.set(spec.key, making);
    return making;
  }
}

/**
 * Gzips the text into `body` as it is produced, flushing after each piece (a database batch) so
 * its bytes reach the readers at once instead of when zlib's buffer fills; resolves with the
 * ETag, the same weak validator as the public cache's (a hash of the text, not of the bytes).
 */
async function compress(text: AsyncIterable<string>, body: GrowingBody): Promise<string> {
  const hash = createHash('sha1');
  const gzip = createGzip();
  const collected = (async () => {
    for await (const chunk of gzip as AsyncIterable<Buffer>) body.push(chunk);
  })();
  try {
    for await (const piece of text) {
      hash.update(piece);
      if (!gzip.write(piece)) await once(gzip, 'drain');
      gzip.flush();
    }
    gzip.end();
  } catch (error) {
    gzip.destroy(error as Error);
    await collected.catch(() => undefined);
    throw error;
  }
  await collected;
  return `W/"${hash.digest('base64url')}"`;
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A weak validator of a response body: equal bodies, equal tags. Weak, because compression changes
 * the bytes on the wire but not what they mean (RFC 9110, 8.8.1).
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** A public GET (or its HEAD twin): anyone may read it, so any cache may keep it. */
export function isPublicRead(route: RouteOptions): boolean {
  const methods = [route.method].flat();
  return (
    route.config?.public === true &&
    methods.every((method) => method === 'GET' || method === 'HEAD')
  );
}

function withEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const cacheControl = reply.getHeader('cache-control');
  if (typeof cacheControl === 'string' && cacheControl.includes('no-store')) return payload;
  let etag = reply.getHeader('etag');
  if (typeof etag !== 'string') {
    etag = weakEtag(payload);
    reply.header('etag', etag);
  }
  // Browsers may keep the answer but must ask again, so an admin's change shows at once.
  if (cacheControl === undefined) reply.header('cache-control', 'no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch === undefined || !matches(ifNoneMatch, etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return null;
}

/** In the callback style: every public answer runs it, and a promise each is work for nothing. */
function etagOnSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
) {
  done(null, withEtag(request, reply, payload));
}

/**
 * ETag and 304 Not Modified on every public GET: a browser that already has the answer gets an
 * empty 304 instead of the body again. The tag is a hash of the body as serialized, so it needs
 * no knowledge of the data; answers marked `no-store` (health, ping) are left alone.
 */
export const publicEtag = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!isPublicRead(route)) return;
      // First among the route's onSend hooks: it must see the body before compression does.
      const existing = route.onSend ?? [];
      route.onSend = [etagOnSend, ...(Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'public-etag' },
);

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** What every answer of the store allows and forbids the browser. */
export const STORE_SECURITY_POLICY: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Set by the TLS-terminating proxy in production; on plain http it would break localhost.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for these options, worked out once: helmet's middleware run against a
 * response that only records. Our options hold no per-request part (no nonce, no function), so
 * every answer gets the same headers; a function among them would be called with no request.
 */
export function securityHeadersFor(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's security headers on every answer, the not-found ones and the static files included.
 * @fastify/helmet built helmet's fifteen middlewares again for each request; that was most of
 * what a cached answer allocated (docs/PERFORMANCE.md, "Memory"). These are the same headers.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: Readonly<HelmetOptions>) => {
    const headers = securityHeadersFor(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

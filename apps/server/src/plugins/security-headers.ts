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

/** Sources added to some of the policy's directives (the marketing tags in force). */
export interface AddedCspSources {
  scriptSrc: readonly string[];
  imgSrc: readonly string[];
  connectSrc: readonly string[];
}

/** The policy with these sources added to its script, image and connect directives. */
export function policyWithSources(
  policy: Readonly<HelmetOptions>,
  added: AddedCspSources,
): HelmetOptions {
  const csp = policy.contentSecurityPolicy;
  if (!csp || typeof csp !== 'object') return { ...policy };
  const directives = { ...csp.directives };
  const extend = (name: 'scriptSrc' | 'imgSrc' | 'connectSrc') => {
    const current = directives[name];
    directives[name] = [...(Array.isArray(current) ? current : ["'self'"]), ...added[name]];
  };
  extend('scriptSrc');
  extend('imgSrc');
  extend('connectSrc');
  return { ...policy, contentSecurityPolicy: { ...csp, directives } };
}

/** The policy, and what to add to it as things change. */
export type SecurityHeadersOptions = Readonly<HelmetOptions> & {
  /**
   * Sources to add to the policy now, or null for none; called on every answer, so it must be
   * cheap. A new object means new sources (the headers are worked out again once).
   */
  addedSources?: () => AddedCspSources | null;
};

/**
 * What a JSON answer carries instead (OWASP's REST Security Cheat Sheet, "Security Headers"; the
 * rest of helmet's set is for documents: scripts, styles, frames, downloads). Decision 056.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

/** Set on every answer, whatever its type, before the route runs. */
const EVERY_ANSWER = [
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
] as const;

/**
 * Helmet's security headers, worked out once: @fastify/helmet built helmet's fifteen middlewares
 * again for each request; that was most of what a cached answer allocated (docs/PERFORMANCE.md,
 * "Memory"). They are worked out again only when the added sources change.
 *
 * Every answer, the not-found ones and the static files included, gets those of EVERY_ANSWER as
 * it begins. As it leaves, a JSON answer gets API_SECURITY_HEADERS and any other (a page, a file,
 * a PDF, a simulator's form) the rest of helmet's: by its type, so an `/api` route answering HTML
 * is a document too. A header a route set itself is left as it is. A JSON answer carries five
 * headers instead of thirteen, some 400 bytes fewer: node checks and writes each header of each
 * answer, and they were a third of a cached answer's time (decision 056).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { addedSources, ...policy }: SecurityHeadersOptions) => {
    const split = (all: Record<string, string>) => ({
      first: Object.fromEntries(EVERY_ANSWER.map((name) => [name, all[name]!])),
      document: Object.entries(all).filter(
        ([name]) => !(EVERY_ANSWER as readonly string[]).includes(name),
      ),
    });
    const base = split(securityHeadersFor(policy));
    const api = Object.entries(API_SECURITY_HEADERS);
    let sources: AddedCspSources | null = null;
    let headers = base;
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(base.first);
      done();
    });
    // The callback style: every answer runs it, and a promise each is work for nothing.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      let rest = api;
      if (typeof type !== 'string' || !type.startsWith('application/json')) {
        const now = addedSources?.() ?? null;
        if (now !== sources) {
          sources = now;
          headers = now ? split(securityHeadersFor(policyWithSources(policy, now))) : base;
        }
        rest = headers.document;
      }
      for (const [name, value] of rest) if (!reply.hasHeader(name)) reply.header(name, value);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);

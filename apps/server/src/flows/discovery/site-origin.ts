import type { FastifyRequest } from 'fastify';

/**
 * The scheme and host the store's absolute addresses start with: PUBLIC_BASE_URL when set,
 * else the request's own (behind a proxy, what TRUST_PROXY lets Fastify believe). Set it in
 * production: otherwise whatever Host a client sends is what it reads back.
 */
export function siteOrigin(publicBaseUrl: string | undefined, request: FastifyRequest): string {
  if (publicBaseUrl) return publicBaseUrl;
  return `${request.protocol}://${request.host}`;
}

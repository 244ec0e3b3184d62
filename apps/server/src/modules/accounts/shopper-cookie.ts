import type { FastifyReply, FastifyRequest } from 'fastify';

/** Its own name: the admin's refresh cookie (`refresh_token`, /api/auth) opens nothing here. */
export const SHOPPER_SESSION_COOKIE = 'shopper_session';

/**
 * Not readable by the page's scripts; sent with the shopper's own navigation and same-site calls
 * but not with another site's forms or requests (Lax, so a link from elsewhere still lands signed
 * in); to every API path, since checkout and later account routes read it. Secure in production.
 */
function cookieOptions(secure: boolean) {
  return { path: '/api', httpOnly: true, sameSite: 'lax' as const, secure };
}

export function setShopperCookie(
  reply: FastifyReply,
  token: string,
  options: { maxAgeSeconds: number; secure: boolean },
): void {
  reply.setCookie(SHOPPER_SESSION_COOKIE, token, {
    ...cookieOptions(options.secure),
    maxAge: Math.max(0, Math.floor(options.maxAgeSeconds)),
  });
}

export function clearShopperCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SHOPPER_SESSION_COOKIE, cookieOptions(secure));
}

export function shopperCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[SHOPPER_SESSION_COOKIE] || undefined;
}
